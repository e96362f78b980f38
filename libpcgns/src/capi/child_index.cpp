#include "capi/child_index.hpp"

#include <algorithm>
#include <unordered_map>

namespace pcgns::capi {
namespace {

// The registered indexes by tree root. The C API is called from one thread at a time per
// process, as the official library is.
std::unordered_map<const Node*, ChildIndex*>& registry() {
  static std::unordered_map<const Node*, ChildIndex*> indexes;
  return indexes;
}

}  // namespace

bool ChildIndex::still_valid(const Node& parent, const Labelled& labelled) {
  if (parent.children.size() < labelled.scanned) return false;
  // A parent replaced in place (a zone written again under its name) holds children made
  // before the old ones were freed: its first child is another node.
  if (labelled.scanned > 0 && &parent.children[0] != labelled.first_child) return false;
  if (labelled.entries.empty()) return true;
  // The last entry stands for the rest: children are appended, never inserted before it.
  const auto& [position, node] = labelled.entries.back();
  return &parent.children[position] == node;
}

ChildIndex::Labelled& ChildIndex::current(Node& parent, std::string_view label) {
  auto& by_label = labelled_[&parent];
  auto found = std::find_if(by_label.begin(), by_label.end(), [&](const auto& entry) { return entry.first == label; });
  if (found == by_label.end()) found = by_label.emplace(by_label.end(), std::string(label), Labelled{});
  Labelled& labelled = found->second;
  if (!still_valid(parent, labelled)) labelled = Labelled{};
  if (!parent.children.empty()) labelled.first_child = &parent.children[0];
  for (; labelled.scanned < parent.children.size(); ++labelled.scanned) {
    Node& child = parent.children[labelled.scanned];
    if (child.label == label) labelled.entries.emplace_back(labelled.scanned, &child);
  }
  return labelled;
}

Node* ChildIndex::find(Node& parent, std::string_view label, int index, std::size_t& count) {
  Labelled& labelled = current(parent, label);
  count = labelled.entries.size();
  if (index < 1 || static_cast<std::size_t>(index) > count) return nullptr;
  const auto& [position, node] = labelled.entries[static_cast<std::size_t>(index) - 1];
  // A node replaced in place keeps its place and label; anything else is a stale index.
  if (&parent.children[position] != node || node->label != label) {
    labelled = Labelled{};
    return find(parent, label, index, count);
  }
  return node;
}

int ChildIndex::handle_of(Node& parent, const Node& child) {
  const Labelled& labelled = current(parent, child.label);
  // The child asked about is nearly always the one just built, the last.
  for (std::size_t i = labelled.entries.size(); i-- > 0;)
    if (labelled.entries[i].second == &child) return static_cast<int>(i + 1);
  return 0;
}

ChildIndex::Named& ChildIndex::current_names(Node& parent) {
  Named& named = named_[&parent];
  // Children are appended or replaced in place under their name: a shorter list, or a
  // list moved in memory, is indexed afresh (a move happens as often as the list doubles).
  const bool moved = named.scanned > 0 && &parent.children[0] != named.first_child;
  if (parent.children.size() < named.scanned || moved) named = Named{};
  if (!parent.children.empty()) named.first_child = &parent.children[0];
  for (; named.scanned < parent.children.size(); ++named.scanned)
    named.positions.emplace(parent.children[named.scanned].name, named.scanned);
  return named;
}

Node* ChildIndex::named(Node& parent, std::string_view name) {
  Named& named = current_names(parent);
  const auto found = named.positions.find(std::string(name));
  if (found == named.positions.end()) return nullptr;
  Node& child = parent.children[found->second];
  if (child.name == name) return &child;
  // Renamed under the index (not something the C API does): look again from scratch.
  named = Named{};
  return parent.child(name);
}

Node& ChildIndex::add(Node& parent, Node child) {
  if (Node* existing = named(parent, child.name)) {
    *existing = std::move(child);
    return *existing;
  }
  parent.children.push_back(std::move(child));
  return parent.children.back();
}

ChildIndex* child_index_of(const Node& root) {
  const auto found = registry().find(&root);
  return found == registry().end() ? nullptr : found->second;
}

ScopedChildIndex::ScopedChildIndex(const Node& root) : root_(&root) { registry()[root_] = &index_; }

ScopedChildIndex::~ScopedChildIndex() { registry().erase(root_); }

}  // namespace pcgns::capi
