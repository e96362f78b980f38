#include "capi/handles.hpp"

#include "pcgns/error.hpp"

namespace pcgns::capi {
namespace {

Located child_at(const Located& parent, const std::string& file, const char* label, const char* what, int index) {
  const std::vector<Node*> children = parent.node->children_with_label(label);
  if (index < 1 || static_cast<std::size_t>(index) > children.size())
    throw InputError("'" + file + "' node '" + parent.path + "': no " + what + " " + std::to_string(index) +
                     " (it has " + std::to_string(children.size()) + ")");
  Node* child = children[static_cast<std::size_t>(index) - 1];
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
  for (const Node* sibling : parent.children_with_label(child.label)) {
    ++index;
    if (sibling == &child) return index;
  }
  throw InternalError("node '" + child.name + "' is not a child of '" + parent.name + "'");
}

}  // namespace pcgns::capi
