#include "pcgns/sids/data_array.hpp"

namespace pcgns::sids {

std::vector<double> DataArrayView::as_double() const {
  if (!is_real(type()) && !is_integer(type()))
    ref.fail("holds " + std::string(to_string(type())) + " data, numbers expected");
  if (!loaded() && size() > 0) ref.fail("data is not in memory");
  if (type() == DataType::U4 || type() == DataType::U8) {
    std::vector<double> out;
    for (auto v : ref->as_int64()) out.push_back(static_cast<double>(v));
    return out;
  }
  return ref->as_double();
}

std::vector<DataArrayView> data_arrays(const NodeRef& holder) {
  std::vector<DataArrayView> out;
  for (auto& ref : holder.children_with_label("DataArray_t")) out.push_back({std::move(ref)});
  return out;
}

Node& add_data_array(Node& parent, std::string name, DataType type, Dims dims) {
  return parent.add(make_deferred_node(std::move(name), "DataArray_t", type, std::move(dims)));
}

}  // namespace pcgns::sids
