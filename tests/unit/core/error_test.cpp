#include <gtest/gtest.h>

#include "pcgns/error.hpp"

namespace pcgns {
namespace {

template <class E>
ExitCode code_of(ExitCode code) {
  try {
    throw_error(code, "message");
  } catch (const E& e) {
    EXPECT_STREQ(e.what(), "message");
    return e.code();
  }
  return ExitCode::success;
}

TEST(Errors, ThrowErrorBuildsTheMatchingType) {
  EXPECT_EQ(code_of<UsageError>(ExitCode::usage), ExitCode::usage);
  EXPECT_EQ(code_of<InputError>(ExitCode::data), ExitCode::data);
  EXPECT_EQ(code_of<MissingInputError>(ExitCode::no_input), ExitCode::no_input);
  EXPECT_EQ(code_of<OutputError>(ExitCode::cant_create), ExitCode::cant_create);
  EXPECT_EQ(code_of<IoError>(ExitCode::io), ExitCode::io);
  EXPECT_EQ(code_of<InternalError>(ExitCode::internal), ExitCode::internal);
  EXPECT_EQ(static_cast<int>(IoError("x").code()), 74);
}

}  // namespace
}  // namespace pcgns
