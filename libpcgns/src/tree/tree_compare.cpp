#include "pcgns/tree_compare.hpp"

#include <algorithm>
#include <cstring>

#include "pcgns/tree_io.hpp"

namespace pcgns {
namespace {

constexpr std::int64_t kSliceBytes = std::int64_t{1} << 22;

std::string describe_dims(const Dims& dims) {
  std::string text = "[";
  for (std::size_t i = 0; i < dims.size(); ++i) text += (i ? "," : "") + std::to_string(dims[i]);
  return text + "]";
}

std::string child_names(const Node& node) {
  std::string names;
  for (const Node& child : node.children) names += (names.empty() ? "" : ", ") + child.name;
  return "(" + names + ")";
}

// Reads elements [first, first + count) of a node's values, wherever they are.
void read_values(const Node& node, std::int64_t first, std::int64_t count, std::byte* out) {
  const auto size = static_cast<std::int64_t>(element_size(node.type));
  if (node.has_data()) {
    std::memcpy(out, node.data.data() + first * size, static_cast<std::size_t>(count * size));
    return;
  }
  read_bulk(*node.bulk, node.type, first, count, out);
}

class Comparison {
 public:
  explicit Comparison(const TreeCompareOptions& options) : options_(options) {}

  void nodes(const Node& expected, const Node& actual, const std::string& path) {
    if (full()) return;
    if (expected.name != actual.name) note(path, "name '" + expected.name + "' != '" + actual.name + "'");
    if (expected.label != actual.label) note(path, "label " + expected.label + " != " + actual.label);
    if (expected.type != actual.type)
      note(path, "type " + std::string(to_string(expected.type)) + " != " + std::string(to_string(actual.type)));
    else if (expected.dims != actual.dims)
      note(path, "dimensions " + describe_dims(expected.dims) + " != " + describe_dims(actual.dims));
    else if (expected.type == DataType::LK) links(expected, actual, path);
    else values(expected, actual, path);
    children(expected, actual, path);
  }

  std::vector<TreeDifference> take() { return std::move(differences_); }

 private:
  bool full() const { return differences_.size() >= options_.max_differences; }
  void note(const std::string& path, std::string what) {
    if (!full()) differences_.push_back({path.empty() ? "/" : path, std::move(what)});
  }

  void links(const Node& expected, const Node& actual, const std::string& path) {
    const LinkTarget none;
    const LinkTarget& a = expected.link ? *expected.link : none;
    const LinkTarget& b = actual.link ? *actual.link : none;
    if (a.file != b.file || a.path != b.path)
      note(path, "link " + a.file + ":" + a.path + " != " + b.file + ":" + b.path);
  }

  static bool holds_values(const Node& node) { return node.has_data() || node.bulk.has_value(); }

  void values(const Node& expected, const Node& actual, const std::string& path) {
    const std::int64_t count = expected.type == DataType::MT ? 0 : expected.count();
    if (count <= 0) return;
    if (!holds_values(expected) || !holds_values(actual)) {
      if (!options_.skip_deferred_values)
        note(path,
             std::string(holds_values(expected) ? "no values in the second tree" : "no values in the first tree"));
      return;
    }
    slices(expected, actual, count, path);
  }

  void slices(const Node& expected, const Node& actual, std::int64_t count, const std::string& path) {
    const auto size = static_cast<std::int64_t>(element_size(expected.type));
    const std::int64_t per_slice = std::max<std::int64_t>(1, kSliceBytes / size);
    std::vector<std::byte> a, b;
    for (std::int64_t first = 0; first < count; first += per_slice) {
      const std::int64_t n = std::min(per_slice, count - first);
      a.resize(static_cast<std::size_t>(n * size));
      b.resize(a.size());
      read_values(expected, first, n, a.data());
      read_values(actual, first, n, b.data());
      const auto at = std::mismatch(a.begin(), a.end(), b.begin()).first;
      if (at != a.end()) {
        note(path, "values differ from element " + std::to_string(first + (at - a.begin()) / size));
        return;
      }
    }
  }

  void children(const Node& expected, const Node& actual, const std::string& path) {
    for (const Node& child : expected.children) {
      if (skipped(child, path)) continue;
      const Node* other = actual.child(child.name);
      if (!other) note(path + "/" + child.name, "missing from the second tree");
      else nodes(child, *other, path + "/" + child.name);
    }
    for (const Node& child : actual.children)
      if (!skipped(child, path) && !expected.child(child.name)) note(path + "/" + child.name, "not in the first tree");
    // The order of the children both hold (a missing one is reported already).
    if (!full() && shared_order(expected, actual, path) != shared_order(actual, expected, path))
      note(path, "child order " + child_names(expected) + " != " + child_names(actual));
  }

  std::vector<std::string> shared_order(const Node& node, const Node& other, const std::string& path) const {
    std::vector<std::string> names;
    for (const Node& child : node.children)
      if (!skipped(child, path) && other.child(child.name)) names.push_back(child.name);
    return names;
  }

  bool skipped(const Node& child, const std::string& parent_path) const {
    return options_.ignore_version && parent_path.empty() && child.label == "CGNSLibraryVersion_t";
  }

  const TreeCompareOptions& options_;
  std::vector<TreeDifference> differences_;
};

}  // namespace

std::vector<TreeDifference> compare_trees(const Node& expected, const Node& actual, const TreeCompareOptions& options) {
  Comparison comparison(options);
  comparison.nodes(expected, actual, "");
  return comparison.take();
}

}  // namespace pcgns
