#pragma once
// Maia's extension to the SIDS for partitioned data (DESIGN.md §3): a UserDefinedData_t
// ":CGNS#GlobalNumbering" under a partition zone, section or point-list holder, whose
// arrays (Vertex, Cell, Element, Index, ...) give each local item's global id. Written
// by the generator and pcgns-split, read by pcgns-merge.
#include <cstdint>
#include <vector>

#include "pcgns/node.hpp"
#include "pcgns/sids/data_array.hpp"
#include "pcgns/sids/user_defined_data.hpp"

namespace pcgns::sids {

inline constexpr const char* kGlobalNumbering = ":CGNS#GlobalNumbering";

// The holder's numbering node, created when it has none.
inline Node& global_numbering(Node& holder) {
  Node* numbering = holder.child(kGlobalNumbering);
  return numbering ? *numbering : add_user_data(holder, kGlobalNumbering);
}

// Adds array `name` of global ids to the holder's numbering.
inline Node& add_global_numbering(Node& holder, const char* name, const std::vector<std::int64_t>& ids) {
  return add_data_array(global_numbering(holder), name, ids);
}

}  // namespace pcgns::sids
