#include "pcgns/sids/family.hpp"

namespace pcgns::sids {

FamilyView::FamilyView(NodeRef ref) : ref_(labelled(std::move(ref), "Family_t")) {
  for (const auto& bc : ref_.children_with_label("FamilyBC_t")) family_bc_ = read_bc_type(bc);
  for (const auto& parent : ref_.children_with_label("FamilyName_t")) parents_.push_back(text(parent));
}

std::vector<FamilyView> families(const BaseView& base) {
  std::vector<FamilyView> out;
  for (const auto& ref : base.ref().children_with_label("Family_t")) out.emplace_back(ref);
  return out;
}

Node& add_family(Node& base, std::string name, std::optional<BCType> family_bc) {
  Node family(std::move(name), "Family_t");
  if (family_bc) family.add(make_string_node("FamilyBC", "FamilyBC_t", enum_name(*family_bc)));
  return base.add(std::move(family));
}

}  // namespace pcgns::sids
