#include "io/array_table.hpp"

#include <gtest/gtest.h>

#include "pcgns/error.hpp"

namespace pcgns::io {
namespace {

TEST(ArrayTable, KeepsOnlyDeferredArraysSortedByOffset) {
  Node root("/", "Root Node of HDF5 File");
  Node& zone = root.add(Node("Base", "CGNSBase_t")).add(Node("Zone", "Zone_t"));
  zone.add(make_deferred_node("X", "DataArray_t", DataType::R8, {100}));
  zone.add(make_deferred_node("Y", "DataArray_t", DataType::R8, {100}));
  zone.add(make_data_node("Big", "DataArray_t", std::vector<double>(10000, 1.0)));
  const std::vector<DatasetPlacement> placements{{"/Base/Zone/Big", DataType::R8, {10000}, 100, 80000},
                                                 {"/Base/Zone/Y", DataType::R8, {100}, 90000, 800},
                                                 {"/Base/Zone/X", DataType::R8, {100}, 80100, 800},
                                                 {"/Base/Zone/Gone", DataType::R8, {100}, 95000, 800}};
  const ArrayTable table = ArrayTable::of_deferred(root, placements);
  ASSERT_EQ(table.size(), 2u);
  EXPECT_EQ(table[0].node_path, "/Base/Zone/X");
  EXPECT_EQ(table[1].node_path, "/Base/Zone/Y");
  EXPECT_EQ(table.find("Base/Zone/Y/"), std::optional<std::size_t>{1});
  EXPECT_FALSE(table.find("/Base/Zone/Big"));
  EXPECT_FALSE(table.find("/Base/Zone/Gone"));
}

TEST(ArrayTable, EncodingRoundTrips) {
  Node root("/", "Root Node of HDF5 File");
  root.add(make_deferred_node("A", "DataArray_t", DataType::I8, {3, 4, 5}));
  root.add(make_deferred_node("B", "DataArray_t", DataType::C1, {7}));
  const ArrayTable table = ArrayTable::of_deferred(
      root, {{"/A", DataType::I8, {3, 4, 5}, 5000000000, 480}, {"/B", DataType::C1, {7}, 64, 7}});
  const auto bytes = table.encode();
  const ArrayTable copy = ArrayTable::decode(bytes);
  ASSERT_EQ(copy.size(), 2u);
  EXPECT_EQ(copy[0].node_path, "/B");
  EXPECT_EQ(copy[1].type, DataType::I8);
  EXPECT_EQ(copy[1].dims, (Dims{3, 4, 5}));
  EXPECT_EQ(copy[1].offset, 5000000000);
  EXPECT_EQ(copy[1].bytes, 480);
  EXPECT_EQ(copy.find("/A"), std::optional<std::size_t>{1});
  EXPECT_THROW(ArrayTable::decode(std::span(bytes).first(bytes.size() - 3)), InternalError);
}

}  // namespace
}  // namespace pcgns::io
