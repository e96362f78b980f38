#pragma once
// The positions of a tree's labelled children, kept across the C API's calls so that a
// handle (the Z-th zone of a base) is found without walking every sibling: a file of many
// thousand zones is defined by a few calls per zone, each naming its zone by handle.
//
// The index holds only what it can check cheaply: the C API appends children, or replaces
// one in place under the same name and label (building() refuses a label change), so a
// parent's list grows at its end; a parent with fewer children than indexed, or an entry
// no longer where it was, is indexed afresh.
#include <cstddef>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "pcgns/node.hpp"

namespace pcgns::capi {

class ChildIndex {
 public:
  // The index-th (1-based) child of `parent` with `label`, or null; `count` is then the
  // number of such children.
  Node* find(Node& parent, std::string_view label, int index, std::size_t& count);
  // The 1-based handle of `child` among the children of `parent` labelled like it; 0
  // when it is not one of them.
  int handle_of(Node& parent, const Node& child);
  // The child of `parent` named `name`, or null.
  Node* named(Node& parent, std::string_view name);
  // Adds `child` to `parent` as Node::add does (replacing a child of the same name in
  // place, else appending), finding that child through the index.
  Node& add(Node& parent, Node child);

 private:
  struct Labelled {
    std::size_t scanned = 0;                             // parent's children looked at
    const Node* first_child = nullptr;                   // a replaced parent has new children
    std::vector<std::pair<std::size_t, Node*>> entries;  // position among all children, node
  };
  // The positions of a parent's children by name, for the parents asked about by name
  // (the bases, whose zones are named by each zone's definition).
  struct Named {
    std::size_t scanned = 0;
    const Node* first_child = nullptr;
    std::unordered_map<std::string, std::size_t> positions;
  };
  Labelled& current(Node& parent, std::string_view label);
  static bool still_valid(const Node& parent, const Labelled& labelled);
  Named& current_names(Node& parent);

  // Per parent, per label asked about (a parent is asked about few labels).
  std::unordered_map<const Node*, std::vector<std::pair<std::string, Labelled>>> labelled_;
  std::unordered_map<const Node*, Named> named_;
};

// The index of the tree whose root is `root` while a ScopedChildIndex registers it, else
// null (the lookups then walk the siblings).
ChildIndex* child_index_of(const Node& root);

// Registers an index for `root`'s tree for its own lifetime; the owner of the tree (an
// open file) holds it, so that no index outlives its tree.
class ScopedChildIndex {
 public:
  explicit ScopedChildIndex(const Node& root);
  ~ScopedChildIndex();
  ScopedChildIndex(const ScopedChildIndex&) = delete;
  ScopedChildIndex& operator=(const ScopedChildIndex&) = delete;

 private:
  const Node* root_;
  ChildIndex index_;
};

}  // namespace pcgns::capi
