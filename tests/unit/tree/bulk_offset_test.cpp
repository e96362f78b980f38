// The byte offset read_tree records for an array left on disk: only where the raw
// bytes there are the values as we hold them, since pcgns-merge reads (and copies)
// such arrays without HDF5. A big-endian array must go through HDF5's conversion.
#include <gtest/gtest.h>
#include <hdf5.h>

#include <vector>

#include "pcgns/tree_io.hpp"
#include "support/scratch_dir.hpp"

namespace pcgns {
namespace {

using test::ScratchDir;

constexpr int kValues = 20000;

void write_values_tree(const std::filesystem::path& file) {
  Node root("/", "Root Node of HDF5 File");
  Node& base = root.add(make_data_node("Base", "CGNSBase_t", std::vector<std::int32_t>{3, 3}));
  std::vector<double> values(kValues);
  for (int i = 0; i < kValues; ++i) values[static_cast<std::size_t>(i)] = 0.5 * i;
  base.add(make_data_node("Values", "DataArray_t", values));
  write_tree(file, root);
}

// Rewrites /Base/Values' data as big-endian doubles holding the same values.
void store_big_endian(const std::filesystem::path& file) {
  std::vector<double> values(kValues);
  for (int i = 0; i < kValues; ++i) values[static_cast<std::size_t>(i)] = 0.5 * i;
  const hid_t f = H5Fopen(file.c_str(), H5F_ACC_RDWR, H5P_DEFAULT);
  ASSERT_GE(f, 0);
  H5Ldelete(f, "/Base/Values/ data", H5P_DEFAULT);
  const hsize_t dims[1] = {kValues};
  const hid_t space = H5Screate_simple(1, dims, nullptr);
  const hid_t d = H5Dcreate2(f, "/Base/Values/ data", H5T_IEEE_F64BE, space, H5P_DEFAULT, H5P_DEFAULT, H5P_DEFAULT);
  ASSERT_GE(d, 0);
  H5Dwrite(d, H5T_NATIVE_DOUBLE, H5S_ALL, H5S_ALL, H5P_DEFAULT, values.data());
  H5Dclose(d);
  H5Sclose(space);
  H5Fclose(f);
}

std::vector<double> read_values(const Node& node) {
  std::vector<double> out(kValues);
  read_bulk(*node.bulk, DataType::R8, 0, kValues, out.data());
  return out;
}

TEST(BulkOffset, NativeContiguousArraysHaveTheirOffset) {
  ScratchDir dir;
  const auto file = dir / "native.cgns";
  write_values_tree(file);
  const Node tree = read_tree(file, ReadOptions{64});
  const Node& values = *find_node(tree, "/Base/Values");
  ASSERT_TRUE(values.bulk.has_value());
  EXPECT_GT(values.bulk->offset, 0);
  EXPECT_EQ(read_values(values)[kValues - 1], 0.5 * (kValues - 1));
}

TEST(BulkOffset, BigEndianArraysHaveNoneAndReadConverted) {
  ScratchDir dir;
  const auto file = dir / "big_endian.cgns";
  write_values_tree(file);
  store_big_endian(file);
  const Node tree = read_tree(file, ReadOptions{64});
  const Node& values = *find_node(tree, "/Base/Values");
  ASSERT_TRUE(values.bulk.has_value());
  EXPECT_EQ(values.bulk->offset, -1);
  const auto read = read_values(values);
  EXPECT_EQ(read[1], 0.5);
  EXPECT_EQ(read[kValues - 1], 0.5 * (kValues - 1));
}

}  // namespace
}  // namespace pcgns
