#include "dist/list_range.hpp"

#include "pcgns/error.hpp"
#include "pcgns/sids/node_ref.hpp"
#include "sids/global_numbering.hpp"

namespace pcgns::dist {
namespace {

bool is_range_name(const Node& node) { return node.name == "PointRange" || node.name == "ElementRange"; }

}  // namespace

const Node* range_child(const Node& holder) {
  for (const Node& child : holder.children)
    if (is_range_name(child)) return &child;
  return nullptr;
}

Node* range_child(Node& holder) { return const_cast<Node*>(range_child(static_cast<const Node&>(holder))); }

std::int64_t set_points(const Node& holder) {
  if (const Node* list = holder.child("PointList")) return list->count();
  const Node* range = range_child(holder);
  if (!range || !range->has_data() || range->count() != 2) return 0;
  const auto values = range->as_int64();
  return values[1] >= values[0] ? values[1] - values[0] + 1 : 0;
}

const Node* recorded_range(const Node& part_holder) {
  const Node* numbering = part_holder.child(sids::kGlobalNumbering);
  return numbering ? range_child(*numbering) : nullptr;
}

void record_range(Node& part_holder, const Node& range) { sids::global_numbering(part_holder).add(range); }

std::pair<std::int64_t, std::int64_t> range_bounds(const Node& range, const std::string& where) {
  if (!sids::is_integer(range.type) || !range.has_data() || range.count() != 2)
    throw InputError(where + ": a range in an unstructured zone holds two integers (begin, end)");
  const auto values = range.as_int64();
  if (values[0] > values[1])
    throw InputError(where + ": begin " + std::to_string(values[0]) + " is after end " + std::to_string(values[1]));
  return {values[0], values[1]};
}

}  // namespace pcgns::dist
