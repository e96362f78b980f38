#include "sys/direct_write.hpp"

#include <gtest/gtest.h>

#include <cstring>

#include "file_test_support.hpp"
#include "pcgns/error.hpp"

namespace pcgns::sys {
namespace {
using namespace pcgns::sys::test;
using DirectWriteTest = FileTest;

// Writes `bytes` patterned bytes at `offset` of a file of 'x' one block longer, and
// checks every byte of it: the values in place, the rest untouched.
void expect_direct_written(const fs::path& target, std::size_t bytes, std::int64_t offset) {
  const auto values = pattern(bytes);
  const auto size = static_cast<std::size_t>(offset) + bytes + kDirectAlignment;
  write_file(target, std::vector<char>(size, 'x'));
  AlignedBuffer buffer(bytes, offset);
  std::memcpy(buffer.data(), values.data(), bytes);
  direct_write(target, buffer, offset, "test");
  const auto output = read_file(target);
  ASSERT_EQ(output.size(), size);
  const auto at = static_cast<std::size_t>(offset);
  EXPECT_EQ(std::vector<char>(output.begin(), output.begin() + static_cast<std::ptrdiff_t>(at)),
            std::vector<char>(at, 'x'));
  EXPECT_TRUE(std::equal(values.begin(), values.end(), output.begin() + static_cast<std::ptrdiff_t>(at)));
  EXPECT_TRUE(std::all_of(output.begin() + static_cast<std::ptrdiff_t>(at + bytes), output.end(),
                          [](char c) { return c == 'x'; }));
}

TEST_F(DirectWriteTest, BlocksAndPartialEndsLandAtAnUnalignedOffset) {
  expect_direct_written(dir / "out", (std::size_t{3} << 20) + 123, 4096 * 5 + 777);
}

TEST_F(DirectWriteTest, AnAlignedWholeNumberOfBlocksAndAWriteInsideOneBlock) {
  expect_direct_written(dir / "aligned", std::size_t{1} << 20, 4096 * 3);
  expect_direct_written(dir / "small", 100, 4000);     // crosses no block boundary: no direct part
  expect_direct_written(dir / "crossing", 300, 4000);  // two partial blocks, no whole one
}

TEST_F(DirectWriteTest, AFileSystemWithoutDirectIoGetsBufferedWrites) {
  // tmpfs refuses O_DIRECT on some kernels (EINVAL at open): the same bytes land.
  ASSERT_TRUE(fs::is_directory("/dev/shm"));
  expect_direct_written(make_dir("/dev/shm") / "out", (std::size_t{2} << 20) + 1, 4096 + 9);
}

TEST_F(DirectWriteTest, AFullDiskIsAnIoErrorNamingTheTarget) {
  AlignedBuffer buffer(std::size_t{1} << 20, 0);
  std::memset(buffer.data(), 1, buffer.size());
  expect_full_disk_error([&](const std::string& where) { direct_write("/dev/full", buffer, 0, where); });
}

TEST_F(DirectWriteTest, AReusedBufferIsLaidOutForItsNewOffset) {
  AlignedBuffer buffer(10000, 0);
  const std::size_t capacity = buffer.capacity();
  ASSERT_TRUE(buffer.reuse_for(5000, 4096 + 100));
  EXPECT_EQ(buffer.size(), 5000u);
  EXPECT_EQ(reinterpret_cast<std::uintptr_t>(buffer.data()) % kDirectAlignment, 100u);
  EXPECT_TRUE(buffer.reuse_for(capacity, 0));   // all of it, from a block boundary
  EXPECT_FALSE(buffer.reuse_for(capacity, 1));  // one byte in: no room for the last one
}

}  // namespace
}  // namespace pcgns::sys
