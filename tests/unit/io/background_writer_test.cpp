#include "io/background_writer.hpp"

#include <gtest/gtest.h>

#include <cstring>

#include "pcgns/error.hpp"
#include "unit/sys/file_test_support.hpp"

namespace pcgns::io {
namespace {
using namespace pcgns::sys::test;
using BackgroundWriterTest = FileTest;

sys::AlignedBuffer filled(BackgroundWriter& writer, std::size_t bytes, std::int64_t offset, char value) {
  sys::AlignedBuffer buffer = writer.buffer(bytes, offset);
  std::memset(buffer.data(), value, bytes);
  return buffer;
}

TEST_F(BackgroundWriterTest, QueuedWritesAllLandBeforeFinishReturns) {
  write_file(dir / "a", std::vector<char>(std::size_t{8} << 20, '.'));
  write_file(dir / "b", std::vector<char>(std::size_t{8} << 20, '.'));
  BackgroundWriter writer(std::size_t{2} << 20);  // less than is queued: the caller waits at times
  for (int k = 0; k < 8; ++k) {
    const auto offset = static_cast<std::int64_t>(k) * (std::int64_t{1} << 20) + 3;
    writer.write(dir / (k % 2 ? "a" : "b"), offset, filled(writer, 1000000, offset, static_cast<char>('A' + k)),
                 "test");
  }
  writer.finish();
  const auto a = read_file(dir / "a"), b = read_file(dir / "b");
  for (int k = 0; k < 8; ++k) {
    const auto& file = k % 2 ? a : b;
    const auto at = static_cast<std::size_t>(k) * (std::size_t{1} << 20) + 3;
    EXPECT_EQ(file[at - 1], '.') << k;
    EXPECT_TRUE(std::all_of(file.begin() + static_cast<std::ptrdiff_t>(at),
                            file.begin() + static_cast<std::ptrdiff_t>(at + 1000000),
                            [&](char c) { return c == 'A' + k; }))
        << k;
    EXPECT_EQ(file[at + 1000000], '.') << k;
  }
}

TEST_F(BackgroundWriterTest, BuffersWrittenAreHandedOutAgain) {
  BackgroundWriter writer(std::size_t{64} << 20);
  write_file(dir / "a", {});
  sys::AlignedBuffer first = filled(writer, 1 << 20, 0, 'x');
  const std::byte* memory = first.data();
  writer.write(dir / "a", 0, std::move(first), "test");
  writer.finish();
  const sys::AlignedBuffer again = writer.buffer(1000, 4096);  // smaller, same block offset
  EXPECT_EQ(again.data(), memory);
}

TEST_F(BackgroundWriterTest, TheFirstFailureIsThrownOnceAndLaterWritesAreDropped) {
  BackgroundWriter writer(std::size_t{1} << 20);
  write_file(dir / "later", std::vector<char>(100, '.'));
  writer.write(dir / "missing" / "file", 0, filled(writer, 10, 0, 'x'), "'missing' node '/A'");
  writer.write(dir / "later", 0, filled(writer, 10, 0, 'y'), "'later' node '/B'");
  try {
    writer.finish();
    FAIL() << "no error";
  } catch (const IoError& e) {
    EXPECT_NE(std::string(e.what()).find("'missing' node '/A'"), std::string::npos) << e.what();
  }
  EXPECT_NO_THROW(writer.finish());
  EXPECT_EQ(read_file(dir / "later"), std::vector<char>(100, '.'));
}

}  // namespace
}  // namespace pcgns::io
