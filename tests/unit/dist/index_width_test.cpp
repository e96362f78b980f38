// Index widths follow the source: a rebuilt zone's 32-bit indices become 64-bit where
// the zone it comes from held 64-bit ones, matching pieces "Name.k" to "Name".
#include <gtest/gtest.h>

#include "dist/index_width.hpp"

namespace pcgns::dist {
namespace {

Node zone_with(DataType type) {
  Node zone = type == DataType::I8 ? make_data_node<std::int64_t>("Zone", "Zone_t", {8, 1, 0}, {1, 3})
                                   : make_data_node<std::int32_t>("Zone", "Zone_t", {8, 1, 0}, {1, 3});
  Node section = make_data_node<std::int32_t>("Hexa", "Elements_t", {17, 0});
  if (type == DataType::I8) {
    section.add(make_data_node<std::int64_t>("ElementRange", "IndexRange_t", {1, 1}));
    section.add(make_data_node<std::int64_t>("ElementConnectivity", "DataArray_t", {1, 2, 3, 4, 5, 6, 7, 8}));
  } else {
    section.add(make_data_node<std::int32_t>("ElementRange", "IndexRange_t", {1, 1}));
    section.add(make_data_node<std::int32_t>("ElementConnectivity", "DataArray_t", {1, 2, 3, 4, 5, 6, 7, 8}));
  }
  zone.add(section);
  Node connections("ZoneGridConnectivity", "ZoneGridConnectivity_t");
  Node connection("match", "GridConnectivity_t");
  if (type == DataType::I8) connection.add(make_data_node<std::int64_t>("PointList", "IndexArray_t", {5, 6}, {1, 2}));
  else connection.add(make_data_node<std::int32_t>("PointList", "IndexArray_t", {5, 6}, {1, 2}));
  connections.add(connection);
  zone.add(connections);
  return zone;
}

TEST(IndexWidth, NarrowIndicesAreWidenedWhereTheSourceIsWideKeepingValues) {
  Node built = zone_with(DataType::I4);
  built.child("ZoneGridConnectivity")->child("match")->name = "match.1";  // a piece
  built.add(make_data_node<std::int32_t>("Extra", "DataArray_t", {1}));   // not in the source
  widen_like(built, zone_with(DataType::I8));
  EXPECT_EQ(built.type, DataType::I8);
  EXPECT_EQ(built.as_int64(), (std::vector<std::int64_t>{8, 1, 0}));
  const Node& section = *built.child("Hexa");
  EXPECT_EQ(section.type, DataType::I4);  // the element type header is not an index
  EXPECT_EQ(section.require_child("ElementRange").type, DataType::I8);
  EXPECT_EQ(section.require_child("ElementConnectivity").as_int64(),
            (std::vector<std::int64_t>{1, 2, 3, 4, 5, 6, 7, 8}));
  EXPECT_EQ(section.require_child("ElementConnectivity").type, DataType::I8);
  const Node& points = *built.child("ZoneGridConnectivity")->child("match.1")->child("PointList");
  EXPECT_EQ(points.type, DataType::I8);
  EXPECT_EQ(points.as_int64(), (std::vector<std::int64_t>{5, 6}));
  EXPECT_EQ(built.child("Extra")->type, DataType::I4);
}

TEST(IndexWidth, NarrowSourcesLeaveTheBuiltZoneAlone) {
  Node built = zone_with(DataType::I4);
  widen_like(built, zone_with(DataType::I4));
  EXPECT_EQ(built.type, DataType::I4);
  EXPECT_EQ(built.child("Hexa")->require_child("ElementConnectivity").type, DataType::I4);
}

TEST(IndexWidth, WideIndexIsFoundByPathThroughPieces) {
  Node source = zone_with(DataType::I8);
  source.child("ZoneGridConnectivity")->child("match")->name = "match.0";
  EXPECT_TRUE(has_wide_index(source, "Hexa/ElementConnectivity"));
  EXPECT_TRUE(has_wide_index(source, "ZoneGridConnectivity/match/PointList"));
  EXPECT_FALSE(has_wide_index(source, "Hexa/Missing"));
  EXPECT_FALSE(has_wide_index(zone_with(DataType::I4), "Hexa/ElementConnectivity"));
}

}  // namespace
}  // namespace pcgns::dist
