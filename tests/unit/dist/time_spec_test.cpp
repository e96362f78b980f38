// TimeSpec: --time as reconstructPar's -time (times, inclusive ranges, open ranges,
// comma lists), matched with a relative tolerance; malformed specs are usage errors.
#include <gtest/gtest.h>

#include <string>

#include "dist/time_spec.hpp"
#include "pcgns/error.hpp"

namespace {

using pcgns::dist::same_time;
using pcgns::dist::TimeSpec;

TEST(TimeSpec, OneTimeMatchesOnlyThatTime) {
  const auto spec = TimeSpec::parse("0.3");
  EXPECT_TRUE(spec.contains(0.3));
  EXPECT_TRUE(spec.contains(0.1 * 3));  // 0.30000000000000004
  EXPECT_TRUE(spec.contains(static_cast<double>(0.3f)));
  EXPECT_FALSE(spec.contains(0.2));
  EXPECT_FALSE(spec.contains(0.31));
  EXPECT_EQ(spec.text(), "0.3");
}

TEST(TimeSpec, RangeIsInclusiveAtBothEnds) {
  const auto spec = TimeSpec::parse("0.1:0.5");
  EXPECT_TRUE(spec.contains(0.1));
  EXPECT_TRUE(spec.contains(0.5));
  EXPECT_TRUE(spec.contains(0.1 * 5));
  EXPECT_TRUE(spec.contains(0.25));
  EXPECT_FALSE(spec.contains(0.09));
  EXPECT_FALSE(spec.contains(0.6));
}

TEST(TimeSpec, OpenRanges) {
  const auto below = TimeSpec::parse(":0.5");
  EXPECT_TRUE(below.contains(-100));
  EXPECT_TRUE(below.contains(0.5));
  EXPECT_FALSE(below.contains(0.51));
  const auto above = TimeSpec::parse("0.2:");
  EXPECT_TRUE(above.contains(1e9));
  EXPECT_TRUE(above.contains(0.1 * 2));
  EXPECT_FALSE(above.contains(0.19));
}

TEST(TimeSpec, CommaListIsAUnion) {
  const auto spec = TimeSpec::parse("0.1, 0.3:0.4 ,1e-1:1e-1,2");
  EXPECT_TRUE(spec.contains(0.1));
  EXPECT_TRUE(spec.contains(0.35));
  EXPECT_TRUE(spec.contains(2));
  EXPECT_FALSE(spec.contains(0.2));
  EXPECT_FALSE(spec.contains(0.5));
}

TEST(TimeSpec, ToleranceIsRelative) {
  EXPECT_TRUE(same_time(1000.0, 1000.0005));
  EXPECT_FALSE(same_time(1000.0, 1000.01));
  EXPECT_TRUE(same_time(1e-9, 1e-9 * (1 + 1e-7)));
  EXPECT_FALSE(same_time(1e-9, 2e-9));
  EXPECT_TRUE(same_time(0, 0));
  EXPECT_FALSE(same_time(0, 1e-12));
  EXPECT_TRUE(TimeSpec::parse("0").contains(0.0));
}

TEST(TimeSpec, MalformedSpecsAreUsageErrorsNamingTheSpec) {
  for (const std::string bad : {"", ",", "0.1,", ",0.1", "0.1,,0.2", "abc", "0.1x", "0.1:0.2:0.3", ":", " : ",
                                "0.5:0.1", "nan", "inf", "0.1:inf", "1e999", "0x"}) {
    try {
      (void)TimeSpec::parse(bad);
      ADD_FAILURE() << "accepted '" << bad << "'";
    } catch (const pcgns::UsageError& e) {
      EXPECT_NE(std::string(e.what()).find("--time '" + bad + "'"), std::string::npos) << e.what();
    }
  }
}

}  // namespace
