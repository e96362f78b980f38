#include "pcgns/sids/user_defined_data.hpp"

namespace pcgns::sids {

UserDefinedDataView::UserDefinedDataView(NodeRef ref, int index_dim)
    : ref_(labelled(std::move(ref), "UserDefinedData_t")),
      index_dim_(index_dim),
      location_(read_grid_location(ref_)),
      point_set_(read_point_set(ref_, index_dim)),
      arrays_(data_arrays(ref_)) {}

std::vector<UserDefinedDataView> UserDefinedDataView::children() const { return user_data(ref_, index_dim_); }

std::vector<UserDefinedDataView> user_data(const NodeRef& holder, int index_dim) {
  std::vector<UserDefinedDataView> out;
  for (const auto& ref : holder.children_with_label("UserDefinedData_t")) out.emplace_back(ref, index_dim);
  return out;
}

Node& add_user_data(Node& holder, std::string name) { return holder.add(Node(std::move(name), "UserDefinedData_t")); }

}  // namespace pcgns::sids
