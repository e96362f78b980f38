// read_tree on inputs that are not valid CGNS files: typed errors naming the file and
// the node, never a crash and never HDF5's own diagnostics.
#include <gtest/gtest.h>
#include <hdf5.h>

#include <algorithm>
#include <fstream>
#include <string>
#include <vector>

#include "pcgns/tree_io.hpp"
#include "support/scratch_dir.hpp"
#include "unit/tree/read_message.hpp"

namespace pcgns {
namespace {

using test::ScratchDir;

Node small_tree() {
  Node root("/", "Root Node of HDF5 File");
  Node& base = root.add(make_data_node("Base", "CGNSBase_t", std::vector<std::int32_t>{3, 3}));
  base.add(make_data_node("Values", "DataArray_t", std::vector<double>(20000, 1.5)));
  return root;
}

// Replaces string attribute `name` of `object` by one holding `bytes` (same size).
// (Deleted and re-created: an in-place H5Awrite of an existing attribute is not always
// persisted by HDF5 1.10.)
void patch_attribute(const std::string& file, const std::string& object, const char* name, const std::string& bytes) {
  const hid_t f = H5Fopen(file.c_str(), H5F_ACC_RDWR, H5P_DEFAULT);
  const hid_t g = H5Oopen(f, object.c_str(), H5P_DEFAULT);
  const hid_t old = H5Aopen(g, name, H5P_DEFAULT);
  const hid_t t = H5Aget_type(old);
  std::vector<char> buffer(H5Tget_size(t), '\0');
  bytes.copy(buffer.data(), std::min(buffer.size(), bytes.size()));
  H5Aclose(old);
  H5Adelete(g, name);
  const hid_t space = H5Screate(H5S_SCALAR);
  const hid_t a = H5Acreate2(g, name, t, space, H5P_DEFAULT, H5P_DEFAULT);
  H5Awrite(a, t, buffer.data());
  H5Aclose(a);
  H5Sclose(space);
  H5Tclose(t);
  H5Oclose(g);
  H5Fclose(f);
}

TEST(ReadErrors, MissingFile) {
  ScratchDir dir;
  const auto file = dir / "absent.cgns";
  const std::string message = testing::read_message<MissingInputError>(file);
  EXPECT_NE(message.find(file.string()), std::string::npos) << message;
}

TEST(ReadErrors, NotAnHdf5File) {
  ScratchDir dir;
  const auto file = dir / "text.cgns";
  std::ofstream(file) << "this is not HDF5\n";
  const std::string message = testing::read_message<InputError>(file);
  EXPECT_NE(message.find(file.string() + ": not a CGNS file"), std::string::npos) << message;
}

TEST(ReadErrors, Hdf5FileThatIsNotCgns) {
  ScratchDir dir;
  const auto file = dir / "plain.h5";
  H5Eset_auto2(H5E_DEFAULT, nullptr, nullptr);
  H5Fclose(H5Fcreate(file.c_str(), H5F_ACC_TRUNC, H5P_DEFAULT, H5P_DEFAULT));
  const std::string message = testing::read_message<InputError>(file);
  EXPECT_NE(message.find(file.string() + ": not a CGNS file ("), std::string::npos) << message;
}

TEST(ReadErrors, CgnsLookingFileWithoutVersionNode) {
  ScratchDir dir;
  const auto file = dir / "noversion.cgns";
  write_tree(file, small_tree());
  const hid_t f = H5Fopen(file.c_str(), H5F_ACC_RDWR, H5P_DEFAULT);
  H5Ldelete(f, "/CGNSLibraryVersion", H5P_DEFAULT);
  H5Fclose(f);
  const std::string message = testing::read_message<InputError>(file);
  EXPECT_NE(message.find("not a CGNS file (no CGNSLibraryVersion"), std::string::npos) << message;
}

TEST(ReadErrors, BadTypeCodeNamesFileAndNode) {
  ScratchDir dir;
  const auto file = dir / "badtype.cgns";
  write_tree(file, small_tree());
  patch_attribute(file.string(), "/Base/Values", "type", "Q9");
  const std::string message = testing::read_message<InputError>(file);
  EXPECT_NE(message.find(file.string() + ":/Base/Values"), std::string::npos) << message;
  EXPECT_NE(message.find("'Q9'"), std::string::npos) << message;
}

TEST(ReadErrors, DataSizeMismatchNamesNode) {
  ScratchDir dir;
  const auto file = dir / "badsize.cgns";
  write_tree(file, small_tree());
  patch_attribute(file.string(), "/Base/Values", "type", "I4");  // data holds 8-byte reals
  const std::string message = testing::read_message<InputError>(file);
  EXPECT_NE(message.find(file.string() + ":/Base/Values"), std::string::npos) << message;
}

TEST(ReadErrors, TruncatedFileIsAnErrorNotACrash) {
  ScratchDir dir;
  const auto file = dir / "truncated.cgns";
  write_tree(file, small_tree());
  const auto size = std::filesystem::file_size(file);
  for (const auto keep : {size / 2, std::uintmax_t{2048}, std::uintmax_t{600}}) {
    std::filesystem::resize_file(file, keep);
    EXPECT_THROW(read_tree(file), Error) << "kept " << keep << " bytes";
  }
}

TEST(ReadErrors, TruncatedOfficialFilesAreErrors) {
  ScratchDir dir;
  const auto source = std::filesystem::path(PCGNS_TEST_DATA_DIR) / "cgnslib_vers-4400.cgns";
  const auto file = dir / "cut.cgns";
  const auto size = std::filesystem::file_size(source);
  for (std::uintmax_t keep = 0; keep < size; keep += size / 17 + 1) {
    std::filesystem::copy_file(source, file, std::filesystem::copy_options::overwrite_existing);
    std::filesystem::permissions(file, std::filesystem::perms::owner_write, std::filesystem::perm_options::add);
    std::filesystem::resize_file(file, keep);
    EXPECT_THROW(read_tree(file), Error) << "kept " << keep << " of " << size << " bytes";
  }
}

TEST(ReadErrors, GarbageAfterNulInNameIsIgnored) {
  ScratchDir dir;
  const auto file = dir / "garbage.cgns";
  write_tree(file, small_tree());
  // What the official writer leaves behind: the name, a NUL, then leftovers.
  patch_attribute(file.string(), "/Base", "name", std::string("Base\0garbage", 12) + std::string(20, 'x'));
  EXPECT_EQ(read_tree(file).require_child("Base").name, "Base");
}

TEST(ReadErrors, ReadBulkOutOfRangeNamesDataset) {
  ScratchDir dir;
  const auto file = dir / "range.cgns";
  write_tree(file, small_tree());
  const Node tree = read_tree(file, ReadOptions{64});
  const Node& values = *find_node(tree, "/Base/Values");
  ASSERT_TRUE(values.bulk.has_value());
  std::vector<double> out(10);
  try {
    read_bulk(*values.bulk, DataType::R8, 19995, 10, out.data());
    FAIL() << "expected InputError";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("/Base/Values/ data"), std::string::npos) << e.what();
  }
  read_bulk(*values.bulk, DataType::R8, 19990, 10, out.data());
  EXPECT_EQ(out, std::vector<double>(10, 1.5));
}

TEST(ReadErrors, BulkSourceRemovedIsAMissingInput) {
  ScratchDir dir;
  const auto file = dir / "gone.cgns";
  write_tree(file, small_tree());
  Node tree = read_tree(file, ReadOptions{64});
  std::filesystem::remove(file);
  Node& values = *find_node(tree, "/Base/Values");
  try {
    load_data(values);
    FAIL() << "expected MissingInputError";
  } catch (const MissingInputError& e) {
    EXPECT_NE(std::string(e.what()).find(file.string()), std::string::npos) << e.what();
  }
  EXPECT_TRUE(values.bulk.has_value());  // unchanged after the failure
}

}  // namespace
}  // namespace pcgns
