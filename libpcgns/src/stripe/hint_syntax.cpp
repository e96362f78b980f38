#include "pcgns/stripe/hint_syntax.hpp"

#include <sstream>

namespace pcgns::stripe {

std::string romio_hints_file(const mpi::Hints& hints, const std::string& comment) {
  std::ostringstream out;
  std::istringstream lines(comment);
  std::string line;
  while (std::getline(lines, line)) out << "# " << line << "\n";
  for (const auto& [key, value] : hints) out << key << " " << value << "\n";
  return out.str();
}

// Cray MPICH (intro_mpi(3)): MPICH_MPIIO_HINTS is a comma-separated list of
// "pattern:key=value:key=value" entries; "*" matches every file name.
std::string cray_mpiio_hints(const mpi::Hints& hints) {
  if (hints.empty()) return {};
  std::string text = "*";
  for (const auto& [key, value] : hints) text += ":" + key + "=" + value;
  return text;
}

std::string shell_quote(const std::string& text) {
  std::string quoted = "'";
  for (const char c : text) {
    if (c == '\'') quoted += "'\\''";
    else quoted += c;
  }
  return quoted + "'";
}

}  // namespace pcgns::stripe
