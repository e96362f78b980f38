#pragma once
// The points of a structured PointRange in the order a list over them follows (a
// PointListDonor beside the range): from begin to end in each direction, which may run
// backwards, the first index fastest.
#include <cstdint>
#include <string>
#include <vector>

namespace pcgns::dist {

// `dim` indices per point; InputError naming `where` unless `range` holds 2 * dim values.
std::vector<std::int64_t> range_points(const std::vector<std::int64_t>& range, std::size_t dim,
                                       const std::string& where);

}  // namespace pcgns::dist
