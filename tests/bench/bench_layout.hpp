#pragma once
// The file layouts the core benchmark writes: Z zones per rank, each with a number of
// double arrays, defined identically on every rank (as a solver would with cgp_*).
#include <mpi.h>

#include <cstdint>
#include <string>
#include <vector>

#include "pcgns/node.hpp"

namespace pcgns::bench {

struct ZoneLayout {
  int zones_per_rank = 1;
  int arrays_per_zone = 8;
  std::int64_t doubles_per_array = 0;
};

// "Zone_<rank>_<k>": the zone name of the k-th zone owned by `rank`.
std::string zone_name(int rank, int k);
// The node path of array a of that zone.
std::string array_path(int rank, int k, int a);

// Adds base "Base" with every rank's zones and deferred R8 arrays to `root`.
void define_zones(Node& root, int ranks, const ZoneLayout& layout);

// A tiny unstructured zone (8 vertices, 1 HEXA_8, one solution field): the unit of the
// "many small zones" creation benchmark.
void define_small_zones(Node& root, int zone_count);

}  // namespace pcgns::bench
