#pragma once
// pcgns-merge --new-times, second half: the existing output's tree with the new steps
// (a merge of the inputs' new steps only) spliced in. What the two trees share must be
// the same case -- the same bases, zones, grid, sections, BCs, families -- else the
// output would mix two cases: InputError naming the output and the first node that
// differs. Step nodes (FlowSolution_t, GridCoordinates_t, RigidGridMotion_t,
// ArbitraryGridMotion_t) the output lacks are appended where the merge of every step
// would place them; BaseIterativeData_t and ZoneIterativeData_t arrays indexed by step
// are extended with the new steps' values.
#include <string>

#include "pcgns/node.hpp"

namespace pcgns::merge {

// `held`: the output's tree as read; `appended`: the new steps' merge, as read. Bulk
// arrays stay references into their files. `output` names the output in messages.
Node spliced_tree(const Node& held, const Node& appended, const std::string& output);

}  // namespace pcgns::merge
