#include "pcgns/sids/data_class.hpp"

namespace pcgns::sids {

std::optional<DataClass> read_data_class(const NodeRef& holder) {
  const auto node = holder.child("DataClass");
  if (!node) return std::nullopt;
  const std::string name = text(*node);
  const auto data_class = parse_enum<DataClass>(name);
  if (!data_class) node->fail("unknown DataClass '" + name + "'");
  return data_class;
}

Node& add_data_class(Node& holder, DataClass data_class) {
  return holder.add(make_string_node("DataClass", "DataClass_t", enum_name(data_class)));
}

}  // namespace pcgns::sids
