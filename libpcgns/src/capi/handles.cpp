#include "capi/handles.hpp"

#include <cstddef>
#include <string_view>

#include "pcgns/error.hpp"

namespace pcgns::capi {
namespace {

// The index-th (1-based) child of `parent` with `label`, or null; `seen` counts those
// walked past (all of them when there is none). A walk that stops there and allocates nothing: every structure and data
// call walks its base's zones, which can be many thousands.
Node* labelled_child(Node& parent, std::string_view label, int index, std::size_t& seen) {
  seen = 0;
  for (Node& child : parent.children) {
    if (child.label != label) continue;
    if (static_cast<int>(++seen) == index) return &child;
  }
  return nullptr;
}

Located child_at(const Located& parent, const std::string& file, const char* label, const char* what, int index) {
  // An index below 1 matches no child, so the walk goes to the end and counts them all.
  std::size_t count = 0;
  Node* child = labelled_child(*parent.node, label, index, count);
  if (child == nullptr)
    throw InputError("'" + file + "' node '" + parent.path + "': no " + what + " " + std::to_string(index) +
                     " (it has " + std::to_string(count) + ")");
  return {child, (parent.path == "/" ? "" : parent.path) + "/" + child->name};
}

}  // namespace

Located root_of(Node& tree) { return {&tree, "/"}; }

std::string where(const std::string& file, const std::string& path) { return "'" + file + "' node '" + path + "': "; }

Located base_at(Node& tree, const std::string& file, int B) {
  return child_at(root_of(tree), file, "CGNSBase_t", "base", B);
}

Located zone_at(Node& tree, const std::string& file, int B, int Z) {
  return child_at(base_at(tree, file, B), file, "Zone_t", "zone", Z);
}

Located coordinate_at(Node& tree, const std::string& file, int B, int Z, int C) {
  const Located zone = zone_at(tree, file, B, Z);
  Node* grid = zone.node->child("GridCoordinates");
  if (grid == nullptr)
    throw InputError("'" + file + "' node '" + zone.path + "': no coordinate " + std::to_string(C) +
                     " (the zone has no GridCoordinates)");
  return child_at({grid, zone.path + "/GridCoordinates"}, file, "DataArray_t", "coordinate", C);
}

Located section_at(Node& tree, const std::string& file, int B, int Z, int S) {
  return child_at(zone_at(tree, file, B, Z), file, "Elements_t", "section", S);
}

Located solution_at(Node& tree, const std::string& file, int B, int Z, int S) {
  return child_at(zone_at(tree, file, B, Z), file, "FlowSolution_t", "solution", S);
}

Located field_at(Node& tree, const std::string& file, int B, int Z, int S, int F) {
  return child_at(solution_at(tree, file, B, Z, S), file, "DataArray_t", "field", F);
}

int handle_of(const Node& parent, const Node& child) {
  int index = 0;
  for (const Node& sibling : parent.children) {
    if (sibling.label != child.label) continue;
    ++index;
    if (&sibling == &child) return index;
  }
  throw InternalError("node '" + child.name + "' is not a child of '" + parent.name + "'");
}

}  // namespace pcgns::capi
