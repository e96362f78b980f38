#pragma once
// The boundary conditions and connections of a partition zone: the original ones cut
// to its box, and the interfaces created by the cut.
#include "split/part_zone.hpp"

namespace pcgns::split {

// The ZoneBC_t of the original zone restricted to the box: every BC_t given by a
// PointRange keeps the part of its range inside the box (in local indices, under its
// own name so that pcgns-merge unites the pieces), one given by PointList its entries
// inside the box (point_list_bc.hpp); BCs outside the box are left out.
Node restrict_boundary_conditions(const Node& zone_bc, const PlacedBox& placed, const OriginalZone& original,
                                  const BlockArrays& arrays);

// The ZoneGridConnectivity_t restricted to the box: each GridConnectivity1to1_t keeps
// the part of its range inside the box, cut again where its donor range crosses the
// donor zone's partitions (pieces "Name.<count>" when there are several), donors
// named by their partition zones; each general one (GridConnectivity_t) keeps its
// entries inside the box (general_connection_cut.hpp).
Node restrict_connections(const Node& connectivity, const PlacedBox& placed, const OriginalZone& original,
                          const SplitContext& context);

// A GridConnectivity1to1_t "JN.P<r>.N<k>.LT.P<r2>.N<k2>" towards every other box of the
// same original zone that shares a face with this one.
void add_partition_interfaces(Node& zone, const PlacedBox& placed, const PartitionLayout& layout);

}  // namespace pcgns::split
