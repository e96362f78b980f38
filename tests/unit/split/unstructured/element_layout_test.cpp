// The element layout pcgns-split cuts by: cell sections (the highest dimension) and
// boundary sections, down to 1-D zones (bars and nodes); cells the dual graph has no
// faces for are refused naming the section.
#include <gtest/gtest.h>

#include "pcgns/error.hpp"
#include "pcgns/sids/elements.hpp"
#include "pcgns/sids/zone.hpp"
#include "split/unstructured/element_layout.hpp"

namespace pcgns::split {
namespace {

using sids::ElementType;

Node zone_with(ElementType cells, std::int64_t count, ElementType ends) {
  Node base("Base", "CGNSBase_t");
  Node& zone =
      sids::add_zone(base, "Wire", sids::ZoneType::Unstructured, sids::ZoneSizes::unstructured(count + 1, count));
  sids::add_section(zone, "Bars", cells, 1, count);
  sids::add_section(zone, "Ends", ends, count + 1, count + 2);
  return zone;
}

TEST(ElementLayout, CellsAndBoundaryByDimension) {
  const auto layout = element_layout(zone_with(ElementType::QUAD_4, 4, ElementType::BAR_2), "f.cgns:/Base/Wire");
  ASSERT_EQ(layout.sections.size(), 2U);
  EXPECT_TRUE(layout.sections[0].cells);
  EXPECT_FALSE(layout.sections[1].cells);
  EXPECT_EQ(layout.cells, 4);
}

// A 1-D zone: bars are its cells, the NODE elements at their ends its boundary.
TEST(ElementLayout, BarsAreTheCellsOfAWireAndNodesItsBoundary) {
  const auto layout = element_layout(zone_with(ElementType::BAR_3, 4, ElementType::NODE), "f.cgns:/Base/Wire");
  ASSERT_EQ(layout.sections.size(), 2U);
  EXPECT_TRUE(layout.sections[0].cells);
  EXPECT_EQ(layout.sections[0].nodes, 3);
  EXPECT_FALSE(layout.sections[1].cells);
  EXPECT_EQ(layout.cells, 4);
}

TEST(ElementLayout, CellsWithoutFacesAreRefusedNamingTheFileZoneAndSection) {
  const Node zone = zone_with(ElementType::NODE, 4, ElementType::NODE);  // points only
  try {
    element_layout(zone, "f.cgns:/Base/Wire");
    ADD_FAILURE() << "no InputError";
  } catch (const InputError& e) {
    const std::string message = e.what();
    EXPECT_NE(message.find("f.cgns:/Base/Wire: section 'Bars': element type NODE (2) is not a cell type"),
              std::string::npos)
        << message;
  }
}

}  // namespace
}  // namespace pcgns::split
