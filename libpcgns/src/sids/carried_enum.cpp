#include "pcgns/sids/carried_enum.hpp"

namespace pcgns::sids {

std::string printable(std::string_view text) {
  std::string out(text);
  for (char& c : out)
    if (c < ' ' || c > '~') c = '?';
  return out;
}

}  // namespace pcgns::sids
