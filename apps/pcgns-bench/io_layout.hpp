#pragma once
// The files of the pCGNS scenarios. Every file holds seven double arrays (x, y, z, three
// velocity components, temperature) of --size MiB each, over all its zones, and one
// 32-bit connectivity array of half that size (HEXA_8, one id per vertex), so the file
// size stays the same whatever the number of ranks. What changes is who writes what:
//   a  --zones whole zones, written by the ranks of the first node only (the zones go
//      round the node's ranks; ranks on other nodes wait);
//   b  one zone per rank;
//   c  --zones-per-rank K whole zones per rank;
//   d  one zone per --ranks-per-zone R ranks, each writing a contiguous slice of it;
//   e  K zones per group of R ranks, each zone shared by the R ranks of its group.
#include <cstdint>
#include <string>
#include <vector>

#include "pcgns/data_type.hpp"
#include "pcgns/node.hpp"

namespace pcgns::bench_app {

inline constexpr int kArraysPerZone = 8;  // seven doubles, then the connectivity

// The CGNS path of array `a` of zone `zone` in the shared file, and its type.
std::string zone_name(int zone);
std::string array_path(const std::string& zone, int a);
DataType array_type(int a);

// Elements [first, first + count) of every array of zone `zone`, written by one rank.
struct ZonePiece {
  int zone = 0;
  std::int64_t first = 0;
  std::int64_t count = 0;
};

struct IoLayout {
  std::string scenario;
  int zones = 0;
  std::int64_t zone_length = 0;  // values of each array of a zone (a multiple of 8)
  int ranks = 1;
  std::vector<std::vector<ZonePiece>> pieces;  // per rank

  std::int64_t file_bytes() const;          // the arrays' bytes, all zones
  std::int64_t rank_bytes(int rank) const;  // the arrays' bytes rank `rank` writes
  std::string describe() const;             // "8 zones of 1048576 values, 2 ranks each"
};

// `node_ranks`: how many ranks share the first node (scenario a). UsageError when the
// scenario does not fit the ranks (R not dividing them) or leaves an array empty.
IoLayout make_layout(const std::string& scenario, double size_mib, int ranks, int node_ranks, int zones,
                     int zones_per_rank, int ranks_per_zone);

// The bench's tree: base "Base" with every zone of the layout; bulk arrays deferred.
Node layout_tree(const IoLayout& layout);
// A tree of the given pieces only, each as a zone of its own ("Zone_<z>_<first>"): a
// rank's own file in the file-per-process strategy.
Node pieces_tree(const std::vector<ZonePiece>& pieces);
std::string piece_zone_name(const ZonePiece& piece);

// The value the bench writes at element `index` of array `a` of zone `zone`: exact in
// its type, different between arrays and zones, so verification can tell them apart.
double expected_double(int zone, int a, std::int64_t index);
std::int32_t expected_vertex(std::int64_t zone_length, std::int64_t index);

}  // namespace pcgns::bench_app
