#pragma once
// The zones a generated file holds: one builder per mesh kind.
#include "generate/lattice.hpp"
#include "pcgns/node.hpp"

namespace pcgns::generate {

// Part q of the unstructured zone, named `name`.
void add_unstructured_part(Node& base, const std::string& name, const Options& options, const GlobalBox& box,
                           const Slab& slab, int q);
void add_structured_part(Node& base, const std::string& name, const Options& options, const GlobalBox& box,
                         const Slab& slab);
// Whole block q with 1to1 connections to blocks q-1 and q+1.
void add_block_zone(Node& base, const Options& options, const GlobalBox& box, const std::vector<Slab>& all,
                    int q);

// Solutions of every step at the given global vertex and cell ids, and the zone's
// iterative data.
void add_time_steps(Node& zone, const Options& options, const std::vector<std::int64_t>& vertices,
                    const std::vector<std::int64_t>& cells);

}  // namespace pcgns::generate
