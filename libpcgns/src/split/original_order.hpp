#pragma once
// Part files keep the unsplit case's order: a base's children are listed as the case
// lists them (each partition zone where its original zone stood), and every partition
// zone carries the order record (sids/order_record.hpp) from which pcgns-merge puts
// zones, BCs and connections back in their original order.
#include "pcgns/node.hpp"

namespace pcgns::split {

// `part_root`: a part file's (or the main file's) tree; `merged`: the unsplit case.
void follow_original_order(Node& part_root, const Node& merged);

}  // namespace pcgns::split
