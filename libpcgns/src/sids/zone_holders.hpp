#pragma once
// Which of a zone's children belong to one time step; the merge's splice and the
// selection of steps must agree on them.
#include "pcgns/node.hpp"

namespace pcgns::sids {

// The nodes a ZoneIterativeData_t's pointer arrays name, one per time step.
inline bool is_step_node(const Node& node) {
  return node.label == "FlowSolution_t" || node.label == "GridCoordinates_t" || node.label == "RigidGridMotion_t" ||
         node.label == "ArbitraryGridMotion_t";
}

}  // namespace pcgns::sids
