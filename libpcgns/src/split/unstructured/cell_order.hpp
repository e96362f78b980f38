#pragma once
// --renumber: the order of a partition's cells inside each of its cell sections, for
// the solver's cache (neighbouring cells near each other in memory). Cells stay in
// their section (element numbers are per section); the :CGNS#GlobalNumbering written
// for them records the order, so pcgns-merge and Maia put the zone back unchanged.
//   rcm      reverse Cuthill-McKee over the cells sharing a face (small bandwidth);
//   hilbert  along the Hilbert curve through the cells' centroids (the keys computed
//            where the cells were partitioned, see cell_assignment.hpp).
#include <cstdint>
#include <span>
#include <vector>

#include "pcgns/sids/element_type.hpp"

namespace pcgns::split {

// The new order of `cells` cells of `type` (`width` vertex ids each, back to back):
// order[k] is the cell placed k-th. Components of the face graph come one after the
// other, each started from a cell of lowest degree.
std::vector<std::size_t> rcm_order(sids::ElementType type, std::size_t width, std::span<const std::int64_t> vertices,
                                   std::size_t cells);

// The cells by increasing key; equal keys keep their order.
std::vector<std::size_t> key_order(std::span<const std::uint64_t> keys);

// `items` (rows of `width` values) rearranged so that row k is the old row order[k].
template <class Items>
Items reordered(const Items& items, std::size_t width, const std::vector<std::size_t>& order) {
  Items result;
  result.reserve(items.size());
  for (const auto row : order)
    result.insert(result.end(), items.begin() + static_cast<std::ptrdiff_t>(row * width),
                  items.begin() + static_cast<std::ptrdiff_t>((row + 1) * width));
  return result;
}

}  // namespace pcgns::split
