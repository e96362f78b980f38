#pragma once
// The point lists of an original unstructured zone -- BC_t, GridConnectivity_t,
// ZoneSubRegion_t, and solutions or discrete data on a point list or a range -- and their
// share in each partition zone (a range's share as a PointList: dist/list_range.hpp). A connection's share is cut into pieces "<name>.<k>", one per
// donor partition, as Maia splits joins; every holder keeps its entries' original
// positions in :CGNS#GlobalNumbering/Index.
#include <mpi.h>

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "split/block_donor.hpp"
#include "split/unstructured/part_meshes.hpp"
#include "split/unstructured/zone_slices.hpp"

namespace pcgns::split {

struct ListHolder {
  std::string container;  // "ZoneBC" or "ZoneGridConnectivity"; empty at zone level
  const Node* node = nullptr;
  bool vertex = true;               // entries are vertices (else element numbers)
  bool connection = false;          // a GridConnectivity_t with a donor zone
  const Node* range = nullptr;      // its PointRange or ElementRange; nullptr for a PointList
  std::vector<std::string> arrays;  // per-point arrays, relative to the holder
  std::string relative() const { return container.empty() ? node->name : container + "/" + node->name; }
};

bool is_list_holder(const Node& node);

// The point-list and range holders of the zone (audit_unstructured_zone checked them).
std::vector<ListHolder> find_list_holders(const Node& zone, const std::string& zone_path);

// A zone as the lists need it: its partition and its slices.
struct ListZone {
  std::string name;
  std::string path;  // "/Base/Zone"
  const ElementLayout* layout = nullptr;
  const ZonePartition* partition = nullptr;
  ZoneSlices* slices = nullptr;
};

// How a connection's donor zone is found by the name it gives: an unstructured zone of
// the input (nullptr if none), or, in a run with both kinds, a structured one.
struct DonorZones {
  std::function<const ListZone*(const std::string& zone)> unstructured;
  std::function<std::optional<BlockDonor>(const std::string& zone_or_base_and_zone)> structured;
};

// Collective: adds the share of `list` to the partition zones built here (`nodes`).
// InputError when a connection's donor is no zone of the input.
void add_list(MPI_Comm comm, const ListHolder& list, const ListZone& zone, const DonorZones& donor_zones,
              std::map<int, Node>& nodes, const std::string& described);

}  // namespace pcgns::split
