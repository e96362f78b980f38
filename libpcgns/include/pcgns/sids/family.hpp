#pragma once
// Family_t (MT) under a base: optional FamilyBC_t child "FamilyBC" holding a BCType as
// C1 data, and FamilyName_t children naming parent families (CGNS 4.x).
#include <optional>
#include <string>
#include <vector>

#include "pcgns/sids/base.hpp"
#include "pcgns/sids/bc_type.hpp"

namespace pcgns::sids {

class FamilyView {
 public:
  explicit FamilyView(NodeRef ref);

  const NodeRef& ref() const { return ref_; }
  const std::string& name() const { return ref_->name; }
  const std::optional<BCType>& family_bc() const { return family_bc_; }
  const std::vector<std::string>& parent_families() const { return parents_; }

 private:
  NodeRef ref_;
  std::optional<BCType> family_bc_;
  std::vector<std::string> parents_;
};

std::vector<FamilyView> families(const BaseView& base);

// Adds a Family_t (as cg_family_write) and, when given, its FamilyBC (cg_fambc_write).
Node& add_family(Node& base, std::string name, std::optional<BCType> family_bc = {});

}  // namespace pcgns::sids
