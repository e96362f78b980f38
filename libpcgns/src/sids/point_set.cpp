#include "pcgns/sids/point_set.hpp"

#include <algorithm>

#include "pcgns/sids/index_data.hpp"

namespace pcgns::sids {
namespace {

PointSet read_range(const NodeRef& ref, int index_dim) {
  expect_dims(ref, {index_dim, 2}, "point range");
  PointSet set{ref, PointSetKind::range, index_dim, 0, integers(ref)};
  set.size = range_size(set.range);
  return set;
}

PointSet read_list(const NodeRef& ref, int index_dim) {
  if (!is_integer(ref->type)) ref.fail("holds " + std::string(to_string(ref->type)) + " data, integers expected");
  // Some writers store a 1-D list for IndexDimension 1; the official reader accepts it.
  const bool flat = index_dim == 1 && ref->dims.size() == 1;
  if (!flat && (ref->dims.size() != 2 || ref->dims[0] != index_dim))
    ref.fail("point list dimensions " + format_dims(ref->dims) + ", expected [" + std::to_string(index_dim) +
             ", N] for IndexDimension " + std::to_string(index_dim));
  return {ref, PointSetKind::list, index_dim, flat ? ref->dims[0] : ref->dims[1], {}};
}

bool is_range_name(std::string_view name) {
  return name == "PointRange" || name == "PointRangeDonor" || name == "ElementRange";
}

}  // namespace

std::int64_t range_size(const std::vector<std::int64_t>& begin_end) {
  const std::size_t dim = begin_end.size() / 2;
  std::int64_t size = 1;
  for (std::size_t i = 0; i < dim; ++i) {
    const auto extent = begin_end[i + dim] - begin_end[i];
    size *= (extent < 0 ? -extent : extent) + 1;
  }
  return size;
}

std::optional<PointSet> read_point_set(const NodeRef& holder, int index_dim, std::string_view range_name,
                                       std::string_view list_name) {
  const auto range = holder.child(range_name);
  const auto list = holder.child(list_name);
  if (range && list) holder.fail("has both " + std::string(range_name) + " and " + std::string(list_name));
  if (range) return read_range(*range, index_dim);
  if (list) return read_list(*list, index_dim);
  return std::nullopt;
}

PointSetSpec PointSetSpec::range(std::vector<std::int64_t> begin_end) {
  PointSetSpec spec;
  spec.kind = PointSetKind::range;
  spec.count = range_size(begin_end);
  spec.values = std::move(begin_end);
  return spec;
}

PointSetSpec PointSetSpec::deferred_list(std::int64_t count, std::optional<DataType> type) {
  PointSetSpec spec;
  spec.count = count;
  spec.list_type = type;
  return spec;
}

PointSetSpec PointSetSpec::list(std::vector<std::int64_t> points, int index_dim) {
  PointSetSpec spec;
  spec.count = static_cast<std::int64_t>(points.size()) / index_dim;
  spec.values = std::move(points);
  return spec;
}

Node& add_point_set(Node& holder, std::string name, const PointSetSpec& spec, int index_dim,
                    DataType default_list_type) {
  const std::string label = is_range_name(name) ? "IndexRange_t" : "IndexArray_t";
  if (spec.kind == PointSetKind::range) {
    if (spec.values.size() != 2 * static_cast<std::size_t>(index_dim))
      throw UsageError("point range '" + name + "' needs " + std::to_string(2 * index_dim) +
                       " values for IndexDimension " + std::to_string(index_dim));
    return holder.add(make_index_node(std::move(name), label, spec.values, {index_dim, 2}));
  }
  if (spec.count <= 0) throw UsageError("point list '" + name + "' must hold at least one point");
  Dims dims{index_dim, spec.count};
  if (spec.values.empty())
    return holder.add(make_deferred_node(std::move(name), label, spec.list_type.value_or(default_list_type), dims));
  if (static_cast<std::int64_t>(spec.values.size()) != index_dim * spec.count)
    throw UsageError("point list '" + name + "' holds " + std::to_string(spec.values.size()) + " values, not " +
                     std::to_string(index_dim) + " per point");
  return holder.add(make_index_node(std::move(name), label, spec.values, dims));
}

bool is_point_set_node(const Node& node) {
  static const std::string_view kNames[] = {"PointList",      "PointRange",      "ElementList",   "ElementRange",
                                            "PointListDonor", "PointRangeDonor", "CellListDonor", "InwardNormalList"};
  if (node.label == "IndexArray_t" || node.label == "IndexRange_t") return true;
  for (const auto name : kNames)
    if (node.name == name) return true;
  return false;
}

const Node* point_set_child(const Node& holder) {
  for (const Node& child : holder.children)
    if (is_point_set_node(child)) return &child;
  return nullptr;
}

bool holds_point_values(const Node& node) {
  if (node.label == "DataArray_t" && node.count() > 1) return true;
  return std::any_of(node.children.begin(), node.children.end(), [](const Node& c) { return holds_point_values(c); });
}

}  // namespace pcgns::sids
