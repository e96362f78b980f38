#pragma once
// Values of an original unstructured zone moved to its partitions (vertex and cell
// arrays: part_fill.hpp): point lists (boundary conditions, connections,
// sub-regions, point-list solutions) with their per-point arrays, each entry going to
// every part holding its vertex (or to the part holding its element) and keeping its
// original position for the Index numbering.
#include <mpi.h>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "split/donor_point.hpp"
#include "split/unstructured/part_meshes.hpp"

namespace pcgns::split {

// One point list of a part: the entries in original order.
struct PartList {
  std::vector<std::int64_t> positions;                   // 0-based in the original list
  std::vector<std::int64_t> points;                      // local vertex or element ids
  std::vector<std::int64_t> donors;                      // global ids in the donor zone (connections)
  std::map<std::string, std::vector<std::byte>> arrays;  // per-point arrays, by relative path
};

struct ListSlices {
  Slice points;
  std::optional<Slice> donors;
  std::map<std::string, Slice> arrays;  // per-point arrays, by path relative to the holder
};

// Collective: a list of the original zone routed to the parts built here.
// `where` names the list in messages ("zone 'Base/Zone': ZoneBC/Inflow PointList").
std::map<int, PartList> route_list(MPI_Comm comm, ListSlices slices, bool vertex, const ElementLayout& layout,
                                   const ZonePartition& partition, const std::string& where);

// Collective: global ids of a donor zone (vertices, or element numbers) in its
// partitions; an id on several parts goes to the lowest.
std::vector<DonorPoint> resolve_donors(MPI_Comm comm, const std::vector<std::int64_t>& ids, bool vertex,
                                       const ElementLayout& layout, const ZonePartition& partition,
                                       const std::string& where);

}  // namespace pcgns::split
