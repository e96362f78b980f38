// One output file's lifecycle (io/committed_file.hpp): temporary, skeleton, raw writes
// at the array offsets, then publication -- or nothing at all under the final name and
// no temporary left, whichever way the file is given up.
#include "io/committed_file.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "pcgns/error.hpp"
#include "pcgns/sys/safe_file.hpp"
#include "sys/output_file.hpp"
#include "unit/sys/file_test_support.hpp"

namespace pcgns::io {
namespace {

namespace fs = std::filesystem;
using sys::test::FileTest;
using sys::test::read_file;
using sys::test::write_file;

// A base with one small array in memory and one deferred array of 1000 doubles.
Node skeleton() {
  Node root("/", "Root Node of HDF5 File");
  Node& base = root.add(make_data_node("Base", "CGNSBase_t", std::vector<std::int32_t>{3, 3}));
  base.add(make_data_node("Small", "DataArray_t", std::vector<std::int32_t>{7, 8, 9}));
  base.add(make_deferred_node("Values", "DataArray_t", DataType::R8, Dims{1000}));
  return root;
}

std::vector<double> ramp(std::size_t n) {
  std::vector<double> values(n);
  for (std::size_t i = 0; i < n; ++i) values[i] = 0.5 * static_cast<double>(i);
  return values;
}

// Writes `values` into elements [first, first + values.size()) of /Base/Values.
void write_values(CommittedFile& file, std::int64_t first, const std::vector<double>& values) {
  const auto count = static_cast<std::int64_t>(values.size());
  const DatasetPlacement& array = file.arrays()[file.array_range("/Base/Values", first, count)];
  file.write_at(array.offset + first * 8, values.data(), count * 8, "values");
}

std::vector<double> read_values(const fs::path& file) {
  const Node tree = read_tree(file, ReadOptions{1 << 20});
  const auto values = find_node(tree, "/Base/Values")->values<double>();
  return {values.begin(), values.end()};
}

class CommittedFileTest : public FileTest {
 protected:
  // A directory beside the scratch directory, removed at the end of the test.
  fs::path outside() { return make_dir(dir.parent_path()); }
  std::vector<std::string> entries() const {
    std::vector<std::string> names;
    for (const auto& entry : fs::directory_iterator(dir)) names.push_back(entry.path().filename().string());
    return names;
  }
};

TEST_F(CommittedFileTest, PublishPutsTheSkeletonAndTheValuesUnderTheFinalNameOnly) {
  const fs::path out = dir / "out.cgns";
  const auto values = ramp(1000);
  {
    CommittedFile file(out, false);
    EXPECT_NE(file.temporary(), out);
    EXPECT_FALSE(fs::exists(out));
    const ArrayTable& arrays = file.write_skeleton(skeleton(), WriteOptions{});
    ASSERT_EQ(arrays.size(), 1u);  // the deferred array only, not the small one
    write_values(file, 0, {values.begin(), values.begin() + 600});
    write_values(file, 600, {values.begin() + 600, values.end()});
    file.publish();
  }
  EXPECT_EQ(entries(), std::vector<std::string>{"out.cgns"});
  EXPECT_EQ(read_values(out), values);
  const Node tree = read_tree(out);
  const auto small = find_node(tree, "/Base/Small")->values<std::int32_t>();
  EXPECT_EQ(std::vector<std::int32_t>(small.begin(), small.end()), (std::vector<std::int32_t>{7, 8, 9}));
}

TEST_F(CommittedFileTest, DestructionWithoutPublicationLeavesNothing) {
  const fs::path out = dir / "out.cgns";
  {
    CommittedFile file(out, false);
    file.write_skeleton(skeleton(), WriteOptions{});
    write_values(file, 0, ramp(1000));
    EXPECT_TRUE(fs::exists(file.temporary()));
  }
  EXPECT_TRUE(entries().empty());
}

TEST_F(CommittedFileTest, AnExceptionDiscardsTheTemporary) {
  const fs::path out = dir / "out.cgns";
  fs::path temporary;
  try {
    CommittedFile file(out, false);
    temporary = file.temporary();
    file.write_skeleton(skeleton(), WriteOptions{});
    write_values(file, 990, ramp(20));  // past the end: refused before any byte is written
    FAIL() << "no error";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("'" + out.string() + "': cannot write '/Base/Values'"), std::string::npos)
        << e.what();
  }
  EXPECT_FALSE(fs::exists(temporary));
  EXPECT_TRUE(entries().empty());
}

TEST_F(CommittedFileTest, UnknownArrayIsAnInputErrorNamingFileAndNode) {
  CommittedFile file(dir / "out.cgns", false);
  file.write_skeleton(skeleton(), WriteOptions{});
  try {
    file.array_range("Base/Small", 0, 1);  // in memory, not deferred
    FAIL() << "no error";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("cannot write '/Base/Small': not a deferred contiguous array"),
              std::string::npos)
        << e.what();
  }
}

