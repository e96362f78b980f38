#include "pcgns/sids/grid_coordinates.hpp"

#include "sample_trees.hpp"

namespace pcgns::sids {
namespace {
using testing::expect_input_error;
using testing::root_with_base;
using testing::zone_view;

TEST(GridCoordinates, DeferredCoordinatesAreSizedFromTheZone) {
  Node root = root_with_base();
  Node& zone = add_zone(*root.child("Base"), "Z", ZoneType::Unstructured, ZoneSizes::unstructured(3213, 2560));
  const Node& grid = add_coordinates(zone, DataType::R8, {"CoordinateX", "CoordinateY", "CoordinateZ"});
  EXPECT_EQ(grid.label, "GridCoordinates_t");
  EXPECT_EQ(grid.type, DataType::MT);
  ASSERT_EQ(grid.children.size(), 3u);
  for (const Node& c : grid.children) {
    EXPECT_EQ(c.label, "DataArray_t");
    EXPECT_EQ(c.type, DataType::R8);
    EXPECT_EQ(c.dims, (Dims{3213}));
    EXPECT_TRUE(c.is_deferred());
  }
  const auto views = grid_coordinates(zone_view(root, "/Base/Z"));
  ASSERT_EQ(views.size(), 1u);
  EXPECT_EQ(views[0].coordinates().size(), 3u);
  EXPECT_EQ(views[0].coordinate("CoordinateY").size(), 3213);
  EXPECT_FALSE(views[0].coordinate("CoordinateY").loaded());
}

TEST(GridCoordinates, StructuredRindEnlargesTheShape) {
  Node root = root_with_base();
  Node& zone = add_zone(*root.child("Base"), "B", ZoneType::Structured, ZoneSizes::structured({4, 3, 2}));
  const Node& grid = add_grid_coordinates(zone, "GridCoordinates", {1, 1, 0, 0, 0, 0});
  ASSERT_NE(grid.child("Rind"), nullptr);
  EXPECT_EQ(grid.child("Rind")->values<std::int32_t>().size(), 6u);
  add_coordinates(zone, DataType::R4, {"CoordinateX"});
  EXPECT_EQ(find_node(root, "/Base/B/GridCoordinates/CoordinateX")->dims, (Dims{6, 3, 2}));
  std::vector<double> y(36);
  for (std::size_t i = 0; i < y.size(); ++i) y[i] = 0.5 * static_cast<double>(i);
  add_coordinate(zone, "CoordinateY", y);
  const auto view = grid_coordinates(zone_view(root, "/Base/B")).front();
  EXPECT_EQ(view.rind(), (std::vector<std::int64_t>{1, 1, 0, 0, 0, 0}));
  EXPECT_EQ(view.coordinate("CoordinateY").as_double()[7], 3.5);
  EXPECT_THROW(add_coordinate(zone, "CoordinateZ", std::vector<double>(24)), UsageError);
}

TEST(GridCoordinates, WrongSizeNamesTheArray) {
  Node root = root_with_base();
  Node& zone = add_zone(*root.child("Base"), "Z", ZoneType::Unstructured, ZoneSizes::unstructured(8, 1));
  Node& grid = add_grid_coordinates(zone);
  add_data_array(grid, "CoordinateX", DataType::R8, {7});
  expect_input_error([&] { (void)grid_coordinates(zone_view(root, "/Base/Z")); },
                     {"/Base/Z/GridCoordinates/CoordinateX", "[7]", "expected [8]"});
}

TEST(GridCoordinates, IntegerCoordinatesAreRejected) {
  Node root = root_with_base();
  Node& zone = add_zone(*root.child("Base"), "Z", ZoneType::Unstructured, ZoneSizes::unstructured(2, 1));
  add_data_array(add_grid_coordinates(zone), "CoordinateX", std::vector<std::int32_t>{1, 2});
  expect_input_error([&] { (void)grid_coordinates(zone_view(root, "/Base/Z")); },
                     {"/Base/Z/GridCoordinates/CoordinateX", "I4"});
}

}  // namespace
}  // namespace pcgns::sids
