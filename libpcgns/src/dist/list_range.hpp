#pragma once
// A point set given as a range (PointRange, or the older ElementRange) in an unstructured
// zone: a BC, connection, sub-region or solution over the ids begin..end. pcgns-split
// gives each part the members it holds as a PointList of local ids (numbered by
// :CGNS#GlobalNumbering/Index like any list) and keeps a copy of the original range
// node under that numbering; pcgns-merge puts the copy back in the PointList's place,
// once every position of the range is shown to hold id begin + position.
#include <cstdint>
#include <string>

#include "pcgns/node.hpp"

namespace pcgns::dist {

// The holder's range node (PointRange or ElementRange); nullptr when it has none.
const Node* range_child(const Node& holder);
Node* range_child(Node& holder);

// Points of a holder's set: its PointList's entries, else its range's size.
std::int64_t set_points(const Node& holder);

// The original range recorded under a part holder's numbering; nullptr when none.
const Node* recorded_range(const Node& part_holder);

// Records `range` (the original node) under `part_holder`'s numbering.
void record_range(Node& part_holder, const Node& range);

// begin and end of a 1-D range node, InputError naming `where` (the range node) unless it holds two
// integers with begin <= end.
std::pair<std::int64_t, std::int64_t> range_bounds(const Node& range, const std::string& where);

}  // namespace pcgns::dist
