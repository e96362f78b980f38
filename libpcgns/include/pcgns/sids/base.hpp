#pragma once
// CGNSBase_t: I4 [2] data (CellDimension, PhysicalDimension).
#include <string>
#include <vector>

#include "pcgns/sids/node_ref.hpp"

namespace pcgns::sids {

class BaseView {
 public:
  // Validates the label and the dimensions (1 <= cell <= phys <= 3).
  explicit BaseView(NodeRef ref);

  const NodeRef& ref() const { return ref_; }
  const std::string& name() const { return ref_->name; }
  int cell_dim() const { return cell_dim_; }
  int phys_dim() const { return phys_dim_; }

 private:
  NodeRef ref_;
  int cell_dim_ = 0;
  int phys_dim_ = 0;
};

// Every CGNSBase_t child of the root, in tree order.
std::vector<BaseView> bases(const Node& root);

// Adds a CGNSBase_t node to `root` (as cg_base_write); UsageError on bad dimensions.
Node& add_base(Node& root, std::string name, int cell_dim, int phys_dim);

}  // namespace pcgns::sids
