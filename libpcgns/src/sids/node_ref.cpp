#include "pcgns/sids/node_ref.hpp"

namespace pcgns::sids {

std::optional<NodeRef> NodeRef::child(std::string_view name) const {
  if (const Node* c = node->child(name)) return child(*c);
  return std::nullopt;
}

NodeRef NodeRef::require(std::string_view name) const {
  if (const Node* c = node->child(name)) return child(*c);
  fail("missing child '" + std::string(name) + "'");
}

std::vector<NodeRef> NodeRef::children_with_label(std::string_view label) const {
  std::vector<NodeRef> out;
  for (const Node& c : node->children)
    if (c.label == label) out.push_back(child(c));
  return out;
}

void NodeRef::fail(const std::string& problem) const { throw InputError(display_path() + ": " + problem); }

bool is_integer(DataType type) {
  return type == DataType::I4 || type == DataType::I8 || type == DataType::U4 || type == DataType::U8;
}

bool is_real(DataType type) { return type == DataType::R4 || type == DataType::R8; }

std::string format_dims(const Dims& dims) {
  std::string out = "[";
  for (std::size_t i = 0; i < dims.size(); ++i) out += (i ? ", " : "") + std::to_string(dims[i]);
  return out + "]";
}

void expect_label(const NodeRef& ref, std::string_view label) {
  if (ref->label != label) ref.fail("label is '" + ref->label + "', expected '" + std::string(label) + "'");
}

NodeRef labelled(NodeRef ref, std::string_view label) {
  expect_label(ref, label);
  return ref;
}

namespace {
void expect_loaded(const NodeRef& ref) {
  if (ref->count() > 0 && !ref->has_data())
    ref.fail("data is not in memory (a small " + std::string(to_string(ref->type)) + " array is expected here)");
}
}  // namespace

std::vector<std::int64_t> integers(const NodeRef& ref) {
  if (!is_integer(ref->type)) ref.fail("holds " + std::string(to_string(ref->type)) + " data, integers expected");
  expect_loaded(ref);
  return ref->as_int64();
}

std::string text(const NodeRef& ref) {
  if (ref->type != DataType::C1) ref.fail("holds " + std::string(to_string(ref->type)) + " data, text (C1) expected");
  expect_loaded(ref);
  return ref->as_string();
}

void expect_dims(const NodeRef& ref, const Dims& dims, std::string_view what) {
  if (ref->dims != dims)
    ref.fail(std::string(what.empty() ? "" : std::string(what) + ": ") + "dimensions " + format_dims(ref->dims) +
             ", expected " + format_dims(dims));
}

}  // namespace pcgns::sids
