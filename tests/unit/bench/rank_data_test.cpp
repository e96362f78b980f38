// A rank's values: laid out piece by piece, filled with the values the bench writes,
// and verification that names the file, the array and the element of a wrong value.
#include <gtest/gtest.h>

#include <cstring>
#include <string>

#include "io_layout.hpp"
#include "pcgns/error.hpp"
#include "rank_data.hpp"

namespace pcgns::bench_app {
namespace {

TEST(RankData, HoldsSevenDoublesAndOneIdPerValueOfItsPieces) {
  const auto layout = make_layout("c", 1.0, 2, 2, 8, 3, 2);
  const RankData data(layout, 1, true);
  EXPECT_EQ(data.size(), layout.rank_bytes(1));
  double first = 0;
  std::memcpy(&first, data.values(2, 6), sizeof first);  // Temperature of the rank's third zone
  EXPECT_EQ(first, expected_double(layout.pieces[1][2].zone, 6, 0));
  EXPECT_NO_THROW(data.verify("f.cgns"));
}

TEST(RankData, VerificationNamesTheFileArrayAndElementOfAWrongValue) {
  const auto layout = make_layout("d", 1.0, 2, 2, 8, 3, 2);
  RankData data(layout, 1, true);
  const std::int32_t wrong = -1;
  std::memcpy(data.values(0, 7) + 5 * sizeof(std::int32_t), &wrong, sizeof wrong);
  try {
    data.verify("out/bench.cgns");
    FAIL() << "no error";
  } catch (const InputError& e) {
    const std::string message = e.what();
    EXPECT_NE(message.find("out/bench.cgns"), std::string::npos) << message;
    EXPECT_NE(message.find("/Base/Zone_0/Cells/ElementConnectivity"), std::string::npos) << message;
    EXPECT_NE(message.find("element " + std::to_string(layout.zone_length / 2 + 5)), std::string::npos) << message;
  }
}

TEST(RankData, ValuesDifferBetweenArraysAndZones) {
  EXPECT_NE(expected_double(0, 1, 7), expected_double(0, 2, 7));
  EXPECT_NE(expected_double(0, 1, 7), expected_double(1, 1, 7));
  EXPECT_EQ(expected_vertex(16, 17), 2);  // vertex ids stay within the zone
}

}  // namespace
}  // namespace pcgns::bench_app
