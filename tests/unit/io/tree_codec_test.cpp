#include "io/tree_codec.hpp"

#include <gtest/gtest.h>

#include "pcgns/error.hpp"

namespace pcgns::io {
namespace {

void expect_same(const Node& a, const Node& b) {
  EXPECT_EQ(a.name, b.name);
  EXPECT_EQ(a.label, b.label);
  EXPECT_EQ(a.type, b.type);
  EXPECT_EQ(a.dims, b.dims);
  EXPECT_EQ(a.data, b.data);
  ASSERT_EQ(a.bulk.has_value(), b.bulk.has_value());
  if (a.bulk) {
    EXPECT_EQ(a.bulk->file, b.bulk->file);
    EXPECT_EQ(a.bulk->dataset, b.bulk->dataset);
    EXPECT_EQ(a.bulk->layout, b.bulk->layout);
    EXPECT_EQ(a.bulk->offset, b.bulk->offset);
  }
  ASSERT_EQ(a.link.has_value(), b.link.has_value());
  if (a.link) {
    EXPECT_EQ(a.link->file, b.link->file);
    EXPECT_EQ(a.link->path, b.link->path);
  }
  ASSERT_EQ(a.children.size(), b.children.size());
  for (std::size_t i = 0; i < a.children.size(); ++i) expect_same(a.children[i], b.children[i]);
}

Node sample_tree() {
  Node root("/", "Root Node of HDF5 File");
  root.add(make_data_node("CGNSLibraryVersion", "CGNSLibraryVersion_t", std::vector<float>{4.4f}));
  Node& base = root.add(make_data_node("Base", "CGNSBase_t", std::vector<std::int32_t>{3, 3}));
  Node& zone = base.add(make_data_node("Zone 1", "Zone_t", std::vector<std::int64_t>{8, 1, 0}, Dims{1, 3}));
  zone.add(make_string_node("ZoneType", "ZoneType_t", "Unstructured"));
  Node& coords = zone.add(Node("GridCoordinates", "GridCoordinates_t"));
  coords.add(make_deferred_node("CoordinateX", "DataArray_t", DataType::R8, {8}));
  Node y("CoordinateY", "DataArray_t", DataType::R8, {8});
  y.bulk = BulkRef{"/data/in.cgns", "/Base/Zone 1/GridCoordinates/CoordinateY/ data", Layout::chunked, -1};
  coords.add(std::move(y));
  Node z("CoordinateZ", "DataArray_t", DataType::R4, {8});
  z.bulk = BulkRef{"in.cgns", "/x/ data", Layout::contiguous, 123456789012};
  coords.add(std::move(z));
  base.add(make_link_node("Linked", LinkTarget{"other.cgns", "/Base/Zone"}));
  base.add(make_link_node("Local", LinkTarget{"", "/Base/Zone 1"}));
  base.add(make_data_node("Empty", "DataArray_t", std::vector<std::int32_t>{}));
  return root;
}

TEST(TreeCodec, RoundTripKeepsEveryField) {
  const Node tree = sample_tree();
  const auto bytes = encode_tree(tree);
  expect_same(tree, decode_tree(bytes));
}

TEST(TreeCodec, EmptyRootRoundTrips) {
  const Node root;
  expect_same(root, decode_tree(encode_tree(root)));
}

TEST(TreeCodec, TruncatedInputIsAnInternalError) {
  const auto bytes = encode_tree(sample_tree());
  for (std::size_t keep : {std::size_t{0}, std::size_t{5}, bytes.size() / 2, bytes.size() - 1})
    EXPECT_THROW(decode_tree(std::span(bytes).first(keep)), InternalError) << keep;
}

TEST(TreeCodec, TrailingBytesAreRejected) {
  auto bytes = encode_tree(sample_tree());
  bytes.push_back(std::byte{0});
  EXPECT_THROW(decode_tree(bytes), InternalError);
}

}  // namespace
}  // namespace pcgns::io
