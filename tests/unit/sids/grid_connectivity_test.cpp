#include "pcgns/sids/grid_connectivity.hpp"

#include "sample_trees.hpp"

namespace pcgns::sids {
namespace {
using testing::add_two_hexa_zone;
using testing::expect_input_error;
using testing::root_with_base;
using testing::zone_view;

Node two_blocks() {
  Node root = root_with_base();
  add_zone(*root.child("Base"), "A", ZoneType::Structured, ZoneSizes::structured({5, 4, 3}));
  add_zone(*root.child("Base"), "B", ZoneType::Structured, ZoneSizes::structured({4, 5, 3}));
  return root;
}

TEST(GridConnectivity1to1, BuilderMatchesCg1to1Write) {
  Node root = two_blocks();
  Node& a = *find_node(root, "/Base/A");
  // A's i-max face (4 x 3 points) abuts B's j-min face, with i and j swapped.
  const Node& c = add_1to1(a, "AtoB", "B", {5, 1, 1, 5, 4, 3}, {4, 1, 1, 1, 1, 3}, {-2, 1, 3});
  EXPECT_EQ(c.label, "GridConnectivity1to1_t");
  EXPECT_EQ(c.as_string(), "B");
  ASSERT_EQ(c.children.size(), 3u);
  EXPECT_EQ(c.children[0].name, "Transform");
  EXPECT_EQ(c.children[0].label, "\"int[IndexDimension]\"");
  EXPECT_EQ(c.children[0].type, DataType::I4);
  EXPECT_EQ(c.children[1].name, "PointRange");
  EXPECT_EQ(c.children[2].name, "PointRangeDonor");
  EXPECT_EQ(c.children[2].label, "IndexRange_t");
  EXPECT_EQ(a.child("ZoneGridConnectivity")->label, "ZoneGridConnectivity_t");

  const auto views = connectivities_1to1(zone_view(root, "/Base/A"));
  ASSERT_EQ(views.size(), 1u);
  EXPECT_EQ(views[0].donor_name(), "B");
  EXPECT_EQ(views[0].transform(), (std::vector<int>{-2, 1, 3}));
  EXPECT_EQ(views[0].point_range().size, 12);
  EXPECT_EQ(views[0].point_range_donor().range, (std::vector<std::int64_t>{4, 1, 1, 1, 1, 3}));
}

TEST(GridConnectivity1to1, MismatchedExtentsAndBadTransform) {
  Node root = two_blocks();
  Node& a = *find_node(root, "/Base/A");
  EXPECT_THROW(add_1to1(a, "X", "B", {5, 1, 1, 5, 4, 3}, {1, 1, 1, 4, 1, 3}, {1, 2, 3}), UsageError);
  Node& c = add_1to1(a, "AtoB", "B", {5, 1, 1, 5, 4, 3}, {4, 1, 1, 1, 1, 3}, {-2, 1, 3});
  c.child("Transform")->values<std::int32_t>()[1] = 2;
  expect_input_error([&] { (void)connectivities_1to1(zone_view(root, "/Base/A")); },
                     {"/Base/A/ZoneGridConnectivity/AtoB/Transform", "signed permutation"});
  c.child("Transform")->values<std::int32_t>()[1] = 1;
  c.child("PointRangeDonor")->values<std::int32_t>()[0] = 3;
  expect_input_error([&] { (void)connectivities_1to1(zone_view(root, "/Base/A")); },
                     {"/Base/A/ZoneGridConnectivity/AtoB", "direction 2", "4 vs 3 points"});
}

TEST(GridConnectivity, BuilderMatchesCgConnWrite) {
  Node root = root_with_base();
  Node& zone = add_two_hexa_zone(root);
  const Node& c = add_connectivity(zone, "Periodic", "Hex", GridConnectivityType::Abutting1to1,
                                   GridLocation::FaceCenter, PointSetSpec::list({3}), PointSetSpec::deferred_list(1));
  EXPECT_EQ(c.label, "GridConnectivity_t");
  EXPECT_EQ(c.as_string(), "Hex");
  ASSERT_EQ(c.children.size(), 4u);
  EXPECT_EQ(c.children[0].name, "GridConnectivityType");
  EXPECT_EQ(c.children[0].as_string(), "Abutting1to1");
  EXPECT_EQ(c.children[1].name, "GridLocation");
  EXPECT_EQ(c.children[2].name, "PointList");
  EXPECT_EQ(c.children[3].name, "PointListDonor");
  EXPECT_EQ(c.children[3].label, "IndexArray_t");
  EXPECT_EQ(c.children[3].dims, (Dims{1, 1}));

  const auto views = connectivities(zone_view(root, "/Base/Hex"));
  ASSERT_EQ(views.size(), 1u);
  EXPECT_EQ(views[0].type(), GridConnectivityType::Abutting1to1);
  EXPECT_EQ(views[0].location(), GridLocation::FaceCenter);
  EXPECT_EQ(views[0].point_set().size, 1);
  ASSERT_TRUE(views[0].donor_point_set().has_value());
  EXPECT_EQ(views[0].donor_point_set()->size, 1);
}

TEST(GridConnectivity, DonorListSizeMismatch) {
  Node root = root_with_base();
  Node& zone = add_two_hexa_zone(root);
  Node& c = add_connectivity(zone, "C", "Other", GridConnectivityType::Abutting1to1, GridLocation::Vertex,
                             PointSetSpec::deferred_list(4), PointSetSpec::deferred_list(4));
  c.child("PointListDonor")->dims = {1, 3};
  expect_input_error([&] { (void)connectivities(zone_view(root, "/Base/Hex")); },
                     {"/Base/Hex/ZoneGridConnectivity/C/PointListDonor", "3 points", "PointList has 4"});
  EXPECT_THROW(add_connectivity(zone, "D", "Other", GridConnectivityType::Overset, GridLocation::Vertex,
                                PointSetSpec::deferred_list(4), PointSetSpec::deferred_list(2)),
               UsageError);
}

}  // namespace
}  // namespace pcgns::sids
