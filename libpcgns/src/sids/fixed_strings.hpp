#pragma once
// C1 arrays of fixed-width names ([32, N]): DimensionalUnits, FlowSolutionPointers...
// Writers pad with blanks (Fortran, the official units writer) or NULs (C callers).
#include <string>
#include <string_view>
#include <vector>

#include "pcgns/sids/node_ref.hpp"

namespace pcgns::sids {

inline constexpr std::int64_t kNameWidth = 32;

// Splits a C1 [32, N] node into its N names, padding removed.
std::vector<std::string> split_fixed_names(const NodeRef& ref);
// A C1 [32, N] node holding `names`, blank padded; UsageError for names over 32 chars.
Node make_fixed_names_node(std::string name, std::string label, const std::vector<std::string_view>& names);

}  // namespace pcgns::sids
