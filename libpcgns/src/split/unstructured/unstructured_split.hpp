#pragma once
// pcgns-split for unstructured zones: each zone's cells cut into M parts by a graph or
// Hilbert partitioner, and every part made a partition zone "Z.P<r>.N0" of its own --
// local vertices and elements, its values, its share of every point list (each entry
// keeping its original position as Index), connections resolved to the donor's
// partitions, interfaces "JN.P<r>.N0.LT.P<r2>.N0" towards the other partitions (shared
// vertices, or shared faces: face_interfaces.hpp), and the :CGNS#GlobalNumbering that
// lets pcgns-merge and Maia put it back.
//
// Two steps. split_unstructured partitions every zone and builds the partition zones
// as skeletons: every node, the small data (point lists, interfaces, ranges), and each
// bulk array -- coordinates, values, connectivity, numbering -- deferred. Once the part
// files hold those skeletons, fill_unstructured_parts (part_fill.hpp) writes the bulk
// arrays into them, one array of every part after another, as they are gathered.
#include <mpi.h>

#include <filesystem>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "core/phase_clock.hpp"
#include "dist/catalog.hpp"
#include "dist/output_plan.hpp"
#include "pcgns/split/split.hpp"
#include "split/block_arrays.hpp"
#include "split/part_zone.hpp"
#include "split/partition_layout.hpp"
#include "split/unstructured/zone_work.hpp"

namespace pcgns::split {

struct PartZone {
  std::string base;
  Node zone;
};

struct UnstructuredSplit {
  std::map<int, std::vector<PartZone>> zones;  // the partition zones of the parts built here (skeletons)
  std::vector<PartSummary> summaries;          // every part, all zones
  std::map<int, std::set<int>> neighbours;     // the parts built here: the other parts they meet
  double imbalance = 0;                        // worst over the zones
  // Sum over the zones; the zones cut by hilbert (no graph) add theirs with
  // measure_edge_cuts, which a run that writes calls while its values go to disk.
  std::int64_t edge_cut = 0;
  std::vector<ZoneWork> works;  // what filling the parts needs, per zone
};

struct UnstructuredOptions {
  Method method = Method::ptscotch;
  int parts = 1;
  double tolerance = 0.03;
  bool plan_only = false;                                      // partition and measure; build no zone
  std::optional<std::filesystem::path> weights_file;           // --weights FILE (cell_weights.hpp)
  std::string weights_field;                                   // --weights FIELD
  CellOrder renumber = CellOrder::none;                        // cell order inside each part
  InterfaceLocation interface = InterfaceLocation::automatic;  // JN connections by vertices or faces
};

// "Z.P<r>.N0" and the interface name between two partitions of zone Z.
std::string partition_zone_name(const std::string& zone, int part);

// Collective. `clock` times the phases (reading, partitioning, building the parts).
UnstructuredSplit split_unstructured(MPI_Comm comm, const dist::Catalog& catalog, const dist::OutputPlan& plan,
                                     const std::vector<OriginalZone>& zones, const BlockArrays& arrays,
                                     CgnsVersion version, dist::ArraySource& source, const UnstructuredOptions& options,
                                     PhaseClock& clock, const SplitContext* blocks = nullptr);

// Collective. The cut faces of the zones whose partitioner built no graph (hilbert),
// counted from the faces the parts share.
std::int64_t measure_edge_cuts(MPI_Comm comm, const std::vector<ZoneWork>& works);

}  // namespace pcgns::split
