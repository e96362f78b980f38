#include "sys/splice_write.hpp"

#include <fcntl.h>

#include <gtest/gtest.h>

#include "file_test_support.hpp"
#include "pcgns/error.hpp"

namespace pcgns::sys {
namespace {
using namespace pcgns::sys::test;
using SpliceWriteTest = FileTest;

// Writes `bytes` patterned bytes at offset 11 of a 16-byte file of 'x' opened with `flags`.
void expect_spliced(const fs::path& target, std::size_t bytes, int flags = 0) {
  const auto values = pattern(bytes);
  write_file(target, std::vector<char>(16, 'x'));
  {
    Descriptor to(target, O_WRONLY | flags);
    splice_write(to.get(), values.data(), values.size(), 11, "test");
  }
  const auto output = read_file(target);
  ASSERT_EQ(output.size(), 11 + bytes);
  EXPECT_EQ(std::vector<char>(output.begin(), output.begin() + 11), std::vector<char>(11, 'x'));
  EXPECT_TRUE(std::equal(output.begin() + 11, output.end(), values.begin()));
}

TEST_F(SpliceWriteTest, ALargeBufferGoesThroughThePipeToItsOffset) {
  expect_spliced(dir / "out", (std::size_t{3} << 20) + 5);  // several pipefuls, a short last one
}

TEST_F(SpliceWriteTest, ASmallBufferIsWrittenPlainly) { expect_spliced(dir / "out", 1000); }

TEST_F(SpliceWriteTest, AFileThatTakesNoSplicedWritesGetsPlainWrites) {
  // The kernel refuses to splice into a file opened for appending (EINVAL); a plain
  // write appends, here exactly at offset 16 of the 16-byte file.
  const auto values = pattern(std::size_t{2} << 20);
  write_file(dir / "out", std::vector<char>(16, 'x'));
  {
    Descriptor to(dir / "out", O_WRONLY | O_APPEND);
    splice_write(to.get(), values.data(), values.size(), 16, "test");
  }
  const auto output = read_file(dir / "out");
  ASSERT_EQ(output.size(), 16 + values.size());
  EXPECT_TRUE(std::equal(output.begin() + 16, output.end(), values.begin()));
}

TEST_F(SpliceWriteTest, AFullDiskIsAnIoErrorNamingTheTarget) {
  const auto values = pattern(std::size_t{1} << 20);
  Descriptor full("/dev/full", O_WRONLY);
  ASSERT_GE(full.get(), 0);
  expect_full_disk_error(
      [&](const std::string& where) { splice_write(full.get(), values.data(), values.size(), 0, where); });
}

}  // namespace
}  // namespace pcgns::sys
