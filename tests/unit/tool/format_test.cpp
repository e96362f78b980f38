// format_bytes / format_duration: the units and shapes the tools print.
#include <gtest/gtest.h>

#include "pcgns_tool/format.hpp"

namespace {

using pcgns::tool::format_bytes;
using pcgns::tool::format_duration;

TEST(FormatBytes, BelowOneKibibyteIsWholeBytes) {
  EXPECT_EQ(format_bytes(0), "0 B");
  EXPECT_EQ(format_bytes(312), "312 B");
  EXPECT_EQ(format_bytes(1023), "1023 B");
}

TEST(FormatBytes, LargerSizesUseBinaryUnitsWithTwoDecimals) {
  EXPECT_EQ(format_bytes(1024), "1.00 KiB");
  EXPECT_EQ(format_bytes(1536), "1.50 KiB");
  EXPECT_EQ(format_bytes(1024.0 * 1024 * 412), "412.00 MiB");
  EXPECT_EQ(format_bytes(1.5 * 1024 * 1024 * 1024), "1.50 GiB");
  EXPECT_EQ(format_bytes(2.0 * 1024 * 1024 * 1024 * 1024), "2.00 TiB");
}

TEST(FormatBytes, PebibytesIsTheLargestUnit) {
  const double pib = 1024.0 * 1024 * 1024 * 1024 * 1024;
  EXPECT_EQ(format_bytes(3 * pib), "3.00 PiB");
  EXPECT_EQ(format_bytes(2048 * pib), "2048.00 PiB");
}

TEST(FormatDuration, UnderAMinuteIsSecondsWithTwoDecimals) {
  EXPECT_EQ(format_duration(0), "0.00 s");
  EXPECT_EQ(format_duration(0.42), "0.42 s");
  EXPECT_EQ(format_duration(59.5), "59.50 s");
}

TEST(FormatDuration, MinutesAndHoursAreClockLike) {
  EXPECT_EQ(format_duration(60), "1:00");
  EXPECT_EQ(format_duration(65), "1:05");
  EXPECT_EQ(format_duration(3599), "59:59");
  EXPECT_EQ(format_duration(3600), "1:00:00");
  EXPECT_EQ(format_duration(2 * 3600 + 3 * 60 + 4), "2:03:04");
  EXPECT_EQ(format_duration(100 * 3600 + 7), "100:00:07");
}

}  // namespace
