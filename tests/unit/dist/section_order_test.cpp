// The merged sections' order: pcgns-split's order record where the parts carry it, else
// chains of each part's sections and Maia's Sections numbering within a dimension; a
// refusal naming the sections where nothing decides or the parts disagree.
#include <gtest/gtest.h>

#include "dist/section_order.hpp"
#include "pcgns/error.hpp"

namespace pcgns::dist {
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
  result.reserve(order.size());
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

// The message of the InputError `order` throws.
template <class Order>
std::string refusal(Order order) {
  try {
    order();
  } catch (const InputError& e) {
    return e.what();
  }
  return "(no refusal)";
}

TEST_F(SectionOrder, NothingOrdersInflowAndOutflowSoTheMergeRefusesNamingThem) {
  // The smaller local start (357) would put the outflow first: a guess, and a wrong one.
  const auto message = refusal([&] { section_order(parts_, sections_, {}, {}, "zone 'Zone' (parts f.cgns)"); });
  EXPECT_NE(message.find("zone 'Zone' (parts f.cgns)"), std::string::npos) << message;
  EXPECT_NE(message.find("'Outflow', 'Inflow'"), std::string::npos) << message;
}

TEST_F(SectionOrder, SectionsNumberingOrdersOneDimension) {
  const std::vector<std::optional<std::int64_t>> offsets = {256, 128, 0, 0};  // Side, Outflow, Elem, Inflow
  EXPECT_EQ(names(sections_, section_order(parts_, sections_, offsets, {}, "zone")),
            (std::vector<std::string>{"Elem", "Inflow", "Outflow", "Side"}));
}

TEST_F(SectionOrder, TheOrderRecordGivesEachSectionsOriginalPlace) {
  const std::map<std::string, sids::SectionRecord> recorded = {
      {"Elem", {1, 300, 0}}, {"Side", {301, 380, 0}}, {"Inflow", {381, 420, 40}}, {"Outflow", {421, 460, 0}}};
  EXPECT_EQ(names(sections_, section_order(parts_, sections_, {}, recorded, "zone")),
            (std::vector<std::string>{"Elem", "Side", "Inflow", "Outflow"}));
}

TEST_F(SectionOrder, PartsThatDisagreeAreRefusedNamingTheSections) {
  zones_.push_back(part_zone({{"Side", 1}, {"Elem", 9}}));  // against the others' chains
  parts_.push_back({0, &zones_.back(), "/Base/x", 0, 0});
  for (auto& part : parts_) part.zone = &zones_[static_cast<std::size_t>(&part - parts_.data())];
  const std::vector<std::optional<std::int64_t>> offsets = {256, 128, 0, 0};
  const auto message = refusal([&] { section_order(parts_, sections_, offsets, {}, "zone 'Zone'"); });
  EXPECT_NE(message.find("contradicting"), std::string::npos) << message;
  EXPECT_NE(message.find("'Elem'"), std::string::npos) << message;
  EXPECT_NE(message.find("'Side'"), std::string::npos) << message;
}

}  // namespace
}  // namespace pcgns::dist
