#pragma once
// The zones a generated file holds: one builder per mesh kind.
#include "generate/lattice.hpp"
#include "pcgns/node.hpp"

namespace pcgns::generate {

// The files of the set, one per writing rank: the P<r> of the partition zone names are
// 0..file_count - 1, and every partition zone records this count (sids/set_record.hpp).
int file_count(const Options& options);

// Part q of the unstructured zone, with the pieces of the zone's periodic connection
// between its first and last k planes held by the first and last parts.
void add_unstructured_part(Node& base, const Options& options, const GlobalBox& box, const std::vector<Slab>& all,
                           int q);
// Maia's name of part q of zone `zone`: "Zone.P<file>.N<index in the file>".
std::string part_zone_name(const std::string& zone, const Options& options, int q);

// Part q of the structured block: its CellRange numbering, the partition interfaces
// to parts q-1 and q+1 (JN.P...), and the block's periodic connection between its first
// and last k planes (an original connection, split over the first and last parts).
void add_structured_part(Node& base, const Options& options, const GlobalBox& box, const std::vector<Slab>& all, int q);
// Whole block q with 1to1 connections to blocks q-1 and q+1.
void add_block_zone(Node& base, const Options& options, const GlobalBox& box, const std::vector<Slab>& all, int q);

// Solutions of every step at the given global vertex and cell ids, and the zone's
// iterative data.
void add_time_steps(Node& zone, const Options& options, const std::vector<std::int64_t>& vertices,
                    const std::vector<std::int64_t>& cells);

}  // namespace pcgns::generate
