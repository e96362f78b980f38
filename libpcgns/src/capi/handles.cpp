#include "capi/handles.hpp"

#include <cstddef>
#include <string_view>

#include "capi/child_index.hpp"
#include "pcgns/error.hpp"

namespace pcgns::capi {
namespace {

// The index-th (1-based) child of `parent` with `label`, or null; `seen` counts those
// walked past (all of them when there is none). Without an index (a tree no open file
// registered), a walk that stops there and allocates nothing.
Node* labelled_child(ChildIndex* index, Node& parent, std::string_view label, int position, std::size_t& seen) {
  if (index != nullptr) return index->find(parent, label, position, seen);
  seen = 0;
  for (Node& child : parent.children) {
    if (child.label != label) continue;
    if (static_cast<int>(++seen) == position) return &child;
  }
  return nullptr;
}

Located child_at(ChildIndex* index, const Located& parent, const std::string& file, const char* label, const char* what,
                 int position) {
  // A position below 1 matches no child, so the walk goes to the end and counts them all.
  std::size_t count = 0;
  Node* child = labelled_child(index, *parent.node, label, position, count);
  if (child == nullptr)
    throw InputError("'" + file + "' node '" + parent.path + "': no " + what + " " + std::to_string(position) +
                     " (it has " + std::to_string(count) + ")");
  return {child, joined_path(parent.path, child->name)};
}

Located base_in(ChildIndex* index, Node& tree, const std::string& file, int B) {
  return child_at(index, root_of(tree), file, "CGNSBase_t", "base", B);
}

Located zone_in(ChildIndex* index, Node& tree, const std::string& file, int B, int Z) {
  return child_at(index, base_in(index, tree, file, B), file, "Zone_t", "zone", Z);
}

Located solution_in(ChildIndex* index, Node& tree, const std::string& file, int B, int Z, int S) {
  return child_at(index, zone_in(index, tree, file, B, Z), file, "FlowSolution_t", "solution", S);
}

}  // namespace

Located root_of(Node& tree) { return {&tree, "/"}; }

std::string where(const std::string& file, const std::string& path) { return "'" + file + "' node '" + path + "': "; }

std::string joined_path(const std::string& parent_path, const std::string& relative) {
  return (parent_path == "/" ? "" : parent_path) + "/" + relative;
}

Located base_at(Node& tree, const std::string& file, int B) { return base_in(child_index_of(tree), tree, file, B); }

Located zone_at(Node& tree, const std::string& file, int B, int Z) {
  return zone_in(child_index_of(tree), tree, file, B, Z);
}

Located coordinate_at(Node& tree, const std::string& file, int B, int Z, int C) {
  ChildIndex* index = child_index_of(tree);
  const Located zone = zone_in(index, tree, file, B, Z);
  Node* grid = zone.node->child("GridCoordinates");
  if (grid == nullptr)
    throw InputError("'" + file + "' node '" + zone.path + "': no coordinate " + std::to_string(C) +
                     " (the zone has no GridCoordinates)");
  return child_at(index, {grid, zone.path + "/GridCoordinates"}, file, "DataArray_t", "coordinate", C);
}

Located section_at(Node& tree, const std::string& file, int B, int Z, int S) {
  ChildIndex* index = child_index_of(tree);
  return child_at(index, zone_in(index, tree, file, B, Z), file, "Elements_t", "section", S);
}

Located solution_at(Node& tree, const std::string& file, int B, int Z, int S) {
  return solution_in(child_index_of(tree), tree, file, B, Z, S);
}

Located field_at(Node& tree, const std::string& file, int B, int Z, int S, int F) {
  ChildIndex* index = child_index_of(tree);
  return child_at(index, solution_in(index, tree, file, B, Z, S), file, "DataArray_t", "field", F);
}

Node& add_child(const Node& tree, Node& parent, Node child) {
  if (ChildIndex* index = child_index_of(tree)) return index->add(parent, std::move(child));
  return parent.add(std::move(child));
}

int handle_of(const Node& tree, Node& parent, const Node& child) {
  if (ChildIndex* index = child_index_of(tree)) {
    if (const int handle = index->handle_of(parent, child)) return handle;
    throw InternalError("node '" + child.name + "' is not a child of '" + parent.name + "'");
  }
  int index = 0;
  for (const Node& sibling : parent.children) {
    if (sibling.label != child.label) continue;
    ++index;
    if (&sibling == &child) return index;
  }
  throw InternalError("node '" + child.name + "' is not a child of '" + parent.name + "'");
}

}  // namespace pcgns::capi
