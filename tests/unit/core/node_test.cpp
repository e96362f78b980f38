// The in-memory node model: lookup, editing, typed access and path search.
#include <gtest/gtest.h>

#include <complex>
#include <string>
#include <vector>

#include "pcgns/node.hpp"

namespace pcgns {
namespace {

Node zone() {
  Node z = make_data_node("Zone", "Zone_t", std::vector<std::int32_t>{8, 1, 0}, Dims{1, 3});
  z.add(make_string_node("ZoneType", "ZoneType_t", "Unstructured"));
  Node& coords = z.add(Node("GridCoordinates", "GridCoordinates_t"));
  coords.add(make_data_node("CoordinateX", "DataArray_t", std::vector<double>{0, 1, 2}));
  coords.add(make_data_node("CoordinateY", "DataArray_t", std::vector<float>{0.5f, 1.5f, 2.5f}));
  z.add(Node("ZoneBC", "ZoneBC_t"));
  return z;
}

TEST(Node, ElementCountAndBytes) {
  EXPECT_EQ(element_count({}), 0);
  EXPECT_EQ(element_count({3, 4, 5}), 60);
  EXPECT_EQ(element_count({600'000'000, 8}), 4'800'000'000);
  const Node n = make_deferred_node("X", "DataArray_t", DataType::R8, {600'000'000});
  EXPECT_EQ(n.byte_size(), 4'800'000'000);
  EXPECT_TRUE(n.is_deferred());
  EXPECT_FALSE(n.has_data());
  EXPECT_FALSE(Node("Empty", "Family_t").is_deferred());
}

TEST(Node, ChildLookupAddAndRemove) {
  Node z = zone();
  ASSERT_NE(z.child("ZoneType"), nullptr);
  EXPECT_EQ(z.child("Nope"), nullptr);
  EXPECT_EQ(z.require_child("GridCoordinates").label, "GridCoordinates_t");
  try {
    z.require_child("FlowSolution");
    FAIL() << "expected InputError";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("FlowSolution"), std::string::npos);
    EXPECT_NE(std::string(e.what()).find("Zone"), std::string::npos);
  }
  // add() replaces a child of the same name in place, keeping the order.
  z.add(make_string_node("ZoneType", "ZoneType_t", "Structured"));
  EXPECT_EQ(z.children.size(), 3u);
  EXPECT_EQ(z.children[0].as_string(), "Structured");
  EXPECT_TRUE(z.remove("ZoneBC"));
  EXPECT_FALSE(z.remove("ZoneBC"));
  EXPECT_EQ(z.children.size(), 2u);
  EXPECT_EQ(z.children_with_label("ZoneType_t").size(), 1u);
  const Node& cz = z;
  EXPECT_EQ(cz.children_with_label("GridCoordinates_t").front()->name, "GridCoordinates");
}

TEST(Node, FindNodeByPath) {
  Node root("/", "Root Node of HDF5 File");
  Node& base = root.add(Node("Base", "CGNSBase_t"));
  base.add(zone());
  EXPECT_EQ(find_node(root, "/Base/Zone/GridCoordinates/CoordinateX")->name, "CoordinateX");
  EXPECT_EQ(find_node(root, "Base/Zone")->label, "Zone_t");
  EXPECT_EQ(find_node(root, "/"), &root);
  EXPECT_EQ(find_node(root, "/Base/Zone/Nope"), nullptr);
  const Node& const_root = root;
  EXPECT_NE(find_node(const_root, "//Base//Zone/ZoneBC"), nullptr);
}

TEST(Node, TypedValues) {
  Node z = zone();
  EXPECT_EQ(z.as_int64(), (std::vector<std::int64_t>{8, 1, 0}));
  EXPECT_EQ(z.values<std::int32_t>()[0], 8);
  z.values<std::int32_t>()[0] = 9;
  EXPECT_EQ(z.as_int64()[0], 9);
  EXPECT_THROW(z.values<double>(), InputError);
  const Node& y = *find_node(z, "GridCoordinates/CoordinateY");
  EXPECT_EQ(y.as_double(), (std::vector<double>{0.5, 1.5, 2.5}));
  EXPECT_THROW(y.as_int64(), InputError);
  EXPECT_THROW(y.as_string(), InputError);
  EXPECT_EQ(z.child("ZoneType")->as_string(), "Unstructured");
  EXPECT_THROW(make_deferred_node("D", "DataArray_t", DataType::R8, {3}).values<double>(), InputError);
  const Node u = make_data_node("U", "DataArray_t", std::vector<std::uint64_t>{1u << 31});
  EXPECT_EQ(u.as_int64(), (std::vector<std::int64_t>{std::int64_t{1} << 31}));
  const Node x = make_data_node("X", "DataArray_t", std::vector<std::complex<double>>{{1, 2}});
  EXPECT_EQ(x.type, DataType::X8);
  EXPECT_EQ(x.byte_size(), 16);
}

TEST(Node, StringsStopAtNul) {
  Node s = make_string_node("S", "Descriptor_t", std::string("abc\0def", 7));
  EXPECT_EQ(s.dims, Dims{7});
  EXPECT_EQ(s.as_string(), "abc");
}

TEST(Node, LinkNodes) {
  const Node link = make_link_node("Zone", LinkTarget{"part.cgns", "/Base/Zone"});
  EXPECT_EQ(link.type, DataType::LK);
  ASSERT_TRUE(link.link.has_value());
  EXPECT_EQ(link.link->file, "part.cgns");
  EXPECT_FALSE(link.is_deferred());
}

}  // namespace
}  // namespace pcgns
