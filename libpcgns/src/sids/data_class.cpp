#include "pcgns/sids/data_class.hpp"

#include "pcgns/sids/carried_enum.hpp"

namespace pcgns::sids {

std::optional<DataClass> read_data_class(const NodeRef& holder) {
  const auto node = holder.child("DataClass");
  if (!node) return std::nullopt;
  return read_carried_enum<DataClass>(*node, "DataClass", text(*node));
}

Node& add_data_class(Node& holder, DataClass data_class) {
  return holder.add(make_string_node("DataClass", "DataClass_t", enum_name(data_class)));
}

}  // namespace pcgns::sids
