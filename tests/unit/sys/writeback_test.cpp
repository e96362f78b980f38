#include "sys/writeback.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include "file_test_support.hpp"
#include "sys/splice_write.hpp"

namespace pcgns::sys {
namespace {
using namespace pcgns::sys::test;
using WritebackTest = FileTest;

TEST_F(WritebackTest, WritingOutARangeLeavesTheFileAsWritten) {
  const auto values = pattern(std::size_t{5} << 20);
  {
    Descriptor out(dir / "out", O_WRONLY | O_CREAT);
    splice_write(out.get(), values.data(), values.size(), 0, "test");
    start_writeback(out.get(), 4096, static_cast<std::int64_t>(values.size()) - 4096);
    start_writeback(out.get(), 0, 0);  // nothing to do
  }
  EXPECT_EQ(read_file(dir / "out"), values);
}

TEST_F(WritebackTest, ADescriptorWithoutWriteBackIsLeftAlone) {
  int ends[2];
  ASSERT_EQ(::pipe(ends), 0);
  start_writeback(ends[1], 0, 4096);  // ESPIPE, ignored: only a hint
  start_writeback(-1, 0, 4096);       // EBADF, ignored
  ::close(ends[0]);
  ::close(ends[1]);
}

}  // namespace
}  // namespace pcgns::sys
