#pragma once
// What of the inputs' solutions pcgns-merge and pcgns-split carry (--solutions,
// --fields, --latest, --time): everything when nothing is set.
#include <optional>
#include <string>

namespace pcgns {

struct SelectionOptions {
  std::optional<std::string> solutions;  // ECMAScript regex over FlowSolution names
  std::optional<std::string> fields;     // ECMAScript regex over field names
  bool latest = false;                   // only the last (selected) time step
  std::optional<std::string> time;       // time steps by TimeValues, "0.1:0.5,0.7" (dist/time_spec.hpp)
};

}  // namespace pcgns
