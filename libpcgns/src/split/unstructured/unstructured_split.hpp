#pragma once
// pcgns-split for unstructured zones: each zone's cells cut into M parts by a graph or
// Hilbert partitioner, and every part made a partition zone "Z.P<r>.N0" of its own --
// local vertices and elements, its values, its share of every point list (each entry
// keeping its original position as Index), connections resolved to the donor's
// partitions, interfaces "JN.P<r>.N0.LT.P<r2>.N0" towards the other partitions (shared
// vertices, or shared faces: face_interfaces.hpp), and the :CGNS#GlobalNumbering that lets pcgns-merge and Maia put it back.
#include <mpi.h>

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/phase_clock.hpp"
#include "merge/catalog.hpp"
#include "merge/output_plan.hpp"
#include "pcgns/split/split.hpp"
#include "split/block_arrays.hpp"
#include "split/partition_layout.hpp"
#include "split/unstructured/spill_file.hpp"

namespace pcgns::split {

struct PartZone {
  std::string base;
  Node zone;
};

struct UnstructuredSplit {
  std::map<int, std::vector<PartZone>> zones;  // the partition zones of the parts built here
  std::vector<PartSummary> summaries;          // every part, all zones
  double imbalance = 0;                        // worst over the zones
  std::int64_t edge_cut = 0;                   // sum over the zones
};

struct UnstructuredOptions {
  Method method = Method::ptscotch;
  int parts = 1;
  double tolerance = 0.03;
  bool plan_only = false;  // partition and measure; build no zone
  std::optional<std::filesystem::path> weights_file;  // --weights FILE (cell_weights.hpp)
  std::string weights_field;                          // --weights FIELD
  CellOrder renumber = CellOrder::none;               // cell order inside each part
  InterfaceLocation interface = InterfaceLocation::vertex;  // JN connections by vertices or faces
  SpillFile* spill = nullptr;  // where the parts' large arrays wait for the writing (none: in memory)
};

// "Z.P<r>.N0" and the interface name between two partitions of zone Z.
std::string partition_zone_name(const std::string& zone, int part);

// Collective. `clock` times the phases (reading, partitioning, building the parts).
UnstructuredSplit split_unstructured(MPI_Comm comm, const merge::Catalog& catalog, const merge::OutputPlan& plan,
                                     const std::vector<OriginalZone>& zones, const BlockArrays& arrays,
                                     CgnsVersion version, merge::ArraySource& source, const UnstructuredOptions& options,
                                     PhaseClock& clock);

}  // namespace pcgns::split
