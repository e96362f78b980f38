#pragma once
// A structured zone's BC_t given by PointList, cut to a partition zone's box in Maia's
// convention: the part keeps the entries in its box (located_list.hpp) in local
// indices and list order, :CGNS#GlobalNumbering/Index gives each one's 1-based position
// in the original list, and the BCDataSet_t arrays holding one value per entry are cut
// row by row (single values are copied). pcgns-merge puts the pieces back together.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "split/block_arrays.hpp"
#include "split/partition_layout.hpp"

namespace pcgns::split {

// The number of entries of a structured PointList node of a `dim`-dimensional zone;
// InputError naming `where` when its dimensions are not [dim, n].
std::int64_t list_entries(const Node& list, std::size_t dim, const std::string& where);

// The DataArray_t nodes below the BCDataSet_t children of `bc` (paths relative to it):
// values of the boundary data, one per entry of the list or a single one.
std::vector<std::string> bc_data_arrays(const Node& bc);

// The share of `bc` (at `relative` below the zone, `bc_path` in the merged tree) in
// the box of `placed`; nullopt when the box holds none of its entries.
std::optional<Node> cut_point_list_bc(const Node& bc, const PlacedBox& placed, const OriginalZone& original,
                                      const BlockArrays& arrays, const std::string& relative,
                                      const std::string& bc_path);

}  // namespace pcgns::split
