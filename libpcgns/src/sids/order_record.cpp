#include "sids/order_record.hpp"

#include "pcgns/sids/data_array.hpp"
#include "pcgns/sids/user_defined_data.hpp"
#include "sids/fixed_strings.hpp"

namespace pcgns::sids {
namespace {

constexpr const char* kZone = "Zone";
constexpr const char* kChildren = "Children";
constexpr const char* kContainers[] = {"ZoneBC", "ZoneGridConnectivity"};

Node names_of_children(const char* name, const Node& holder) {
  std::vector<std::string_view> names;
  for (const Node& child : holder.children) names.push_back(child.name);
  return make_fixed_names_node(name, "DataArray_t", names);
}

}  // namespace

Node make_order_record(const Node& original, std::int64_t zone) {
  Node record(kOrderRecord, "UserDefinedData_t");
  record.add(make_data_node(kZone, "DataArray_t", std::vector<std::int64_t>{zone}));
  record.add(names_of_children(kChildren, original));
  for (const char* container : kContainers)
    if (const Node* holder = original.child(container); holder && !holder->children.empty())
      record.add(names_of_children(container, *holder));
  return record;
}

std::optional<OrderRecord> read_order_record(const Node& partition_zone) {
  const Node* record = partition_zone.child(kOrderRecord);
  if (!record) return std::nullopt;
  const Node* zone = record->child(kZone);
  if (!zone || zone->count() != 1 || !zone->has_data()) return std::nullopt;
  OrderRecord order{zone->as_int64().front(), {}};
  for (const Node& list : record->children) {
    if (list.name == kZone || list.type != DataType::C1 || !list.has_data()) continue;
    order.children[list.name == kChildren ? std::string() : list.name] =
        split_fixed_names(NodeRef{&list, std::string(kOrderRecord) + "/" + list.name});
  }
  return order;
}

}  // namespace pcgns::sids
