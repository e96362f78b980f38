// Builders for Elements_t, laid out as cg_section_general_write does: the Elements_t
// node (I4 [type, nbnd]), ElementRange, ElementStartOffset (poly, CGNS >= 4.0 or 3.4), then
// ElementConnectivity.
#include <algorithm>

#include "pcgns/poly_layout.hpp"
#include "pcgns/sids/elements.hpp"
#include "pcgns/sids/index_data.hpp"

namespace pcgns::sids {
namespace {

std::int64_t check_range(const std::string& name, std::int64_t start, std::int64_t end, std::int64_t boundary_count) {
  if (start < 1 || end < start)
    throw UsageError("section '" + name + "': invalid element range " + std::to_string(start) + ".." +
                     std::to_string(end));
  const std::int64_t count = end - start + 1;
  if (boundary_count < 0 || boundary_count > count)
    throw UsageError("section '" + name + "': invalid boundary element count " + std::to_string(boundary_count));
  return count;
}

Node make_section(std::string name, ElementType type, std::int64_t start, std::int64_t end, std::int64_t boundary_count,
                  DataType index_type) {
  Node section(std::move(name), "Elements_t", DataType::I4, {2});
  section.data = encode_integers({static_cast<std::int64_t>(type), boundary_count}, DataType::I4);
  Node range("ElementRange", "IndexRange_t", index_type, {2});
  range.data = encode_integers({start, end}, index_type);
  section.add(std::move(range));
  return section;
}

Node make_index_array(std::string name, const std::vector<std::int64_t>& values, DataType type) {
  Node node(std::move(name), "DataArray_t", type, {static_cast<std::int64_t>(values.size())});
  node.data = encode_integers(values, type);
  return node;
}

std::int64_t largest(const std::vector<std::int64_t>& values) {
  return values.empty() ? 0 : *std::max_element(values.begin(), values.end());
}

void check_offsets(const std::string& name, std::int64_t count, const std::vector<std::int64_t>& offsets,
                   std::int64_t size) {
  bool ok = static_cast<std::int64_t>(offsets.size()) == count + 1 && offsets.front() == 0 && offsets.back() == size;
  for (std::size_t i = 0; ok && i + 1 < offsets.size(); ++i) ok = offsets[i + 1] > offsets[i];
  if (!ok)
    throw UsageError("section '" + name + "': start offsets must be " + std::to_string(count + 1) +
                     " increasing values from 0 to the connectivity size " + std::to_string(size));
}

}  // namespace

Node& add_section(Node& zone, std::string name, ElementType type, std::int64_t start, std::int64_t end,
                  std::int64_t boundary_count, std::optional<DataType> index_type) {
  if (!is_fixed_size(type))
    throw UsageError("section '" + name + "': " + std::string(enum_name(type)) + " is not a fixed-size element type");
  const std::int64_t count = check_range(name, start, end, boundary_count);
  const DataType itype = index_type.value_or(index_type_for(std::max(end, view_built_zone(zone).vertex_count())));
  Node section = make_section(std::move(name), type, start, end, boundary_count, itype);
  section.add(make_deferred_node("ElementConnectivity", "DataArray_t", itype, {count * nodes_per_element(type)}));
  return zone.add(std::move(section));
}

Node& add_section(Node& zone, std::string name, ElementType type, std::int64_t start, std::int64_t end,
                  std::int64_t boundary_count, const std::vector<std::int64_t>& connectivity) {
  if (!is_fixed_size(type))
    throw UsageError("section '" + name + "': " + std::string(enum_name(type)) + " is not a fixed-size element type");
  const std::int64_t count = check_range(name, start, end, boundary_count);
  if (static_cast<std::int64_t>(connectivity.size()) != count * nodes_per_element(type))
    throw UsageError("section '" + name + "': " + std::to_string(connectivity.size()) + " connectivity entries for " +
                     std::to_string(count) + " " + std::string(enum_name(type)) + " elements");
  const DataType itype = index_type_for(std::max(end, largest(connectivity)));
  Node section = make_section(std::move(name), type, start, end, boundary_count, itype);
  section.add(make_index_array("ElementConnectivity", connectivity, itype));
  return zone.add(std::move(section));
}

Node& add_poly_section(Node& zone, std::string name, ElementType type, std::int64_t start, std::int64_t end,
                       std::int64_t connectivity_size, CgnsVersion version, std::int64_t boundary_count,
                       std::optional<DataType> index_type) {
  if (!is_poly(type))
    throw UsageError("section '" + name + "': " + std::string(enum_name(type)) + " is not MIXED, NGON_n or NFACE_n");
  const std::int64_t count = check_range(name, start, end, boundary_count);
  if (connectivity_size < 2 * count)  // the official writer's minimum
    throw UsageError("section '" + name + "': connectivity size " + std::to_string(connectivity_size) +
                     " too small for " + std::to_string(count) + " elements");
  const DataType itype =
      index_type.value_or(index_type_for(std::max({end, connectivity_size, view_built_zone(zone).vertex_count()})));
  Node section = make_section(std::move(name), type, start, end, boundary_count, itype);
  if (version.has_element_start_offset())
    section.add(make_deferred_node("ElementStartOffset", "DataArray_t", itype, {count + 1}));
  section.add(make_deferred_node("ElementConnectivity", "DataArray_t", itype, {connectivity_size}));
  return zone.add(std::move(section));
}

Node& add_poly_section(Node& zone, std::string name, ElementType type, std::int64_t start, std::int64_t end,
                       const std::vector<std::int64_t>& start_offsets, const std::vector<std::int64_t>& connectivity,
                       CgnsVersion version, std::int64_t boundary_count) {
  if (!is_poly(type))
    throw UsageError("section '" + name + "': " + std::string(enum_name(type)) + " is not MIXED, NGON_n or NFACE_n");
  const std::int64_t count = check_range(name, start, end, boundary_count);
  check_offsets(name, count, start_offsets, static_cast<std::int64_t>(connectivity.size()));
  const DataType itype =
      index_type_for(std::max({end, largest(connectivity), static_cast<std::int64_t>(connectivity.size())}));
  Node section = make_section(std::move(name), type, start, end, boundary_count, itype);
  if (version.has_element_start_offset()) {
    section.add(make_index_array("ElementStartOffset", start_offsets, itype));
    section.add(make_index_array("ElementConnectivity", connectivity, itype));
  } else if (type == ElementType::MIXED) {
    section.add(make_index_array("ElementConnectivity", connectivity, itype));
  } else {
    section.add(make_index_array("ElementConnectivity", with_count_prefixes(start_offsets, connectivity), itype));
  }
  return zone.add(std::move(section));
}

void add_parent_elements(Node& section, std::optional<DataType> index_type) {
  const Node& range = section.require_child("ElementRange");
  const auto bounds = range.as_int64();
  const std::int64_t count = bounds.at(1) - bounds.at(0) + 1;
  const DataType type = index_type.value_or(range.type);
  section.add(make_deferred_node("ParentElements", "DataArray_t", type, {count, 2}));
  section.add(make_deferred_node("ParentElementsPosition", "DataArray_t", type, {count, 2}));
}

}  // namespace pcgns::sids
