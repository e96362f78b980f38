#pragma once
// The GridLocation a BC, connection, sub-region or data set states, as its text; the
// split compares and copies locations as written, without interpreting them.
#include <string>

#include "pcgns/node.hpp"

namespace pcgns::split {

// `otherwise` (Vertex, the SIDS default) when `holder` states none.
inline std::string location_text(const Node& holder, const std::string& otherwise = "Vertex") {
  const Node* location = holder.child("GridLocation");
  return location && location->has_data() ? location->as_string() : otherwise;
}

}  // namespace pcgns::split
