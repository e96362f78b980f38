#pragma once
// Index data (zone sizes, ranges, point lists, connectivity) is I4 in files written by
// 32-bit builds of the official library and I8 in 64-bit builds; pcgns writes I4 while
// every value fits, I8 beyond, so files stay readable by both.
#include <cstdint>
#include <string>
#include <vector>

#include "pcgns/node.hpp"

namespace pcgns::sids {

inline constexpr std::int64_t kMaxInt32 = 2147483647;

// I4 when `max_value` fits in a signed 32-bit integer, else I8.
DataType index_type_for(std::int64_t max_value);
// A node holding `values` as I4 or I8 (the narrowest that holds them all).
Node make_index_node(std::string name, std::string label, const std::vector<std::int64_t>& values, Dims dims = {});
// Integer `values` converted to `type` (I4 or I8); UsageError if a value does not fit.
std::vector<std::byte> encode_integers(const std::vector<std::int64_t>& values, DataType type);

}  // namespace pcgns::sids
