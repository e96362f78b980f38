// UniqueFd: the descriptor it opened is closed exactly once, by whichever object owns it
// last; a failed open holds nothing and leaves errno to tell why.
#include "sys/unique_fd.hpp"

#include <fcntl.h>

#include <gtest/gtest.h>

#include <cerrno>
#include <utility>

#include "file_test_support.hpp"

namespace pcgns::sys {
namespace {
using namespace pcgns::sys::test;
using UniqueFdTest = FileTest;

bool is_open_descriptor(int fd) { return ::fcntl(fd, F_GETFD) != -1; }

TEST_F(UniqueFdTest, OpensWithCloseOnExecAndClosesAtTheEndOfItsScope) {
  write_file(dir / "in", pattern(16));
  int fd = -1;
  {
    const UniqueFd file(dir / "in", O_RDONLY);
    fd = file.get();
    ASSERT_TRUE(file.is_open());
    EXPECT_TRUE(::fcntl(fd, F_GETFD) & FD_CLOEXEC);
  }
  EXPECT_FALSE(is_open_descriptor(fd));
}

TEST_F(UniqueFdTest, FailedOpenHoldsNothingAndKeepsErrno) {
  const UniqueFd file(dir / "missing", O_RDONLY);
  EXPECT_EQ(errno, ENOENT);
  EXPECT_FALSE(file.is_open());
  EXPECT_EQ(file.get(), -1);
}

TEST_F(UniqueFdTest, DefaultHoldsNothing) {
  const UniqueFd file;
  EXPECT_FALSE(file.is_open());
  EXPECT_EQ(file.get(), -1);
}

TEST_F(UniqueFdTest, MoveConstructionTransfersOwnership) {
  write_file(dir / "in", pattern(16));
  UniqueFd source(dir / "in", O_RDONLY);
  const int fd = source.get();
  {
    const UniqueFd target(std::move(source));
    EXPECT_EQ(target.get(), fd);
    EXPECT_EQ(source.get(), -1);  // NOLINT(bugprone-use-after-move): the moved-from state
    source.reset();               // the moved-from object closes nothing
    EXPECT_TRUE(is_open_descriptor(fd));
  }
  EXPECT_FALSE(is_open_descriptor(fd));
}

TEST_F(UniqueFdTest, MoveAssignmentClosesTheOldDescriptorAndTakesTheNew) {
  write_file(dir / "in", pattern(16));
  UniqueFd target(dir / "in", O_RDONLY);
  const int old_fd = target.get();
  UniqueFd source(dir / "in", O_RDONLY);
  const int new_fd = source.get();
  target = std::move(source);
  EXPECT_FALSE(is_open_descriptor(old_fd));
  EXPECT_EQ(target.get(), new_fd);
  EXPECT_EQ(source.get(), -1);  // NOLINT(bugprone-use-after-move): the moved-from state
  EXPECT_TRUE(is_open_descriptor(new_fd));
}

TEST_F(UniqueFdTest, ResetClosesNow) {
  write_file(dir / "in", pattern(16));
  UniqueFd file(dir / "in", O_RDONLY);
  const int fd = file.get();
  file.reset();
  EXPECT_FALSE(file.is_open());
  EXPECT_FALSE(is_open_descriptor(fd));
}

}  // namespace
}  // namespace pcgns::sys
