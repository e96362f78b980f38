// for_each_dataset: every dataset of a file once, with its allocated bytes; an exception
// thrown by the visitor reaches the caller unchanged and leaves no HDF5 error behind.
#include "h5/visit.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <map>
#include <string>

namespace pcgns::h5 {
namespace {
namespace fs = std::filesystem;

// /a (contiguous, 80 bytes allocated), /g/b (compact, 12 bytes), /g/h/c (contiguous, never
// written: nothing allocated), plus an attribute and an empty group that are not datasets.
fs::path make_file() {
  fs::path file = fs::temp_directory_path() / ("pcgns_h5_visit_" + std::to_string(::getpid()) + ".h5");
  const hid_t id = H5Fcreate(file.c_str(), H5F_ACC_TRUNC, H5P_DEFAULT, H5P_DEFAULT);
  const hid_t g = H5Gcreate2(id, "g", H5P_DEFAULT, H5P_DEFAULT, H5P_DEFAULT);
  const hid_t h = H5Gcreate2(g, "h", H5P_DEFAULT, H5P_DEFAULT, H5P_DEFAULT);
  const hid_t empty = H5Gcreate2(id, "empty", H5P_DEFAULT, H5P_DEFAULT, H5P_DEFAULT);
  const hsize_t ten = 10, three = 3;
  const hid_t space10 = H5Screate_simple(1, &ten, nullptr);
  const hid_t space3 = H5Screate_simple(1, &three, nullptr);
  const double values[10] = {};
  const hid_t a = H5Dcreate2(id, "a", H5T_NATIVE_DOUBLE, space10, H5P_DEFAULT, H5P_DEFAULT, H5P_DEFAULT);
  H5Dwrite(a, H5T_NATIVE_DOUBLE, H5S_ALL, H5S_ALL, H5P_DEFAULT, values);
  const hid_t compact = H5Pcreate(H5P_DATASET_CREATE);
  H5Pset_layout(compact, H5D_COMPACT);
  const hid_t b = H5Dcreate2(g, "b", H5T_NATIVE_INT32, space3, H5P_DEFAULT, compact, H5P_DEFAULT);
  const int ints[3] = {1, 2, 3};
  H5Dwrite(b, H5T_NATIVE_INT32, H5S_ALL, H5S_ALL, H5P_DEFAULT, ints);
  const hid_t c = H5Dcreate2(h, "c", H5T_NATIVE_DOUBLE, space10, H5P_DEFAULT, H5P_DEFAULT, H5P_DEFAULT);
  const hid_t attribute = H5Acreate2(g, "label", H5T_NATIVE_INT32, space3, H5P_DEFAULT, H5P_DEFAULT);
  H5Awrite(attribute, H5T_NATIVE_INT32, ints);
  for (const hid_t dataset : {a, b, c}) H5Dclose(dataset);
  H5Aclose(attribute);
  H5Pclose(compact);
  H5Sclose(space10);
  H5Sclose(space3);
  for (const hid_t group : {empty, h, g}) H5Gclose(group);
  H5Fclose(id);
  return file;
}

class VisitTest : public ::testing::Test {
 protected:
  void TearDown() override { fs::remove(file); }
  fs::path file = make_file();
};

TEST_F(VisitTest, VisitsEachDatasetOnceWithItsAllocatedBytes) {
  const File opened = File::open(file, H5F_ACC_RDONLY);
  std::map<std::string, std::int64_t> seen;
  for_each_dataset(opened, [&](const Dataset& dataset) {
    EXPECT_TRUE(seen.emplace(dataset.where().path, dataset.storage_size()).second) << dataset.where().path;
  });
  const std::map<std::string, std::int64_t> expected{{"/a", 80}, {"/g/b", 12}, {"/g/h/c", 0}};
  EXPECT_EQ(seen, expected);
}

TEST_F(VisitTest, AnExceptionFromTheVisitorStopsTheVisitAndReachesTheCaller) {
  const File opened = File::open(file, H5F_ACC_RDONLY);
  int visited = 0;
  try {
    for_each_dataset(opened, [&](const Dataset& dataset) {
      ++visited;
      throw InputError("refused " + dataset.where().path);
    });
    FAIL() << "no exception";
  } catch (const InputError& error) {
    EXPECT_EQ(std::string(error.what()), "refused /a");
  }
  EXPECT_EQ(visited, 1);
  EXPECT_EQ(take_error_stack(), "");  // the stop left nothing for a later message
}

}  // namespace
}  // namespace pcgns::h5
