// Maia's names for partition bookkeeping: split pieces and partition interfaces.
#include <gtest/gtest.h>

#include "dist/split_names.hpp"

namespace pcgns::dist {
namespace {

TEST(SplitNames, APieceLosesItsCount) {
  EXPECT_EQ(unsplit_name("match.0"), "match");
  EXPECT_EQ(unsplit_name("Periodic_kmin.12"), "Periodic_kmin");
  EXPECT_EQ(unsplit_name("a.b.3"), "a.b");
}

TEST(SplitNames, OtherNamesStayAsTheyAre) {
  EXPECT_EQ(unsplit_name("match"), "match");
  EXPECT_EQ(unsplit_name("match."), "match.");
  EXPECT_EQ(unsplit_name(".5"), ".5");
  EXPECT_EQ(unsplit_name("v1.2a"), "v1.2a");
}

TEST(SplitNames, PartitionInterfacesAreRecognisedByTheirPrefix) {
  EXPECT_TRUE(is_partition_interface(Node("JN.P0.N0.LT.P1.N0", "GridConnectivity_t")));
  EXPECT_FALSE(is_partition_interface(Node("Periodic_kmin.0", "GridConnectivity_t")));
  EXPECT_FALSE(is_partition_interface(Node("XJN.P0", "GridConnectivity_t")));
}

TEST(SplitNames, APartitionNameGivesItsRank) {
  EXPECT_EQ(partition_rank("Wing.P3.N0"), 3);
  EXPECT_EQ(partition_rank("Base.Zone.P12.N4"), 12);
  EXPECT_EQ(partition_rank("Wing"), std::nullopt);
  EXPECT_EQ(partition_rank("Wing.P.N0"), std::nullopt);
  EXPECT_EQ(partition_rank("Wing.P99999999999.N0"), std::nullopt);  // beyond an int
}

}  // namespace
}  // namespace pcgns::dist
