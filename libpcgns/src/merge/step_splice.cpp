#include "merge/step_splice.hpp"

#include <algorithm>
#include <cstring>
#include <optional>

#include "dist/child_order.hpp"
#include "pcgns/error.hpp"
#include "pcgns/tree_compare.hpp"
#include "pcgns/tree_io.hpp"
#include "sids/zone_holders.hpp"

namespace pcgns::merge {
namespace {

constexpr const char* kVersionNode = "CGNSLibraryVersion";

using sids::is_step_node;

class Splice {
 public:
  explicit Splice(std::string output) : output_(std::move(output)) {}

  Node root(const Node& held, const Node& appended) {
    Node result = held;
    for (const Node& child : appended.children) {
      if (child.name == kVersionNode) continue;
      const Node& old = held_child(held, child, "");
      if (child.label == "CGNSBase_t") result.add(base(old, child));
      else same(old, child, "");
    }
    no_held_only(held, appended, "", [](const Node& c) { return c.name == kVersionNode; });
    return result;
  }

 private:
  Node base(const Node& held, const Node& appended) {
    const std::string path = "/" + held.name;
    same_value(held, appended, path);
    const auto held_steps = steps_of(held, path);
    const auto new_steps = steps_of(appended, path);
    held_steps_ = held_steps.value_or(0);
    new_steps_ = new_steps.value_or(0);
    Node result = held;
    for (const Node& child : appended.children) {
      const Node& old = held_child(held, child, path);
      if (child.label == "Zone_t") result.add(zone(old, child, path + "/" + child.name));
      else if (child.label == "BaseIterativeData_t" && held_steps && new_steps)
        result.add(extended(old, child, path + "/" + child.name, true));
      else same(old, child, path);
    }
    no_held_only(held, appended, path, [](const Node&) { return false; });
    return result;
  }

  Node zone(const Node& held, const Node& appended, const std::string& path) {
    same_value(held, appended, path);
    Node result = held;
    for (const Node& child : appended.children) {
      const Node* old = held.child(child.name);
      if (!old && is_step_node(child)) result.add(child);
      else if (child.label == "ZoneIterativeData_t")
        result.add(extended(held_child(held, child, path), child, path + "/" + child.name, false));
      else same(held_child(held, child, path), child, path);
    }
    no_held_only(held, appended, path, is_step_node);
    dist::reorder_children(result, dist::combined_order({names(held), names(appended)}));
    return result;
  }

  // An iterative-data node with every step-indexed array extended by the new steps.
  Node extended(const Node& held, const Node& appended, const std::string& path, bool counts_steps) {
    Node result = held;
    if (counts_steps) set_count(result, held_steps_ + new_steps_);
    else same_value(held, appended, path);
    for (const Node& child : appended.children) {
      const Node& old = held_child(held, child, path);
      if (child.label == "DataArray_t" && indexed_by_step(old, held_steps_) && indexed_by_step(child, new_steps_))
        result.add(concatenated(old, child, path + "/" + child.name));
      else same(old, child, path);
    }
    no_held_only(held, appended, path, [](const Node&) { return false; });
    return result;
  }

  static bool indexed_by_step(const Node& array, std::int64_t steps) {
    return !array.dims.empty() && array.dims.back() == steps;
  }

  Node concatenated(const Node& held, const Node& appended, const std::string& path) {
    // Sizes first: std::equal reads as many of appended's dimensions as held has.
    if (held.type != appended.type || held.dims.size() != appended.dims.size() ||
        !std::equal(held.dims.begin(), held.dims.end() - 1, appended.dims.begin()))
      differs(path, "the output holds it as " + shape(held) + ", the inputs as " + shape(appended));
    Node result = held;
    Node more = appended;
    load_data(result);
    load_data(more);
    result.bulk.reset();
    result.data.insert(result.data.end(), more.data.begin(), more.data.end());
    result.dims.back() += appended.dims.back();
    return result;
  }

  static std::string shape(const Node& node) {
    std::string text = std::string(to_string(node.type)) + " [";
    for (std::size_t i = 0; i < node.dims.size(); ++i) text += (i ? "," : "") + std::to_string(node.dims[i]);
    return text + "]";
  }

  // BaseIterativeData_t holds NumberOfSteps. A base without zones has no steps to extend
  // (read_held_steps skips it too): none when it holds no count.
  std::optional<std::int64_t> steps_of(const Node& base, const std::string& path) const {
    const auto holders = base.children_with_label("BaseIterativeData_t");
    if (!holders.empty() && holders.front()->has_data()) return holders.front()->as_int64().front();
    if (base.children_with_label("Zone_t").empty()) return std::nullopt;
    throw InputError("--new-times: '" + output_ + "' node '" + path +
                     "': no BaseIterativeData_t with NumberOfSteps to extend");
  }

  static void set_count(Node& holder, std::int64_t steps) {
    if (holder.type == DataType::I8) {
      std::memcpy(holder.data.data(), &steps, sizeof steps);
    } else {
      const auto count = static_cast<std::int32_t>(steps);
      holder.type = DataType::I4;
      holder.dims = {1};
      holder.data.resize(sizeof count);
      std::memcpy(holder.data.data(), &count, sizeof count);
    }
  }

  const Node& held_child(const Node& held, const Node& appended, const std::string& path) const {
    const Node* old = held.child(appended.name);
    if (!old) differs(path + "/" + appended.name, "the inputs have it, the output does not");
    return *old;
  }

  template <class Allowed>
  void no_held_only(const Node& held, const Node& appended, const std::string& path, Allowed allowed) const {
    for (const Node& child : held.children)
      if (!appended.child(child.name) && !allowed(child))
        differs(path + "/" + child.name, "the output has it, the inputs do not");
  }

  // The node's own value (a zone's sizes, a base's dimensions).
  void same_value(const Node& held, const Node& appended, const std::string& path) const {
    same(without_children(held), without_children(appended), path.substr(0, path.rfind('/')));
  }

  void same(const Node& held, const Node& appended, const std::string& parent) const {
    TreeCompareOptions options;
    options.max_differences = 1;
    const auto found = compare_trees(held, appended, options);
    if (found.empty()) return;
    const std::string below = found.front().path == "/" ? "" : found.front().path;
    differs(parent + "/" + held.name + below, found.front().what);
  }

  [[noreturn]] void differs(const std::string& path, const std::string& what) const {
    throw InputError("--new-times: output '" + output_ + "' and the inputs are not the same case: node '" + path +
                     "': " + what + "; merge them into a new output instead");
  }

  static std::vector<std::string> names(const Node& node) {
    std::vector<std::string> list;
    for (const Node& child : node.children) list.push_back(child.name);
    return list;
  }

  std::string output_;
  std::int64_t held_steps_ = 0;
  std::int64_t new_steps_ = 0;
};

}  // namespace

Node spliced_tree(const Node& held, const Node& appended, const std::string& output) {
  return Splice(output).root(held, appended);
}

}  // namespace pcgns::merge
