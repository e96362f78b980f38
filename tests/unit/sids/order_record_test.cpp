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

TEST(OrderRecord, AbsentOrMalformedIsNone) {
  Node part("Wing.P0.N0", "Zone_t");
  EXPECT_FALSE(read_order_record(part));
  part.add(Node(kOrderRecord, "UserDefinedData_t"));
  EXPECT_FALSE(read_order_record(part));
}

}  // namespace
}  // namespace pcgns::sids
