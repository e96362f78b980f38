#include <gtest/gtest.h>

#include "pcgns/cgns_version.hpp"
#include "pcgns/error.hpp"

namespace pcgns {
namespace {

TEST(CgnsVersion, ParseAndFormat) {
  EXPECT_EQ(CgnsVersion::parse("3.4").code, 3400);
  EXPECT_EQ(CgnsVersion::parse("4.4").code, 4400);
  EXPECT_EQ(CgnsVersion::parse("3.42").code, 3420);
  EXPECT_EQ(CgnsVersion{3400}.to_string(), "3.4");
  EXPECT_EQ(CgnsVersion{3420}.to_string(), "3.42");
  EXPECT_EQ(CgnsVersion{4000}.to_string(), "4.0");
  for (const char* bad : {"", "4", "4.", "x.4", "4.400", "04.4", "4.4.1"})
    EXPECT_THROW(CgnsVersion::parse(bad), UsageError) << bad;
}

TEST(CgnsVersion, WritableRangeIsThreeTwoToFourFour) {
  EXPECT_EQ(CgnsVersion::parse_writable("3.2").code, 3200);
  EXPECT_EQ(CgnsVersion::parse_writable("3.42").code, 3420);
  EXPECT_EQ(CgnsVersion::parse_writable("4.4").code, 4400);
  for (const char* bad : {"2.0", "3.0", "3.19", "4.41", "4.5", "9.9", "4"}) {
    EXPECT_THROW(CgnsVersion::parse_writable(bad), UsageError) << bad;
  }
  try {
    CgnsVersion::parse_writable("9.9");
    FAIL() << "9.9 accepted";
  } catch (const UsageError& e) {
    EXPECT_STREQ(e.what(), "CGNS version 9.9 cannot be written: pcgns writes versions 3.2 to 4.4");
  }
}

TEST(CgnsVersion, FloatStampsRoundToThousandths) {
  EXPECT_EQ(CgnsVersion::from_float(3.4000001f).code, 3400);
  EXPECT_EQ(CgnsVersion::from_float(3.42f).code, 3420);
  EXPECT_EQ(CgnsVersion::from_float(4.4f).code, 4400);
  EXPECT_EQ(CgnsVersion::from_float(3.0f).code, 3000);
  EXPECT_FLOAT_EQ(CgnsVersion{3400}.as_float(), 3.4f);
  EXPECT_EQ(CgnsVersion::from_float(CgnsVersion{3420}.as_float()).code, 3420);
}

TEST(CgnsVersion, OrderingAndPolyLayoutBoundary) {
  EXPECT_LT(CgnsVersion{3400}, CgnsVersion{3420});
  EXPECT_LT(CgnsVersion{3420}, CgnsVersion{4000});
  EXPECT_EQ(CgnsVersion{4400}.major(), 4);
  EXPECT_FALSE(CgnsVersion{3420}.has_element_start_offset());
  EXPECT_TRUE(CgnsVersion{4000}.has_element_start_offset());
  // The official 3.4.0 library's layout under its stamp, which official readers expect there.
  EXPECT_TRUE(CgnsVersion{3400}.has_element_start_offset());
  EXPECT_FALSE(CgnsVersion{3300}.has_element_start_offset());
  EXPECT_TRUE(CgnsVersion{3400}.either_poly_layout());
  EXPECT_FALSE(CgnsVersion{3420}.either_poly_layout());
  EXPECT_FALSE(CgnsVersion{4400}.either_poly_layout());
  EXPECT_EQ(CgnsVersion{}.code, kDefaultCgnsVersion);
}

}  // namespace
}  // namespace pcgns
