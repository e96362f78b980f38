#pragma once
// One original unstructured zone while pcgns-split cuts it: where its values come from,
// its partition, the interfaces and lists of its parts, and the partition zones built
// here -- skeletons whose bulk arrays are filled once the part files exist
// (part_fill.hpp).
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "split/partition_layout.hpp"
#include "split/unstructured/element_layout.hpp"
#include "split/unstructured/face_interfaces.hpp"
#include "split/unstructured/part_meshes.hpp"
#include "split/unstructured/zone_arrays.hpp"
#include "split/unstructured/zone_lists.hpp"
#include "split/unstructured/zone_slices.hpp"

namespace pcgns::split {

// A vertex or cell array of the original zone and its node in each partition zone.
struct LocatedArray {
  std::string path;      // in the merged tree: "/Base/Zone/FlowSolution/Density"
  std::string relative;  // below the zone: "FlowSolution/Density"
  bool vertex = true;    // else cells
};

struct ZoneWork {
  const OriginalZone* original = nullptr;
  ElementLayout layout;
  ZoneSlices slices;
  std::unique_ptr<ZoneArrays> arrays;  // reads `slices` or the input files
  std::optional<ZonePartition> partition;
  SharedByPart shared;                            // per part built here, per other part
  std::optional<std::map<int, PartFaces>> faces;  // per part built here (--interface face)
  std::vector<ListHolder> lists;
  std::vector<LocatedArray> located;
  std::optional<std::int64_t> graph_cut;  // from the partitioner's graph; none for hilbert
  std::map<int, Node> nodes;              // the partition zone of each part built here (skeleton)
};

}  // namespace pcgns::split
