#pragma once
// The distinct values of a list of global ids, in increasing order. Ids referenced by a
// rank's cells or a part's cells are packed closely, so a bitmap over their span does in
// one pass what sorting (eight references a vertex, tens of millions of them) does slowly;
// widely scattered ids are sorted.
#include <cstdint>
#include <span>
#include <vector>

namespace pcgns::split {

std::vector<std::int64_t> distinct_ids(std::span<const std::int64_t> ids);

}  // namespace pcgns::split
