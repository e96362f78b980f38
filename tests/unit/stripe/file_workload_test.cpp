// --file: the bytes of every dataset of an HDF5 file, and the largest one.
#include <gtest/gtest.h>
#include <hdf5.h>

#include <filesystem>
#include <fstream>
#include <vector>

#include "pcgns/error.hpp"
#include "pcgns/stripe/file_workload.hpp"

namespace {

namespace fs = std::filesystem;
using pcgns::stripe::measure_file;

void write_dataset(hid_t parent, const char* name, std::size_t count) {
  const hsize_t dims[1] = {count};
  const hid_t space = H5Screate_simple(1, dims, nullptr);
  const hid_t dataset = H5Dcreate2(parent, name, H5T_NATIVE_DOUBLE, space, H5P_DEFAULT, H5P_DEFAULT, H5P_DEFAULT);
  const std::vector<double> values(count, 1.5);
  H5Dwrite(dataset, H5T_NATIVE_DOUBLE, H5S_ALL, H5S_ALL, H5P_DEFAULT, values.data());
  H5Dclose(dataset);
  H5Sclose(space);
}

TEST(FileWorkload, SumsEveryDatasetAndFindsTheLargest) {
  const fs::path file = fs::temp_directory_path() / "pcgns-stripe-measure.h5";
  const hid_t id = H5Fcreate(file.c_str(), H5F_ACC_TRUNC, H5P_DEFAULT, H5P_DEFAULT);
  write_dataset(id, " data", 1000);
  const hid_t group = H5Gcreate2(id, "Base", H5P_DEFAULT, H5P_DEFAULT, H5P_DEFAULT);
  write_dataset(group, " data", 5000);
  H5Gclose(group);
  H5Fclose(id);
  const auto measured = measure_file(file);
  EXPECT_EQ(measured.bytes, 6000 * 8);
  EXPECT_EQ(measured.largest_array, 5000 * 8);
  EXPECT_EQ(measured.datasets, 2);
  fs::remove(file);
}

TEST(FileWorkload, MissingIsNoInputAndNonHdf5IsDataError) {
  const fs::path text = fs::temp_directory_path() / "pcgns-stripe-not-hdf5.cgns";
  std::ofstream(text) << "not an HDF5 file\n";
  EXPECT_THROW(measure_file(text), pcgns::InputError);
  EXPECT_THROW(measure_file(fs::temp_directory_path() / "pcgns-stripe-missing.cgns"), pcgns::MissingInputError);
  fs::remove(text);
}

}  // namespace
