#pragma once
// The two solutions the hand-built split test zones carry, so a round trip moves values
// of both locations: "Nodes" (Vertex) with "Pressure", "Cells" (CellCenter) with
// "Density".
#include <vector>

#include "pcgns/node.hpp"
#include "pcgns/sids/all.hpp"

namespace pcgns::test {

inline void add_nodes_and_cells(Node& zone, const std::vector<double>& pressure, const std::vector<double>& density) {
  sids::add_solution(zone, "Nodes");
  sids::add_field(zone, "Nodes", "Pressure", pressure);
  sids::add_solution(zone, "Cells", sids::GridLocation::CellCenter);
  sids::add_field(zone, "Cells", "Density", density);
}

}  // namespace pcgns::test
