// The merged sections' order: chains of each part's sections, Maia's Sections numbering
// within a dimension, and the smallest local start where nothing else decides.
#include <gtest/gtest.h>

#include "merge/section_order.hpp"

namespace pcgns::merge {
namespace {

using sids::ElementType;

struct Held {
  const char* name;
  std::int64_t start;
};

Node part_zone(const std::vector<Held>& sections) {
  Node zone("Zone.P0.N0", "Zone_t");
  for (const auto& held : sections) {
    Node section = make_data_node<std::int32_t>(held.name, "Elements_t", {17, 0});
    section.add(make_data_node<std::int64_t>("ElementRange", "IndexRange_t", {held.start, held.start}));
    zone.add(section);
  }
  return zone;
}

SectionPlan plan(const char* name, ElementType type) {
  SectionPlan section;
  section.name = name;
  section.type = type;
  return section;
}

std::vector<std::string> names(const std::vector<SectionPlan>& sections, const std::vector<std::size_t>& order) {
  std::vector<std::string> result;
  for (const auto s : order) result.push_back(sections[s].name);
  return result;
}

class SectionOrder : public ::testing::Test {
 protected:
  // Cells, then the inflow and outflow faces, then the side walls, as in the official
  // library's sample files; no part holds both the inflow and the outflow.
  void SetUp() override {
    zones_ = {part_zone({{"Elem", 1}, {"Inflow", 375}, {"Side", 423}}),
              part_zone({{"Elem", 1}, {"Outflow", 357}, {"Side", 425}}), part_zone({{"Elem", 1}, {"Side", 359}})};
    for (const Node& zone : zones_) parts_.push_back({0, &zone, "/Base/" + zone.name, 0, 0});
    sections_ = {plan("Side", ElementType::QUAD_4), plan("Outflow", ElementType::QUAD_4),
                 plan("Elem", ElementType::HEXA_8), plan("Inflow", ElementType::QUAD_4)};
  }
  std::vector<Node> zones_;
  std::vector<PartRef> parts_;
  std::vector<SectionPlan> sections_;
};

TEST_F(SectionOrder, PartsChainTheirSectionsAndTheSmallestStartBreaksTies) {
  // Nothing says whether inflow or outflow comes first: the smaller local start (357).
  EXPECT_EQ(names(sections_, section_order(parts_, sections_, {})),
            (std::vector<std::string>{"Elem", "Outflow", "Inflow", "Side"}));
}

TEST_F(SectionOrder, SectionsNumberingOrdersOneDimension) {
  const std::vector<std::optional<std::int64_t>> offsets = {256, 128, 0, 0};  // Side, Outflow, Elem, Inflow
  EXPECT_EQ(names(sections_, section_order(parts_, sections_, offsets)),
            (std::vector<std::string>{"Elem", "Inflow", "Outflow", "Side"}));
}

TEST_F(SectionOrder, PartsThatDisagreeStillGiveEverySectionOnce) {
  zones_.push_back(part_zone({{"Side", 1}, {"Elem", 9}}));  // against the others' chains
  parts_.push_back({0, &zones_.back(), "/Base/x", 0, 0});
  for (auto& part : parts_) part.zone = &zones_[static_cast<std::size_t>(&part - parts_.data())];
  auto order = section_order(parts_, sections_, {});
  std::sort(order.begin(), order.end());
  EXPECT_EQ(order, (std::vector<std::size_t>{0, 1, 2, 3}));
}

}  // namespace
}  // namespace pcgns::merge
