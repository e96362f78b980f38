#include "sids/order_record.hpp"

#include "pcgns/sids/data_array.hpp"
#include "pcgns/sids/user_defined_data.hpp"
#include "sids/fixed_strings.hpp"

namespace pcgns::sids {
namespace {

constexpr const char* kZone = "Zone";
constexpr const char* kChildren = "Children";
constexpr const char* kContainers[] = {"ZoneBC", "ZoneGridConnectivity"};
constexpr const char* kSectionNames = "SectionNames";
constexpr const char* kSectionRanges = "SectionRanges";
constexpr std::int64_t kSectionValues = 3;  // start, end, ElementSizeBoundary

Node names_of_children(const char* name, const Node& holder) {
  std::vector<std::string_view> names;
  for (const Node& child : holder.children) names.push_back(child.name);
  return make_fixed_names_node(name, "DataArray_t", names);
}

// The original sections' names and [start, end, ElementSizeBoundary] triples.
void add_sections(Node& record, const Node& original) {
  std::vector<std::string_view> names;
  std::vector<std::int64_t> values;
  for (const Node& child : original.children) {
    const Node* range = child.label == "Elements_t" ? child.child("ElementRange") : nullptr;
    if (!range || !range->has_data() || range->count() != 2 || !child.has_data() || child.count() != 2) continue;
    names.push_back(child.name);
    const auto bounds = range->as_int64();
    values.insert(values.end(), {bounds[0], bounds[1], child.as_int64()[1]});
  }
  if (names.empty()) return;
  record.add(make_fixed_names_node(kSectionNames, "DataArray_t", names));
  record.add(make_data_node(kSectionRanges, "DataArray_t", values,
                            {kSectionValues, static_cast<std::int64_t>(names.size())}));
}

// The recorded sections; none when the two lists do not match.
std::map<std::string, SectionRecord> read_sections(const Node& record) {
  const Node* names = record.child(kSectionNames);
  const Node* ranges = record.child(kSectionRanges);
  if (!names || !ranges || !names->has_data() || !ranges->has_data()) return {};
  const auto listed = split_fixed_names(NodeRef{names, std::string(kOrderRecord) + "/" + kSectionNames});
  const auto values = ranges->as_int64();
  if (values.size() != listed.size() * kSectionValues) return {};
  std::map<std::string, SectionRecord> sections;
  for (std::size_t s = 0; s < listed.size(); ++s)
    sections[listed[s]] = {values[3 * s], values[3 * s + 1], values[3 * s + 2]};
  return sections;
}

}  // namespace

Node make_order_record(const Node& original, std::int64_t zone) {
  Node record(kOrderRecord, "UserDefinedData_t");
  record.add(make_data_node(kZone, "DataArray_t", std::vector<std::int64_t>{zone}));
  record.add(names_of_children(kChildren, original));
  for (const char* container : kContainers)
    if (const Node* holder = original.child(container); holder && !holder->children.empty())
      record.add(names_of_children(container, *holder));
  add_sections(record, original);
  return record;
}

std::optional<OrderRecord> read_order_record(const Node& partition_zone) {
  const Node* record = partition_zone.child(kOrderRecord);
  if (!record) return std::nullopt;
  const Node* zone = record->child(kZone);
  if (!zone || zone->count() != 1 || !zone->has_data()) return std::nullopt;
  OrderRecord order{zone->as_int64().front(), {}, {}};
  for (const Node& list : record->children) {
    if (list.name == kZone || list.name == kSectionNames || list.type != DataType::C1 || !list.has_data()) continue;
    order.children[list.name == kChildren ? std::string() : list.name] =
        split_fixed_names(NodeRef{&list, std::string(kOrderRecord) + "/" + list.name});
  }
  order.sections = read_sections(*record);
  return order;
}

}  // namespace pcgns::sids
