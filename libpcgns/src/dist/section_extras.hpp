#pragma once
// Children of a section of a partitioned zone besides its elements, its parents and Maia's
// numbering: what describes the whole section (a FamilyName, a Descriptor, user data),
// which every part holding the section carries alike. pcgns-merge copies them into the
// merged section once. A child that differs between two parts (values per element, or a
// part without it) cannot be put together: it is refused, never dropped.
#include <string>
#include <vector>

#include "dist/zone_groups.hpp"
#include "pcgns/node.hpp"

namespace pcgns::dist {

// The children of `section` that are neither its elements, its parents nor Maia's
// numbering: what pcgns-split gives every part's section as it is.
std::vector<const Node*> section_extras(const Node& section);
// Whether every value below `node` (itself included) is held in memory: none is left on
// disk or deferred (a large array, which may hold a value per element).
bool values_in_memory(const Node& node);

// The extra children of the parts' section `name`, in the first holding part's order,
// checked alike (compare_trees) in every part holding the section. InputError naming
// both files and the node when they differ or one part lacks a child another has.
std::vector<Node> plan_section_extras(const Catalog& catalog, const std::vector<PartRef>& parts,
                                      const std::string& name);

}  // namespace pcgns::dist
