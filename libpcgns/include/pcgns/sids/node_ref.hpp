#pragma once
// A node seen together with its path in the tree. Every typed view carries one, so a
// validation error can say exactly which node is wrong ("/Base/Zone 1/Elem: ..."); the
// caller that knows the file prefixes the file name.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "pcgns/node.hpp"

namespace pcgns::sids {

struct NodeRef {
  const Node* node = nullptr;
  std::string path;  // "/Base/Zone 1"; empty for the root node

  // The root of a tree: its children get paths "/<name>".
  static NodeRef root(const Node& root_node) { return {&root_node, ""}; }

  const Node& operator*() const { return *node; }
  const Node* operator->() const { return node; }
  std::string display_path() const { return path.empty() ? std::string("/") : path; }

  NodeRef child(const Node& c) const { return {&c, path + "/" + c.name}; }
  std::optional<NodeRef> child(std::string_view name) const;
  // The named child; InputError naming this node when it is absent.
  NodeRef require(std::string_view name) const;
  std::vector<NodeRef> children_with_label(std::string_view label) const;

  // Throws InputError "<path>: <problem>".
  [[noreturn]] void fail(const std::string& problem) const;
};

bool is_integer(DataType type);
bool is_real(DataType type);
// "[3, 2]": CGNS dimensions for messages.
std::string format_dims(const Dims& dims);

// Checks the node's label; InputError naming the node otherwise.
void expect_label(const NodeRef& ref, std::string_view label);
// `ref` after checking its label (for constructor initialiser lists).
NodeRef labelled(NodeRef ref, std::string_view label);
// Integer data held in memory, widened to int64; InputError when the node holds another
// type or its data is not loaded.
std::vector<std::int64_t> integers(const NodeRef& ref);
// C1 data held in memory (stops at the first NUL).
std::string text(const NodeRef& ref);
// Checks that the node's dimensions are exactly `dims`.
void expect_dims(const NodeRef& ref, const Dims& dims, std::string_view what = "");

}  // namespace pcgns::sids
