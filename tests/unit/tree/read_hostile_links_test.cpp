// read_tree on files whose HDF5 links do not form a CGNS tree: raw soft and external
// links where a node is expected, hard links back to an ancestor, nesting without end.
// Each is an InputError naming the file and the path, never a crash, never the content
// of another file.
#include <gtest/gtest.h>
#include <hdf5.h>

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
  Node& block = base.add(Node("Block0", "Zone_t"));
  block.add(make_data_node("Values", "DataArray_t", std::vector<double>{1, 2, 3}));
  return root;
}

// A raw HDF5 link (`kind` soft, external or hard) named `name` in group `parent`.
void add_raw_link(const std::filesystem::path& file, const std::string& parent, const std::string& name,
                  const std::string& kind, const std::string& target, const std::string& target_file = "") {
  const hid_t f = H5Fopen(file.c_str(), H5F_ACC_RDWR, H5P_DEFAULT);
  const hid_t g = H5Gopen2(f, parent.c_str(), H5P_DEFAULT);
  herr_t status = -1;
  if (kind == "soft") status = H5Lcreate_soft(target.c_str(), g, name.c_str(), H5P_DEFAULT, H5P_DEFAULT);
  if (kind == "hard") status = H5Lcreate_hard(f, target.c_str(), g, name.c_str(), H5P_DEFAULT, H5P_DEFAULT);
  if (kind == "external")
    status = H5Lcreate_external(target_file.c_str(), target.c_str(), g, name.c_str(), H5P_DEFAULT, H5P_DEFAULT);
  H5Gclose(g);
  H5Fclose(f);
  ASSERT_GE(status, 0) << kind;
}

TEST(ReadHostileLinks, SoftLinkCycleIsRefusedNamingTheLink) {
  ScratchDir dir;
  const auto file = dir / "cycle.cgns";
  write_tree(file, small_tree());
  add_raw_link(file, "/Base/Block0", "Loop", "soft", "/Base");
  const std::string message = testing::read_message<InputError>(file);
  EXPECT_NE(message.find(file.string() + ":/Base/Block0/Loop"), std::string::npos) << message;
  EXPECT_NE(message.find("soft link to '/Base'"), std::string::npos) << message;
}

TEST(ReadHostileLinks, HardLinkCycleIsRefusedByObjectIdentity) {
  ScratchDir dir;
  const auto file = dir / "hard.cgns";
  write_tree(file, small_tree());
  add_raw_link(file, "/Base/Block0", "Loop", "hard", "/Base");
  const std::string message = testing::read_message<InputError>(file);
  EXPECT_NE(message.find(file.string() + ":/Base/Block0/Loop"), std::string::npos) << message;
  EXPECT_NE(message.find("reached a second time"), std::string::npos) << message;
}

TEST(ReadHostileLinks, GroupSharedByTwoNodesIsRefused) {
  ScratchDir dir;
  const auto file = dir / "shared.cgns";
  write_tree(file, small_tree());
  add_raw_link(file, "/Base", "Block1", "hard", "/Base/Block0");
  EXPECT_NE(testing::read_message<InputError>(file).find("reached a second time"), std::string::npos);
}

TEST(ReadHostileLinks, ExternalLinkIsNeverFollowed) {
  ScratchDir dir;
  const auto other = dir / "other.cgns";
  write_tree(other, small_tree());
  const auto file = dir / "external.cgns";
  write_tree(file, small_tree());
  add_raw_link(file, "/Base", "Stolen", "external", "/Base/Block0", other.string());
  const std::string message = testing::read_message<InputError>(file);
  EXPECT_NE(message.find(file.string() + ":/Base/Stolen"), std::string::npos) << message;
  EXPECT_NE(message.find("external link to '" + other.string() + ":/Base/Block0'"), std::string::npos) << message;
}

TEST(ReadHostileLinks, LinkInPlaceOfTheDataIsRefused) {
  ScratchDir dir;
  const auto file = dir / "data.cgns";
  write_tree(file, small_tree());
  const hid_t f = H5Fopen(file.c_str(), H5F_ACC_RDWR, H5P_DEFAULT);
  ASSERT_GE(H5Ldelete(f, "/Base/Block0/Values/ data", H5P_DEFAULT), 0);
  H5Fclose(f);
  add_raw_link(file, "/Base/Block0/Values", " data", "soft", "/Base/ data");
  const std::string message = testing::read_message<InputError>(file);
  EXPECT_NE(message.find(file.string() + ":/Base/Block0/Values/ data"), std::string::npos) << message;
}

Node nested_tree(int depth) {
  Node root = small_tree();
  Node* at = root.child("Base");
  for (int level = 1; level < depth; ++level) at = &at->add(Node("L" + std::to_string(level), "UserDefinedData_t"));
  return root;
}

TEST(ReadHostileLinks, NestingBeyondTheDepthLimitIsRefused) {
  ScratchDir dir;
  const auto file = dir / "deep.cgns";
  write_tree(file, nested_tree(65));
  const std::string message = testing::read_message<InputError>(file);
  EXPECT_NE(message.find(file.string() + ":/Base/L1/L2/"), std::string::npos) << message;
  EXPECT_NE(message.find("more than 64 levels"), std::string::npos) << message;
}

TEST(ReadHostileLinks, NestingUpToTheLimitIsRead) {
  ScratchDir dir;
  const auto file = dir / "deep.cgns";
  write_tree(file, nested_tree(64));
  EXPECT_NO_THROW(read_tree(file));
}

TEST(ReadHostileLinks, CgnsLinkNodeIsCarriedNotFollowed) {
  ScratchDir dir;
  Node root = small_tree();
  root.child("Base")->add(make_link_node("Elsewhere", {"missing.cgns", "/Base/Block0"}));
  const auto file = dir / "lk.cgns";
  write_tree(file, root);
  const Node read = read_tree(file);
  const Node* link = find_node(read, "/Base/Elsewhere");
  ASSERT_NE(link, nullptr);
  ASSERT_TRUE(link->link.has_value());
  EXPECT_EQ(link->link->file, "missing.cgns");
  EXPECT_EQ(link->link->path, "/Base/Block0");
}

}  // namespace
}  // namespace pcgns
