// MIXED sections as pcgns-split reads them: each element's type and the widest element
// from the entries (a type code, then its vertices), an unknown code or an element past
// the entries refused naming the element; the entries of elements written back; and a
// zone's layout finished once its MIXED sections' dimensions are known.
#include <gtest/gtest.h>

#include "pcgns/error.hpp"
#include "pcgns/sids/elements.hpp"
#include "pcgns/sids/zone.hpp"
#include "split/unstructured/mixed_sections.hpp"

namespace pcgns::split {
namespace {

using sids::ElementType;

const CgnsVersion kVersion{4400};

std::string refusal(std::span<const std::int64_t> entries, std::int64_t count) {
  try {
    mixed_records(entries, count, 11, kVersion, "f.cgns /Base/Zone section 'Mix'");
  } catch (const InputError& e) {
    return e.what();
  }
  return "no InputError";
}

TEST(MixedSections, EachElementsTypeAndTheWidestElementComeFromTheEntries) {
  const std::vector<std::int64_t> entries{10, 1, 2, 3, 4, 12, 1,  2, 3, 4, 5, 17, 1, 2,
                                          3,  4, 5, 6, 7, 8,  14, 1, 2, 3, 4, 5,  6};
  const MixedRecords records = mixed_records(entries, 4, 1, kVersion, "here");
  const std::vector<std::uint8_t> types{10, 12, 17, 14};
  EXPECT_EQ(records.types, types);
  EXPECT_EQ(records.width, 8U);
  EXPECT_EQ(mixed_entries(records.types), static_cast<std::int64_t>(entries.size()));
  EXPECT_EQ(mixed_nodes(12), 5U);
}

TEST(MixedSections, UnknownTypeCodeIsRefusedNamingTheElement) {
  const std::vector<std::int64_t> entries{10, 1, 2, 3, 4, 99, 1, 2, 3};
  EXPECT_NE(refusal(entries, 2).find("f.cgns /Base/Zone section 'Mix' element 12 has type code 99"), std::string::npos)
      << refusal(entries, 2);
  const std::vector<std::int64_t> mixed_in_mixed{20, 1, 2};
  EXPECT_NE(refusal(mixed_in_mixed, 1).find("element 11 has type code 20"), std::string::npos);
}

TEST(MixedSections, ElementPastTheEntriesIsRefusedNamingIt) {
  const std::vector<std::int64_t> entries{10, 1, 2, 3, 4, 17, 1, 2, 3};
  EXPECT_NE(refusal(entries, 2).find("element 12 (HEXA_8) runs past the end of ElementConnectivity"), std::string::npos)
      << refusal(entries, 2);
  EXPECT_NE(refusal(entries, 3).find("element 12"), std::string::npos);
  const std::vector<std::int64_t> left_over{10, 1, 2, 3, 4, 7};
  EXPECT_NE(refusal(left_over, 1).find("1 values after its last element"), std::string::npos) << refusal(left_over, 1);
}

TEST(MixedSections, TheLayoutIsFinishedOnceTheMixedDimensionIsKnown) {
  Node base("Base", "CGNSBase_t");
  Node& zone = sids::add_zone(base, "Zone", sids::ZoneType::Unstructured, sids::ZoneSizes::unstructured(20, 3));
  sids::add_poly_section(zone, "Cells", ElementType::MIXED, 1, 3, 20, kVersion);
  sids::add_section(zone, "Wall", ElementType::QUAD_4, 4, 5);
  ElementLayout layout = element_layout(zone, "f.cgns /Base/Zone");
  ASSERT_EQ(layout.sections.size(), 2U);
  EXPECT_TRUE(layout.sections[0].mixed());
  EXPECT_EQ(layout.sections[0].dimension(), -1);
  EXPECT_FALSE(layout.sections[0].cells);
  layout.sections[0].mixed_dimension = 3;
  finish_layout(layout, "f.cgns /Base/Zone");
  EXPECT_TRUE(layout.sections[0].cells);
  EXPECT_FALSE(layout.sections[1].cells);
  EXPECT_EQ(layout.cells, 3);
}

}  // namespace
}  // namespace pcgns::split
