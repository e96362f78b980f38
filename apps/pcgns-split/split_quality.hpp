#pragma once
// The quality of a partition as --dry-run, -v and --json report it, for comparing the
// methods on a mesh: besides the imbalance and the edge cut (the cell faces the parts
// share), the most neighbour parts any part has (the partners of its halo exchanges) and
// the vertices on the interfaces (each counted by every part holding it).
#include <algorithm>
#include <cstdint>

#include "pcgns/split/split.hpp"

namespace pcgns::split_app {

struct PartitionQuality {
  int max_part_neighbours = 0;
  std::int64_t interface_vertices = 0;
};

inline PartitionQuality partition_quality(const split::SplitReport& report) {
  PartitionQuality quality;
  for (const auto& part : report.part_summaries) {
    quality.max_part_neighbours = std::max(quality.max_part_neighbours, part.neighbours);
    quality.interface_vertices += part.interface_vertices;
  }
  return quality;
}

}  // namespace pcgns::split_app
