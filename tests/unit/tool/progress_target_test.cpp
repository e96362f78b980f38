// Where progress goes: a bar on the terminal that shows the summary (never on stdout
// when the JSON report is there), else on the other terminal, else plain lines on stderr;
// nothing with -q or --no-progress unless --progress.
#include <gtest/gtest.h>

#include <optional>

#include "pcgns_tool/progress_target.hpp"

namespace {

using pcgns::tool::choose_progress_target;
using pcgns::tool::OutputTerminals;
using pcgns::tool::ProgressStyle;
using pcgns::tool::ProgressTarget;

constexpr OutputTerminals kBoth{true, true}, kStdoutOnly{true, false}, kStderrOnly{false, true}, kNone{false, false};

ProgressTarget choose(OutputTerminals terminals, std::optional<bool> requested = std::nullopt, bool quiet = false,
                      bool json_on_stdout = false) {
  return choose_progress_target(terminals, requested, quiet, json_on_stdout);
}

TEST(ProgressTarget, BarWithTheSummaryOnStdoutWhenItIsATerminal) {
  // Under mpiexec on a terminal: the launcher's stdout is the user's terminal.
  for (const auto terminals : {kBoth, kStdoutOnly}) {
    const auto target = choose(terminals);
    EXPECT_EQ(target.style, ProgressStyle::bar);
    EXPECT_TRUE(target.on_stdout);
  }
}

TEST(ProgressTarget, BarOnStderrWhenOnlyStderrIsATerminal) {
  const auto target = choose(kStderrOnly);
  EXPECT_EQ(target.style, ProgressStyle::bar);
  EXPECT_FALSE(target.on_stdout);
}

TEST(ProgressTarget, NeverOnStdoutWithTheJsonReportThere) {
  for (const auto terminals : {kBoth, kStderrOnly}) {
    const auto target = choose(terminals, std::nullopt, false, true);
    EXPECT_EQ(target.style, ProgressStyle::bar);
    EXPECT_FALSE(target.on_stdout);
  }
  const auto target = choose(kStdoutOnly, std::nullopt, false, true);
  EXPECT_EQ(target.style, ProgressStyle::lines);
  EXPECT_FALSE(target.on_stdout);
}

TEST(ProgressTarget, PlainLinesOnStderrWithoutATerminal) {
  const auto target = choose(kNone);
  EXPECT_EQ(target.style, ProgressStyle::lines);
  EXPECT_FALSE(target.on_stdout);
  EXPECT_EQ(choose(kNone, true).style, ProgressStyle::lines);
}

TEST(ProgressTarget, QuietMeansNoneUnlessRequested) {
  EXPECT_EQ(choose(kBoth, std::nullopt, true).style, ProgressStyle::none);
  EXPECT_EQ(choose(kNone, std::nullopt, true).style, ProgressStyle::none);
  EXPECT_EQ(choose(kBoth, true, true).style, ProgressStyle::bar);
  EXPECT_EQ(choose(kNone, true, true).style, ProgressStyle::lines);
}

TEST(ProgressTarget, NoProgressMeansNone) {
  for (const auto terminals : {kBoth, kStdoutOnly, kStderrOnly, kNone})
    EXPECT_EQ(choose(terminals, false).style, ProgressStyle::none);
}

}  // namespace
