#include "pcgns/node.hpp"

#include <algorithm>
#include <limits>
#include <string>

#include "pcgns/checked_size.hpp"

namespace pcgns {

std::int64_t element_count(const Dims& dims) {
  if (dims.empty()) return 0;
  // Bounded so that byte_size() (count times an element of at most 16 bytes) cannot
  // overflow either: dimensions come from files, and a damaged one must not wrap.
  constexpr std::int64_t kMaxElements = std::numeric_limits<std::int64_t>::max() / 16;
  std::int64_t n = 1;
  for (auto d : dims) {
    const auto product = checked_multiply(n, d);
    if (!product || *product > kMaxElements)
      throw InputError("array dimensions whose product exceeds 2^59 elements (a dimension of " + std::to_string(d) +
                       ")");
    n = *product;
  }
  return n;
}

Node::Node(std::string node_name, std::string node_label, DataType node_type, Dims node_dims)
    : name(std::move(node_name)), label(std::move(node_label)), type(node_type), dims(std::move(node_dims)) {}

Node* Node::child(std::string_view child_name) {
  for (auto& c : children)
    if (c.name == child_name) return &c;
  return nullptr;
}

const Node* Node::child(std::string_view child_name) const { return const_cast<Node*>(this)->child(child_name); }

const Node& Node::require_child(std::string_view child_name) const {
  if (const Node* c = child(child_name)) return *c;
  throw InputError("node '" + name + "' (" + label + ") has no child '" + std::string(child_name) + "'");
}

std::vector<const Node*> Node::children_with_label(std::string_view child_label) const {
  std::vector<const Node*> out;
  for (const auto& c : children)
    if (c.label == child_label) out.push_back(&c);
  return out;
}

std::vector<Node*> Node::children_with_label(std::string_view child_label) {
  std::vector<Node*> out;
  for (auto& c : children)
    if (c.label == child_label) out.push_back(&c);
  return out;
}

Node& Node::add(Node node) {
  if (Node* existing = child(node.name)) {
    *existing = std::move(node);
    return *existing;
  }
  children.push_back(std::move(node));
  return children.back();
}

bool Node::remove(std::string_view child_name) {
  auto it = std::find_if(children.begin(), children.end(), [&](const Node& c) { return c.name == child_name; });
  if (it == children.end()) return false;
  children.erase(it);
  return true;
}

void Node::check_access(DataType wanted) const {
  if (type != wanted)
    throw InputError("node '" + name + "' holds " + std::string(to_string(type)) + " data, not " +
                     std::string(to_string(wanted)));
  if (data.empty() && count() > 0) throw InputError("node '" + name + "': data is not loaded in memory");
}

namespace {
template <class T, class Out>
void widen(const Node& n, std::vector<Out>& out) {
  for (T v : n.values<T>()) out.push_back(static_cast<Out>(v));
}
}  // namespace

std::vector<std::int64_t> Node::as_int64() const {
  std::vector<std::int64_t> out;
  out.reserve(static_cast<std::size_t>(count()));
  switch (type) {
    case DataType::I4: widen<std::int32_t>(*this, out); break;
    case DataType::I8: widen<std::int64_t>(*this, out); break;
    case DataType::U4: widen<std::uint32_t>(*this, out); break;
    case DataType::U8: widen<std::uint64_t>(*this, out); break;
    default:
      throw InputError("node '" + name + "' holds " + std::string(to_string(type)) +
                       " data where integers are expected");
  }
  return out;
}

std::vector<double> Node::as_double() const {
  std::vector<double> out;
  out.reserve(static_cast<std::size_t>(count()));
  switch (type) {
    case DataType::R4: widen<float>(*this, out); break;
    case DataType::R8: widen<double>(*this, out); break;
    case DataType::I4: widen<std::int32_t>(*this, out); break;
    case DataType::I8: widen<std::int64_t>(*this, out); break;
    default:
      throw InputError("node '" + name + "' holds " + std::string(to_string(type)) +
                       " data where real numbers are expected");
  }
  return out;
}

std::string Node::as_string() const {
  if (type != DataType::C1)
    throw InputError("node '" + name + "' holds " + std::string(to_string(type)) + " data where a string is expected");
  if (data.empty()) return {};  // an empty vector may hold no pointer for strnlen
  const char* p = reinterpret_cast<const char*>(data.data());
  return std::string(p, strnlen(p, data.size()));
}

Node make_string_node(std::string name, std::string label, std::string_view text) {
  Node n(std::move(name), std::move(label), DataType::C1, Dims{static_cast<std::int64_t>(text.size())});
  n.data.resize(text.size());
  if (!text.empty()) std::memcpy(n.data.data(), text.data(), text.size());  // an empty view may hold no pointer
  return n;
}

void set_text(Node& node, std::string_view text) {
  Node value = make_string_node(node.name, node.label, text);
  value.children = std::move(node.children);
  node = std::move(value);
}

Node make_deferred_node(std::string name, std::string label, DataType type, Dims dims) {
  return Node(std::move(name), std::move(label), type, std::move(dims));
}

Node without_children(const Node& node) {
  Node copy(node.name, node.label, node.type, node.dims);
  copy.data = node.data;
  copy.bulk = node.bulk;
  copy.link = node.link;
  return copy;
}

Node make_link_node(std::string name, LinkTarget target) {
  Node n(std::move(name), "", DataType::LK);
  n.link = std::move(target);
  return n;
}

namespace {
template <class N>
N* find_in(N& root, std::string_view path) {
  N* node = &root;
  while (!path.empty()) {
    if (path.front() == '/') {
      path.remove_prefix(1);
      continue;
    }
    const auto slash = path.find('/');
    const auto part = path.substr(0, slash);
    node = node->child(part);
    if (!node) return nullptr;
    path = slash == std::string_view::npos ? std::string_view{} : path.substr(slash);
  }
  return node;
}
}  // namespace

const Node* find_node(const Node& root, std::string_view path) { return find_in(root, path); }
Node* find_node(Node& root, std::string_view path) { return find_in(root, path); }

}  // namespace pcgns
