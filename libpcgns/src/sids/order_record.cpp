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
constexpr const char* kRangesSuffix = "Ranges";
constexpr const char* kPerPointData = "PerPointData";

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
  record.add(
      make_data_node(kSectionRanges, "DataArray_t", values, {kSectionValues, static_cast<std::int64_t>(names.size())}));
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

std::vector<std::int64_t> point_range_of(const Node& child) {
  const Node* range = child.child("PointRange");
  return range && range->has_data() ? range->as_int64() : std::vector<std::int64_t>{};
}

// The PointRange of each child of `holder`, zeros for a child without one; nothing when
// no child has one or two ranges differ in length.
void add_ranges(Node& record, const char* container, const Node& holder) {
  std::size_t width = 0;
  for (const Node& child : holder.children)
    if (const auto range = point_range_of(child); !range.empty()) {
      if (width && range.size() != width) return;
      width = range.size();
    }
  if (!width) return;
  std::vector<std::int64_t> values;
  for (const Node& child : holder.children) {
    auto range = point_range_of(child);
    if (range.empty()) range.assign(width, 0);
    values.insert(values.end(), range.begin(), range.end());
  }
  record.add(make_data_node(std::string(container) + kRangesSuffix, "DataArray_t", values,
                            {static_cast<std::int64_t>(width), static_cast<std::int64_t>(holder.children.size())}));
}

// Paths of the BCData_t arrays of the zone's BCs that hold more than one value.
void add_per_point_data(Node& record, const Node& original) {
  const Node* zone_bc = original.child("ZoneBC");
  if (!zone_bc) return;
  std::string paths;
  bool any_array = false;
  for (const Node& bc : zone_bc->children)
    for (const Node* set : bc.children_with_label("BCDataSet_t"))
      for (const Node* data : set->children_with_label("BCData_t"))
        for (const Node* array : data->children_with_label("DataArray_t")) {
          any_array = true;
          if (array->count() > 1)
            paths += "ZoneBC/" + bc.name + "/" + set->name + "/" + data->name + "/" + array->name + "\n";
        }
  // An empty line when no array has values per point: an empty C1 array is not stored.
  if (any_array) record.add(make_string_node(kPerPointData, "DataArray_t", paths.empty() ? "\n" : paths));
}

std::optional<std::set<std::string>> read_per_point_data(const Node& record) {
  const Node* list = record.child(kPerPointData);
  if (!list || list->type != DataType::C1) return std::nullopt;
  std::set<std::string> paths;
  const std::string text = list->has_data() ? list->as_string() : std::string();
  std::size_t begin = 0;
  for (std::size_t end; (end = text.find('\n', begin)) != std::string::npos; begin = end + 1)
    paths.insert(text.substr(begin, end - begin));
  return paths;
}

std::optional<std::map<std::string, std::vector<std::int64_t>>> read_ranges(const Node& record,
                                                                            const OrderRecord& order) {
  std::optional<std::map<std::string, std::vector<std::int64_t>>> ranges;
  for (const char* container : kContainers) {
    const Node* values = record.child(std::string(container) + kRangesSuffix);
    const auto names = order.children.find(container);
    if (!values || !values->has_data() || values->dims.size() != 2 || names == order.children.end()) continue;
    const auto width = static_cast<std::size_t>(values->dims[0]);
    const auto all = values->as_int64();
    if (all.size() != width * names->second.size()) continue;
    if (!ranges) ranges.emplace();
    for (std::size_t c = 0; c < names->second.size(); ++c) {
      std::vector<std::int64_t> range(all.begin() + static_cast<std::ptrdiff_t>(c * width),
                                      all.begin() + static_cast<std::ptrdiff_t>((c + 1) * width));
      if (range.front() != 0) (*ranges)[std::string(container) + "/" + names->second[c]] = std::move(range);
    }
  }
  return ranges;
}

}  // namespace

Node make_order_record(const Node& original, std::int64_t zone) {
  Node record(kOrderRecord, "UserDefinedData_t");
  record.add(make_data_node(kZone, "DataArray_t", std::vector<std::int64_t>{zone}));
  record.add(names_of_children(kChildren, original));
  for (const char* container : kContainers)
    if (const Node* holder = original.child(container); holder && !holder->children.empty()) {
      record.add(names_of_children(container, *holder));
      add_ranges(record, container, *holder);
    }
  add_sections(record, original);
  add_per_point_data(record, original);
  return record;
}

std::optional<OrderRecord> read_order_record(const Node& partition_zone) {
  const Node* record = partition_zone.child(kOrderRecord);
  if (!record) return std::nullopt;
  const Node* zone = record->child(kZone);
  if (!zone || zone->count() != 1 || !zone->has_data()) return std::nullopt;
  OrderRecord order;
  order.zone = zone->as_int64().front();
  for (const Node& list : record->children) {
    if (list.name == kZone || list.name == kSectionNames || list.name == kPerPointData || list.type != DataType::C1 ||
        !list.has_data())
      continue;
    order.children[list.name == kChildren ? std::string() : list.name] =
        split_fixed_names(NodeRef{&list, std::string(kOrderRecord) + "/" + list.name});
  }
  order.sections = read_sections(*record);
  order.ranges = read_ranges(*record, order);
  order.per_point_data = read_per_point_data(*record);
  return order;
}

}  // namespace pcgns::sids
