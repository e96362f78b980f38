#pragma once
// Rind_t: ghost layers stored with the data, I4 [2*IndexDimension] as
// (imin, imax, jmin, jmax, kmin, kmax); absent means no rind.
#include <cstdint>
#include <vector>

#include "pcgns/sids/node_ref.hpp"

namespace pcgns::sids {

// 2*index_dim planes, all zero when `holder` has no "Rind" child. InputError when the
// child has the wrong size or negative values.
std::vector<std::int64_t> read_rind(const NodeRef& holder, int index_dim);
// Adds "Rind" when any plane is non-zero (the official library omits all-zero rind).
void add_rind(Node& holder, const std::vector<std::int64_t>& planes);

}  // namespace pcgns::sids
