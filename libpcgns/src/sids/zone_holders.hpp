#pragma once
// Which of a zone's children hold arrays located on its vertices or cells, and which
// belong to one time step; the merge, the split and the selection must agree on both.
#include "pcgns/node.hpp"

namespace pcgns::sids {

// GridCoordinates_t, FlowSolution_t, DiscreteData_t and ArbitraryGridMotion_t: their
// arrays are cut and rebuilt along with the zone's points or cells.
inline bool is_located_holder(const Node& node) {
  return node.label == "GridCoordinates_t" || node.label == "FlowSolution_t" || node.label == "DiscreteData_t" ||
         node.label == "ArbitraryGridMotion_t";
}

// The nodes a ZoneIterativeData_t's pointer arrays name, one per time step.
inline bool is_step_node(const Node& node) {
  return node.label == "FlowSolution_t" || node.label == "GridCoordinates_t" || node.label == "RigidGridMotion_t" ||
         node.label == "ArbitraryGridMotion_t";
}

}  // namespace pcgns::sids
