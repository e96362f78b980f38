#pragma once
// The order of a merged node's children. Creation order is data (the official library
// numbers boundary conditions, connections and solutions by it), and every part keeps
// the original order of the children it holds: each part's names are a chain of "comes
// before". The merged order follows every chain (Kahn's algorithm); where no part
// orders two names, the one met first, part by part, comes first. A part that lacks
// some children (a boundary condition outside its box) leaves the others in place.
#include <string>
#include <vector>

#include "pcgns/node.hpp"

namespace pcgns::merge {

// Every name of `chains` once, in merged order.
std::vector<std::string> merged_order(const std::vector<std::vector<std::string>>& chains);

// Reorders the children of `node` by `order`; children it does not name come after
// them, in their present order.
void order_children(Node& node, const std::vector<std::string>& order);

}  // namespace pcgns::merge
