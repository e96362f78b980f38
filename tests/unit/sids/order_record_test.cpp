// The order record pcgns-split writes under partition zones: what it records of the
// original zone reads back, and a zone without one has none.
#include <gtest/gtest.h>

#include "sids/order_record.hpp"

namespace pcgns::sids {
namespace {

TEST(OrderRecord, RecordsTheZoneAndItsContainersChildren) {
  Node original("Wing", "Zone_t");
  original.add(Node("ZoneType", "ZoneType_t"));
  Node& bcs = original.add(Node("ZoneBC", "ZoneBC_t"));
  for (const char* name : {"outlet", "wall", "inlet"}) bcs.add(Node(name, "BC_t"));
  original.add(Node("GridCoordinates", "GridCoordinates_t"));
  Node part("Wing.P3.N0", "Zone_t");
  part.add(make_order_record(original, 7));
  const auto record = read_order_record(part);
  ASSERT_TRUE(record);
  EXPECT_EQ(record->zone, 7);
  EXPECT_EQ(record->children.at(""), (std::vector<std::string>{"ZoneType", "ZoneBC", "GridCoordinates"}));
  EXPECT_EQ(record->children.at("ZoneBC"), (std::vector<std::string>{"outlet", "wall", "inlet"}));
  EXPECT_FALSE(record->children.contains("ZoneGridConnectivity"));
}

Node section(const char* name, std::int64_t start, std::int64_t end, std::int64_t size_boundary) {
  Node elements =
      make_data_node(name, "Elements_t", std::vector<std::int32_t>{5, static_cast<std::int32_t>(size_boundary)});
  elements.add(make_data_node("ElementRange", "IndexRange_t", std::vector<std::int64_t>{start, end}));
  return elements;
}

TEST(OrderRecord, RecordsEachSectionsRangeAndBoundaryCount) {
  Node original("Wing", "Zone_t");
  original.add(section("Cells", 1, 36, 0));
  original.add(section("Rim", 46, 57, 0));
  original.add(section("Top", 37, 45, 9));
  Node part("Wing.P0.N0", "Zone_t");
  part.add(make_order_record(original, 0));
  const auto record = read_order_record(part);
  ASSERT_TRUE(record);
  ASSERT_EQ(record->sections.size(), 3U);
  EXPECT_EQ(record->sections.at("Rim").start, 46);
  EXPECT_EQ(record->sections.at("Rim").end, 57);
  EXPECT_EQ(record->sections.at("Top").start, 37);
  EXPECT_EQ(record->sections.at("Top").size_boundary, 9);
  EXPECT_EQ(record->sections.at("Cells").size_boundary, 0);
  EXPECT_FALSE(record->children.contains("SectionNames"));
}

TEST(OrderRecord, RecordsRangesOfBcsAndConnectionsAndTheArraysWithValuesPerPoint) {
  Node original("Block", "Zone_t");
  Node& bcs = original.add(Node("ZoneBC", "ZoneBC_t"));
  Node& wall = bcs.add(Node("wall", "BC_t"));
  wall.add(make_data_node("PointRange", "IndexRange_t", std::vector<std::int32_t>{1, 1, 1, 8, 1, 11}, {3, 2}));
  Node& data = wall.add(Node("Set", "BCDataSet_t")).add(Node("Dirichlet", "BCData_t"));
  data.add(make_data_node("T", "DataArray_t", std::vector<double>{1, 2, 3}));
  data.add(make_data_node("Flux", "DataArray_t", std::vector<double>{4}));
  Node& listed = bcs.add(Node("listed", "BC_t"));
  listed.add(make_data_node("PointList", "IndexArray_t", std::vector<std::int32_t>{1, 1, 1}, {3, 1}));
  Node& connections = original.add(Node("ZoneGridConnectivity", "ZoneGridConnectivity_t"));
  connections.add(Node("cut", "GridConnectivity1to1_t"))
      .add(make_data_node("PointRange", "IndexRange_t", std::vector<std::int64_t>{8, 1, 1, 8, 8, 11}, {3, 2}));
  Node part("Block.P1.N0", "Zone_t");
  part.add(make_order_record(original, 0));
  const auto record = read_order_record(part);
  ASSERT_TRUE(record && record->ranges && record->per_point_data);
  EXPECT_EQ(*record->ranges,
            (std::map<std::string, std::vector<std::int64_t>>{{"ZoneBC/wall", {1, 1, 1, 8, 1, 11}},
                                                              {"ZoneGridConnectivity/cut", {8, 1, 1, 8, 8, 11}}}));
  EXPECT_TRUE(record->per_point_data->contains("ZoneBC/wall/Set/Dirichlet/T"));
  EXPECT_FALSE(record->per_point_data->contains("ZoneBC/wall/Set/Dirichlet/Flux"));
}

TEST(OrderRecord, OlderRecordsHaveNoRangesNorArrayForms) {
  Node original("Block", "Zone_t");
  Node part("Block.P1.N0", "Zone_t");
  part.add(make_order_record(original, 0));
  const auto record = read_order_record(part);
  ASSERT_TRUE(record);
  EXPECT_FALSE(record->ranges);
  EXPECT_FALSE(record->per_point_data);
}

TEST(OrderRecord, AbsentOrMalformedIsNone) {
  Node part("Wing.P0.N0", "Zone_t");
  EXPECT_FALSE(read_order_record(part));
  part.add(Node(kOrderRecord, "UserDefinedData_t"));
  EXPECT_FALSE(read_order_record(part));
}

}  // namespace
}  // namespace pcgns::sids
