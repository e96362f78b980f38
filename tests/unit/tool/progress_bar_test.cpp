// ProgressBar: the text of one line, and how often it is redrawn (with a fake clock).
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <string>

#include "fake_clock.hpp"
#include "pcgns_tool/progress_bar.hpp"

namespace {

using pcgns::tool::test::FakeClock;
using pcgns::tool::test::kMiB;

using pcgns::tool::ProgressBar;

TEST(ProgressBarRender, ShowsBarPercentBytesRateAndEta) {
  // Half of 200 MiB in 5 s: 20 MiB/s, 100 MiB left -> 5 s.
  const auto line = ProgressBar::render(100 * kMiB, 200 * kMiB, 5.0, 10);
  EXPECT_EQ(line, "[#####.....]  50%  100.00 MiB / 200.00 MiB  20.00 MiB/s  ETA 5.00 s");
}

TEST(ProgressBarRender, EtaUsesClockFormatForLongWaits) {
  // 1 MiB of 1001 MiB in 1 s: 1000 s left = 16:40.
  const auto line = ProgressBar::render(kMiB, 1001 * kMiB, 1.0, 4);
  EXPECT_EQ(line, "[....]   0%  1.00 MiB / 1001.00 MiB  1.00 MiB/s  ETA 16:40");
}

TEST(ProgressBarRender, CompleteHasNoEta) {
  const auto line = ProgressBar::render(2048, 2048, 2.0, 8);
  EXPECT_EQ(line, "[########] 100%  2.00 KiB / 2.00 KiB  1.00 KiB/s");
}

TEST(ProgressBarRender, NoTimeYetMeansNoRateAndNoEta) {
  const auto line = ProgressBar::render(0, 1000, 0.0, 5);
  EXPECT_EQ(line, "[.....]   0%  0 B / 1000 B  0 B/s");
}

TEST(ProgressBarRender, NothingToDoIsComplete) {
  EXPECT_EQ(ProgressBar::render(0, 0, 1.0, 4), "[####] 100%  0 B / 0 B  0 B/s");
}

TEST(ProgressBarRender, DoneBeyondTotalIsClampedToFull) {
  const auto line = ProgressBar::render(3000, 1000, 1.0, 4);
  EXPECT_EQ(line.substr(0, 11), "[####] 100%");
}

TEST(ProgressBarRender, CountsItemsByName) {
  const auto line = ProgressBar::render(2, 8, 4.0, 4, pcgns::tool::ProgressUnit::items("files"));
  EXPECT_EQ(line, "[#...]  25%  2 / 8 files  0.50 files/s  ETA 12.00 s");
}

TEST(ProgressBarRender, DefaultWidthIsThirtyCharacters) {
  const auto line = ProgressBar::render(1, 2, 1.0);
  EXPECT_EQ(line.substr(0, 32), "[###############...............]");
}

int redraws(const std::string& text) { return static_cast<int>(std::count(text.begin(), text.end(), '\r')); }

TEST(ProgressBarUpdate, RedrawsAtMostEveryHundredMilliseconds) {
  FakeClock time;
  std::ostringstream out;
  ProgressBar bar(out, time.clock());
  bar.update(1, 100);  // first call always draws
  EXPECT_EQ(redraws(out.str()), 1);
  for (int i = 2; i <= 9; ++i) {
    time.now += 0.01;  // 90 ms in total: no redraw
    bar.update(i, 100);
  }
  EXPECT_EQ(redraws(out.str()), 1);
  time.now += 0.03;  // 110 ms after the first draw
  bar.update(10, 100);
  EXPECT_EQ(redraws(out.str()), 2);
  EXPECT_NE(out.str().find(" 10%"), std::string::npos);
  time.now += 0.05;
  bar.update(11, 100);
  EXPECT_EQ(redraws(out.str()), 2);
}

TEST(ProgressBarUpdate, ManyUpdatesOverOneSecondDrawAboutTenTimes) {
  FakeClock time;
  std::ostringstream out;
  ProgressBar bar(out, time.clock());
  for (int i = 0; i < 1000; ++i) {
    bar.update(i, 1000);
    time.now += 0.001;
  }
  EXPECT_GE(redraws(out.str()), 9);
  EXPECT_LE(redraws(out.str()), 11);
}

TEST(ProgressBarUpdate, TheFinalHundredPercentIsAlwaysDrawn) {
  FakeClock time;
  std::ostringstream out;
  ProgressBar bar(out, time.clock());
  bar.update(10, 100);
  time.now += 0.001;
  bar.update(100, 100);
  EXPECT_EQ(redraws(out.str()), 2);
  const auto text = out.str();
  const auto last = text.substr(text.rfind('\r'));
  EXPECT_NE(last.find("100%"), std::string::npos) << last;
  EXPECT_EQ(last.substr(last.size() - 3), "\x1b[K");  // clears what a longer line left
}

TEST(ProgressBarUpdate, RateIsMeasuredFromConstruction) {
  FakeClock time;
  std::ostringstream out;
  ProgressBar bar(out, time.clock());
  time.now += 2.0;
  bar.update(4096, 8192);
  EXPECT_NE(out.str().find("2.00 KiB/s"), std::string::npos) << out.str();
  EXPECT_NE(out.str().find("ETA 2.00 s"), std::string::npos) << out.str();
}

TEST(ProgressBarFinish, EndsTheLineOnceWhenSomethingWasDrawn) {
  FakeClock time;
  std::ostringstream out;
  ProgressBar bar(out, time.clock());
  bar.update(50, 100);
  bar.finish();
  bar.finish();
  const auto text = out.str();
  EXPECT_EQ(std::count(text.begin(), text.end(), '\n'), 1);
  EXPECT_EQ(text.back(), '\n');
}

TEST(ProgressBarFinish, PrintsNothingWhenNothingWasDrawn) {
  FakeClock time;
  std::ostringstream out;
  ProgressBar bar(out, time.clock());
  bar.finish();
  EXPECT_TRUE(out.str().empty());
}

TEST(ProgressBarClear, ErasesTheLineAndTheNextUpdateDrawsAgain) {
  FakeClock time;
  std::ostringstream out;
  ProgressBar bar(out, time.clock());
  bar.clear();  // nothing drawn: nothing to erase
  EXPECT_TRUE(out.str().empty());
  bar.update(1, 4);
  bar.clear();
  EXPECT_EQ(out.str().substr(out.str().size() - 4), "\r\x1b[K");
  time.now += 0.01;  // within 100 ms, but the line is gone
  bar.update(2, 4);
  EXPECT_EQ(redraws(out.str()), 3);
  bar.finish();
  EXPECT_EQ(out.str().back(), '\n');
}

}  // namespace