TEST_F(CommittedFileTest, ReleaseHandsTheTemporaryOver) {
  const fs::path out = dir / "out.cgns";
  PendingOutput pending;
  {
    CommittedFile file(out, false);
    file.write_skeleton(skeleton(), WriteOptions{});
    write_values(file, 0, ramp(1000));
    pending = file.release();
  }
  EXPECT_EQ(pending.final_name, out);
  ASSERT_TRUE(fs::exists(pending.temporary));  // not removed: the caller publishes it
  EXPECT_FALSE(fs::exists(out));
  sys::publish_output(pending.temporary, pending.final_name, false);
  EXPECT_EQ(entries(), std::vector<std::string>{"out.cgns"});
  EXPECT_EQ(read_values(out), ramp(1000));
}

TEST_F(CommittedFileTest, AMovedFileIsDiscardedOnceByItsNewOwner) {
  const fs::path out = dir / "out.cgns";
  std::vector<CommittedFile> files;
  {
    CommittedFile file(out, false);
    files.push_back(std::move(file));
  }
  ASSERT_TRUE(fs::exists(files.front().temporary()));  // the moved-from one removed nothing
  files.front().write_skeleton(skeleton(), WriteOptions{});
  files.clear();
  EXPECT_TRUE(entries().empty());
}

TEST_F(CommittedFileTest, AFailedPublicationLeavesThePlantedFileAndNoTemporary) {
  const fs::path out = dir / "out.cgns";
  {
    CommittedFile file(out, false);
    file.write_skeleton(skeleton(), WriteOptions{});
    write_file(out, {'m', 'i', 'n', 'e'});  // appeared while the file was written
    EXPECT_THROW(file.publish(), OutputError);
  }
  EXPECT_EQ(entries(), std::vector<std::string>{"out.cgns"});
  EXPECT_EQ(read_file(out), (std::vector<char>{'m', 'i', 'n', 'e'}));
}

TEST_F(CommittedFileTest, AnExistingFileIsRefusedUnlessOverwriteAndLeftAsItWas) {
  const fs::path out = dir / "out.cgns";
  write_file(out, {'o', 'l', 'd'});
  EXPECT_THROW(CommittedFile(out, false), OutputError);
  EXPECT_EQ(entries(), std::vector<std::string>{"out.cgns"});
  EXPECT_EQ(read_file(out), (std::vector<char>{'o', 'l', 'd'}));
}

TEST_F(CommittedFileTest, APlantedLinkAtTheFinalNameIsReplacedNotWrittenThrough) {
  const fs::path out = dir / "out.cgns";
  const fs::path victim = outside() / "victim";
  write_file(victim, {'k', 'e', 'e', 'p'});
  fs::create_symlink(victim, out);
  EXPECT_THROW(CommittedFile(out, false), OutputError);  // it exists
  {
    CommittedFile file(out, true);
    file.write_skeleton(skeleton(), WriteOptions{});
    write_values(file, 0, ramp(1000));
    file.publish();
  }
  EXPECT_FALSE(fs::is_symlink(out));
  EXPECT_EQ(read_values(out), ramp(1000));
  EXPECT_EQ(read_file(victim), (std::vector<char>{'k', 'e', 'e', 'p'}));
}

TEST_F(CommittedFileTest, APlantedLinkAtThePrivateDirectoryIsNeverFollowed) {
  const fs::path out = dir / "out.cgns";
  const fs::path elsewhere = outside();
  const fs::path planted = sys::private_directory_name(out);
  fs::create_directory_symlink(elsewhere, planted);
  {
    CommittedFile file(out, false);
    EXPECT_NE(file.temporary().parent_path(), planted);
    EXPECT_FALSE(fs::is_symlink(file.temporary().parent_path()));
    file.write_skeleton(skeleton(), WriteOptions{});
    write_values(file, 0, ramp(1000));
    file.publish();
  }
  EXPECT_TRUE(fs::is_empty(elsewhere));
  EXPECT_TRUE(fs::is_symlink(planted));  // someone else's: left alone
  EXPECT_EQ(read_values(out), ramp(1000));
}

}  // namespace
}  // namespace pcgns::io
