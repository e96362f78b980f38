// CGNS links (type LK): same-file soft links and links to other files, written the way
// ADFH writes them and read back into LinkTarget.
#include <gtest/gtest.h>

#include <vector>

#include "pcgns/tree_io.hpp"
#include "support/scratch_dir.hpp"
#include "unit/tree/hdf5_probe.hpp"

namespace pcgns {
namespace {

using test::ScratchDir;
using testing::Probe;

Node zone_tree(const std::string& zone_name, double first_x) {
  Node root("/", "Root Node of HDF5 File");
  Node& base = root.add(make_data_node("Base", "CGNSBase_t", std::vector<std::int32_t>{3, 3}));
  Node& zone = base.add(make_data_node(zone_name, "Zone_t", std::vector<std::int64_t>{4, 1, 0}, Dims{1, 3}));
  Node& coords = zone.add(Node("GridCoordinates", "GridCoordinates_t"));
  coords.add(make_data_node("CoordinateX", "DataArray_t", std::vector<double>{first_x, 1, 2, 3}));
  return root;
}

TEST(Links, SameFileAndExternalLinksRoundTrip) {
  ScratchDir dir;
  const std::string part = (dir / "part.cgns").string();
  const std::string main_file = (dir / "main.cgns").string();
  write_tree(part, zone_tree("Remote", 42.0));

  Node tree = zone_tree("Local", 7.0);
  Node& base = *tree.child("Base");
  base.add(make_link_node("Remote", LinkTarget{"part.cgns", "/Base/Remote"}));
  base.add(make_link_node("Alias", LinkTarget{"", "/Base/Local/GridCoordinates"}));
  write_tree(main_file, tree);

  const Node back = read_tree(main_file);
  const Node& remote = back.require_child("Base").require_child("Remote");
  EXPECT_EQ(remote.type, DataType::LK);
  ASSERT_TRUE(remote.link.has_value());
  EXPECT_EQ(remote.link->file, "part.cgns");
  EXPECT_EQ(remote.link->path, "/Base/Remote");
  EXPECT_TRUE(remote.children.empty());
  const Node& alias = back.require_child("Base").require_child("Alias");
  ASSERT_TRUE(alias.link.has_value());
  EXPECT_EQ(alias.link->file, "");
  EXPECT_EQ(alias.link->path, "/Base/Local/GridCoordinates");

  Probe probe(main_file);
  EXPECT_EQ(probe.link_type("/Base/Remote/ link"), H5L_TYPE_EXTERNAL);
  EXPECT_EQ(probe.link_type("/Base/Alias/ link"), H5L_TYPE_SOFT);
  EXPECT_EQ(probe.string_attribute("/Base/Remote", "type").c_str(), std::string("LK"));
  const auto path = probe.chars("/Base/Remote/ path");
  EXPECT_EQ(std::string(path.begin(), path.end()), std::string("/Base/Remote") + '\0');
  const auto file = probe.chars("/Base/Remote/ file");
  EXPECT_EQ(std::string(file.begin(), file.end()), std::string("part.cgns") + '\0');
  EXPECT_TRUE(probe.chars("/Base/Alias/ file").empty());

  // HDF5 itself resolves both links (the external one relative to the main file).
  double x = 0;
  const hid_t d = H5Dopen2(probe.id(), "/Base/Remote/ link/GridCoordinates/CoordinateX/ data", H5P_DEFAULT);
  ASSERT_GE(d, 0);
  const hsize_t one = 1, zero = 0;
  const hid_t space = H5Dget_space(d);
  H5Sselect_hyperslab(space, H5S_SELECT_SET, &zero, nullptr, &one, nullptr);
  const hid_t memory = H5Screate_simple(1, &one, nullptr);
  EXPECT_GE(H5Dread(d, H5T_NATIVE_DOUBLE, memory, space, H5P_DEFAULT, &x), 0);
  H5Sclose(memory);
  H5Sclose(space);
  H5Dclose(d);
  EXPECT_EQ(x, 42.0);
  EXPECT_EQ(probe.link_type("/Base/Alias/ link/CoordinateX"), H5L_TYPE_HARD);
}

TEST(Links, LinkWithoutTargetIsRejected) {
  ScratchDir dir;
  Node tree = zone_tree("Z", 0);
  tree.child("Base")->add(make_link_node("Broken", LinkTarget{"", ""}));
  EXPECT_THROW(write_tree(dir / "x.cgns", tree), InputError);
}

}  // namespace
}  // namespace pcgns
