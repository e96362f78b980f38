// ProgressLines: the text of a log line, its spacing (the interval, wider on long runs so
// a run writes about twenty), and $PCGNS_PROGRESS_INTERVAL.
#include <gtest/gtest.h>
#include <stdlib.h>

#include <algorithm>
#include <sstream>
#include <string>

#include "fake_clock.hpp"
#include "pcgns/error.hpp"
#include "pcgns_tool/progress_lines.hpp"

namespace {

using pcgns::tool::test::FakeClock;
using pcgns::tool::test::kMiB;

using pcgns::tool::ProgressLines;
using pcgns::tool::ProgressUnit;

int lines(const std::string& text) { return static_cast<int>(std::count(text.begin(), text.end(), '\n')); }

TEST(ProgressLinesRender, NamesTheToolAndShowsPercentAmountsRateAndEta) {
  EXPECT_EQ(ProgressLines::render("pcgns-merge", 100 * kMiB, 200 * kMiB, 5.0),
            "pcgns-merge: progress  50%  100.00 MiB / 200.00 MiB  20.00 MiB/s  ETA 5.00 s");
}

TEST(ProgressLinesRender, CountsItemsByName) {
  EXPECT_EQ(ProgressLines::render("pcgns-bench", 3, 12, 6.0, ProgressUnit::items("runs")),
            "pcgns-bench: progress  25%  3 / 12 runs  0.50 runs/s  ETA 18.00 s");
}

TEST(ProgressLinesUpdate, OneLineAtMostEveryInterval) {
  FakeClock time;
  std::ostringstream out;
  ProgressLines log(out, "tool", 5.0, ProgressUnit::bytes(), time.clock());
  for (int second = 1; second <= 24; ++second) {  // 24 s of a 100 s run
    time.now += 1;
    log.update(second, 100);
  }
  EXPECT_EQ(lines(out.str()), 4) << out.str();  // at 5, 10, 15 and 20 s
  EXPECT_EQ(out.str().find('\r'), std::string::npos);
  EXPECT_NE(out.str().find("tool: progress   5%"), std::string::npos) << out.str();
  EXPECT_NE(out.str().find("tool: progress  20%"), std::string::npos) << out.str();
}

TEST(ProgressLinesUpdate, NothingBeforeTheFirstInterval) {
  FakeClock time;
  std::ostringstream out;
  ProgressLines log(out, "tool", 5.0, ProgressUnit::bytes(), time.clock());
  time.now += 4.9;
  log.update(100, 100);
  EXPECT_TRUE(out.str().empty());
}

TEST(ProgressLinesUpdate, ALongRunWritesAboutTwentyLines) {
  FakeClock time;
  std::ostringstream out;
  ProgressLines log(out, "tool", 5.0, ProgressUnit::bytes(), time.clock());
  for (int second = 1; second <= 3600; ++second) {  // an hour at a steady rate
    time.now += 1;
    log.update(second, 3600);
  }
  EXPECT_GE(lines(out.str()), ProgressLines::kMaxLines - 2);
  EXPECT_LE(lines(out.str()), ProgressLines::kMaxLines);
}

TEST(ProgressLinesUpdate, IntervalZeroWritesEveryChange) {
  FakeClock time;
  std::ostringstream out;
  ProgressLines log(out, "tool", 0.0, ProgressUnit::bytes(), time.clock());
  log.update(1, 3);
  log.update(1, 3);  // nothing new
  log.update(3, 3);
  EXPECT_EQ(lines(out.str()), 2) << out.str();
}

TEST(ProgressInterval, FromTheEnvironmentOrTheFallback) {
  ::unsetenv("PCGNS_PROGRESS_INTERVAL");
  EXPECT_EQ(pcgns::tool::progress_interval_from_environment(5.0), 5.0);
  ::setenv("PCGNS_PROGRESS_INTERVAL", "0.25", 1);
  EXPECT_EQ(pcgns::tool::progress_interval_from_environment(5.0), 0.25);
  for (const char* bad : {"soon", "-1", "2s"}) {
    ::setenv("PCGNS_PROGRESS_INTERVAL", bad, 1);
    EXPECT_THROW(pcgns::tool::progress_interval_from_environment(5.0), pcgns::UsageError) << bad;
  }
  ::unsetenv("PCGNS_PROGRESS_INTERVAL");
}

}  // namespace
