// natural_less: the order users expect for rank-numbered files (sol_2 before sol_10),
// and a strict weak order std::sort can rely on.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "pcgns/input_files.hpp"

namespace {

using pcgns::natural_less;

TEST(NaturalLess, DigitRunsCompareByValue) {
  EXPECT_TRUE(natural_less("sol_2", "sol_10"));
  EXPECT_FALSE(natural_less("sol_10", "sol_2"));
  EXPECT_TRUE(natural_less("sol_9.cgns", "sol_10.cgns"));
  EXPECT_TRUE(natural_less("a99999999999999999999", "a100000000000000000000"));  // beyond int64
}

TEST(NaturalLess, LeadingZerosCompareByValueThenAsText) {
  EXPECT_TRUE(natural_less("sol_007", "sol_10"));
  EXPECT_TRUE(natural_less("sol_010", "sol_11"));
  // Equal by value: still a total order, decided by the text ("0" < "1").
  EXPECT_TRUE(natural_less("a01", "a1"));
  EXPECT_FALSE(natural_less("a1", "a01"));
}

TEST(NaturalLess, MixedTextComparesCharacters) {
  EXPECT_TRUE(natural_less("a10", "b2"));
  EXPECT_TRUE(natural_less("part2_zone10", "part2_zone11"));
  EXPECT_TRUE(natural_less("part2_zone10", "part10_zone1"));
  EXPECT_TRUE(natural_less("sol", "sol_1"));
  EXPECT_TRUE(natural_less("x1", "x1y"));
  EXPECT_TRUE(natural_less("1", "a"));  // '1' < 'a' as characters
}

TEST(NaturalLess, EqualStringsAreNotLess) {
  EXPECT_FALSE(natural_less("sol_3", "sol_3"));
  EXPECT_FALSE(natural_less("", ""));
  EXPECT_TRUE(natural_less("", "a"));
  EXPECT_FALSE(natural_less("a", ""));
}

TEST(NaturalLess, SortsAShuffledListOfRankFiles) {
  std::vector<std::string> expected;
  expected.reserve(25);
  for (int i = 0; i < 25; ++i) expected.push_back("out/sol_" + std::to_string(i) + ".cgns");
  auto shuffled = expected;
  std::mt19937 random(7);
  for (int attempt = 0; attempt < 10; ++attempt) {
    std::shuffle(shuffled.begin(), shuffled.end(), random);
    std::sort(shuffled.begin(), shuffled.end(), [](const auto& a, const auto& b) { return natural_less(a, b); });
    EXPECT_EQ(shuffled, expected);
  }
}

// Irreflexive, asymmetric, transitive, and "neither less" is an equivalence that only
// holds for equal strings (a total order), over many random short strings.
TEST(NaturalLess, IsAStrictTotalOrderOnRandomStrings) {
  std::mt19937 random(2024);
  const std::string alphabet = "0019a_b";
  std::uniform_int_distribution<int> length(0, 5), pick(0, static_cast<int>(alphabet.size()) - 1);
  std::vector<std::string> words;
  for (int i = 0; i < 120; ++i) {
    std::string word;
    for (int n = length(random); n > 0; --n) word += alphabet[static_cast<std::size_t>(pick(random))];
    words.push_back(word);
  }
  for (const auto& a : words) {
    EXPECT_FALSE(natural_less(a, a)) << a;
    for (const auto& b : words) {
      const bool ab = natural_less(a, b), ba = natural_less(b, a);
      EXPECT_FALSE(ab && ba) << a << " / " << b;
      if (a != b) {
        EXPECT_TRUE(ab || ba) << a << " / " << b;
      }
      if (!ab) continue;
      for (const auto& c : words) {
        if (natural_less(b, c)) {
          EXPECT_TRUE(natural_less(a, c)) << a << " < " << b << " < " << c;
        }
      }
    }
  }
}

}  // namespace
