#pragma once
// Reading enumeration values from nodes: those pcgns only carries (BCType, DataClass,
// units, GridConnectivityType) leniently, those it interprets (ZoneType, GridLocation)
// strictly, with the values it accepts in the message.
#include <string>
#include <string_view>

#include "pcgns/sids/enum_names.hpp"
#include "pcgns/sids/node_ref.hpp"

namespace pcgns::sids {

// "Structured or Unstructured": the values of E after Null and UserDefined, for messages.
template <class E>
std::string enum_values_text() {
  const auto& names = EnumNames<E>::names;
  std::string out;
  for (std::size_t i = 2; i < names.size(); ++i)
    out += std::string(i == 2 ? "" : i + 1 == names.size() ? " or " : ", ") + std::string(names[i]);
  return out;
}

// `text` with bytes that are not printable shown as '?', for messages.
std::string printable(std::string_view text);

// The value of `what` (e.g. "BCType") held as `text` by `ref`: a known value, or
// UserDefined for an unknown but well-shaped name (the node keeps its text).
// InputError naming the node when `text` cannot be a name.
template <class E>
E read_carried_enum(const NodeRef& ref, std::string_view what, std::string_view text) {
  if (const auto value = parse_carried_enum<E>(text)) return *value;
  ref.fail(std::string(what) + " '" + printable(text) +
           "' is not an enumeration value (1 to 32 printable characters, no blanks)");
}

}  // namespace pcgns::sids
