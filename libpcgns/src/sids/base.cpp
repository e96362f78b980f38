#include "pcgns/sids/base.hpp"

namespace pcgns::sids {

BaseView::BaseView(NodeRef ref) : ref_(std::move(ref)) {
  expect_label(ref_, "CGNSBase_t");
  expect_dims(ref_, {2}, "CGNSBase_t data");
  const auto dims = integers(ref_);
  cell_dim_ = static_cast<int>(dims[0]);
  phys_dim_ = static_cast<int>(dims[1]);
  if (cell_dim_ < 1 || cell_dim_ > 3 || phys_dim_ < cell_dim_ || phys_dim_ > 3)
    ref_.fail("invalid dimensions: CellDimension " + std::to_string(dims[0]) + ", PhysicalDimension " +
              std::to_string(dims[1]));
}

std::vector<BaseView> bases(const Node& root) {
  std::vector<BaseView> out;
  for (const auto& ref : NodeRef::root(root).children_with_label("CGNSBase_t")) out.emplace_back(ref);
  return out;
}

Node& add_base(Node& root, std::string name, int cell_dim, int phys_dim) {
  if (cell_dim < 1 || cell_dim > 3 || phys_dim < cell_dim || phys_dim > 3)
    throw UsageError("base '" + name + "': invalid dimensions " + std::to_string(cell_dim) + ", " +
                     std::to_string(phys_dim));
  return root.add(make_data_node(std::move(name), "CGNSBase_t", std::vector<std::int32_t>{cell_dim, phys_dim}));
}

}  // namespace pcgns::sids
