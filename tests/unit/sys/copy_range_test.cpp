#include "sys/copy_range.hpp"

#include <fcntl.h>

#include <gtest/gtest.h>

#include "file_test_support.hpp"
#include "pcgns/error.hpp"

namespace pcgns::sys {
namespace {
using namespace pcgns::sys::test;
using CopyRangeTest = FileTest;

// Copies 3 MiB + 5 bytes from offset 7 of `source` to offset 11 of a 16-byte file of 'x'.
void expect_copied(const fs::path& source, const fs::path& target) {
  const auto input = pattern((std::size_t{3} << 20) + 20);
  write_file(source, input);
  write_file(target, std::vector<char>(16, 'x'));
  const std::int64_t bytes = (std::int64_t{3} << 20) + 5;
  {
    Descriptor from(source, O_RDONLY), to(target, O_WRONLY);
    EXPECT_EQ(copy_range({from.get(), 7}, {to.get(), 11}, bytes, "test"), bytes);
  }
  const auto output = read_file(target);
  ASSERT_EQ(output.size(), static_cast<std::size_t>(11 + bytes));
  EXPECT_EQ(std::vector<char>(output.begin(), output.begin() + 11), std::vector<char>(11, 'x'));
  EXPECT_TRUE(std::equal(output.begin() + 11, output.end(), input.begin() + 7));
}

TEST_F(CopyRangeTest, CopiesTheBytesAtTheirOffsetsWithinOneFileSystem) { expect_copied(dir / "in", dir / "out"); }

TEST_F(CopyRangeTest, CopiesAcrossFileSystemsWhereTheKernelCannot) {
  // /dev/shm is a tmpfs (Open MPI's shared memory lives there too): the kernel refuses
  // to copy from it to another file system, and the copy goes through a buffer.
  ASSERT_TRUE(fs::is_directory("/dev/shm"));
  const fs::path shm = make_dir("/dev/shm");
  expect_copied(shm / "in", dir / "out");
}

TEST_F(CopyRangeTest, StopsShortWhenTheSourceEnds) {
  write_file(dir / "in", pattern(100));
  write_file(dir / "out", {});
  Descriptor from(dir / "in", O_RDONLY), to(dir / "out", O_WRONLY);
  EXPECT_EQ(copy_range({from.get(), 40}, {to.get(), 0}, 1000, "test"), 60);
  EXPECT_EQ(read_file(dir / "out").size(), 60u);
}

TEST_F(CopyRangeTest, AFullDiskIsAnIoErrorNamingTheTarget) {
  write_file(dir / "in", pattern(4096));
  Descriptor from(dir / "in", O_RDONLY), full("/dev/full", O_WRONLY);
  ASSERT_GE(full.get(), 0);
  expect_full_disk_error([&](const std::string& where) { copy_range({from.get(), 0}, {full.get(), 0}, 4096, where); });
}

}  // namespace
}  // namespace pcgns::sys
