#pragma once
// Whole-tree validation: every base, zone and the nodes the library models below them.
// Nodes it does not model are left alone.
#include <optional>
#include <string>

#include "pcgns/cgns_version.hpp"
#include "pcgns/node.hpp"

namespace pcgns::sids {

// Throws InputError naming the node path of the first problem found.
void validate_tree(const Node& root, CgnsVersion version);
// The message of the first problem, nullopt when the tree is valid.
std::optional<std::string> first_problem(const Node& root, CgnsVersion version);

}  // namespace pcgns::sids
