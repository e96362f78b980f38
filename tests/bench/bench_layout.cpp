#include "bench/bench_layout.hpp"

#include <algorithm>
#include <array>

namespace pcgns::bench {
namespace {

constexpr std::array<const char*, 8> kArrayNames{"CoordinateX", "CoordinateY", "CoordinateZ", "VelocityX",
                                                 "VelocityY",   "VelocityZ",   "Temperature", "Pressure"};

std::string array_name(int a) {
  return a < static_cast<int>(kArrayNames.size()) ? kArrayNames[static_cast<std::size_t>(a)]
                                                  : "Field" + std::to_string(a);
}

std::string array_parent(int a) { return a < 3 ? "GridCoordinates" : "FlowSolution"; }

Node make_zone(const std::string& name, std::int64_t vertices, std::int64_t cells) {
  Node zone = make_data_node<std::int64_t>(name, "Zone_t", {vertices, cells, 0}, {1, 3});
  zone.add(make_string_node("ZoneType", "ZoneType_t", "Unstructured"));
  return zone;
}

}  // namespace

std::string zone_name(int rank, int k) { return "Zone_" + std::to_string(rank) + "_" + std::to_string(k); }

std::string array_path(int rank, int k, int a) {
  return "/Base/" + zone_name(rank, k) + "/" + array_parent(a) + "/" + array_name(a);
}

void define_zones(Node& root, int ranks, const ZoneLayout& layout) {
  Node& base = root.add(make_data_node<std::int32_t>("Base", "CGNSBase_t", {3, 3}));
  const std::int64_t n = layout.doubles_per_array;
  for (int r = 0; r < ranks; ++r)
    for (int k = 0; k < layout.zones_per_rank; ++k) {
      Node& zone = base.add(make_zone(zone_name(r, k), n, n));
      // Each child is completed before the next is added: add() may reallocate.
      Node& coords = zone.add(Node("GridCoordinates", "GridCoordinates_t"));
      for (int a = 0; a < std::min(3, layout.arrays_per_zone); ++a)
        coords.add(make_deferred_node(array_name(a), "DataArray_t", DataType::R8, {n}));
      Node& solution = zone.add(Node("FlowSolution", "FlowSolution_t"));
      solution.add(make_string_node("GridLocation", "GridLocation_t", "Vertex"));
      for (int a = 3; a < layout.arrays_per_zone; ++a)
        solution.add(make_deferred_node(array_name(a), "DataArray_t", DataType::R8, {n}));
    }
}

void define_small_zones(Node& root, int zone_count) {
  Node& base = root.add(make_data_node<std::int32_t>("Base", "CGNSBase_t", {3, 3}));
  for (int z = 0; z < zone_count; ++z) {
    Node& zone = base.add(make_zone("Zone_" + std::to_string(z), 8, 1));
    Node& coords = zone.add(Node("GridCoordinates", "GridCoordinates_t"));
    for (int a = 0; a < 3; ++a) coords.add(make_deferred_node(array_name(a), "DataArray_t", DataType::R8, {8}));
    Node& hexa = zone.add(make_data_node<std::int32_t>("Hexa", "Elements_t", {17, 0}));
    hexa.add(make_data_node<std::int64_t>("ElementRange", "IndexRange_t", {1, 1}));
    hexa.add(make_deferred_node("ElementConnectivity", "DataArray_t", DataType::I8, {8}));
    Node& solution = zone.add(Node("FlowSolution", "FlowSolution_t"));
    solution.add(make_deferred_node("Pressure", "DataArray_t", DataType::R8, {8}));
  }
}

}  // namespace pcgns::bench
