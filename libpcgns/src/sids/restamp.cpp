#include "pcgns/sids/restamp.hpp"

#include <algorithm>
#include <iterator>

#include "pcgns/sids/grid_location.hpp"
#include "pcgns/sids/legacy_elements.hpp"
#include "pcgns/sids/node_ref.hpp"

namespace pcgns::sids {
namespace {

// Version limits of the old forms, as the official reader tests them (cg->version).
constexpr int kLastNameIsFamily = 1200;   // FamilyName_t named by the family, no data
constexpr int kFirstDonorHolders = 1100;  // StructuredDonor_t / UnstructuredDonor_t
constexpr int kLastDonorHolders = 1200;
constexpr int kLastDataSetLocation = 1200;  // BC location under BCDataSet_t; 1-D ElementList
constexpr int kLastTwoDimensionalConnectivity = 1100;

// Calls `convert(node, path)` on every node, parents before their (converted) children.
template <class F>
void for_each_node(Node& node, const std::string& path, F&& convert) {
  convert(node, path);
  for (Node& child : node.children) for_each_node(child, path + "/" + child.name, convert);
}

bool is_old_family_name(const Node& node) { return node.label == "FamilyName_t" && node.type == DataType::MT; }

// The family is the node's name: it becomes the data of a node named "FamilyName".
void convert_family_name(Node& parent, const std::string& path) {
  const auto old = std::count_if(parent.children.begin(), parent.children.end(), is_old_family_name);
  if (old == 0) return;
  const NodeRef ref{&parent, path};
  if (old > 1) ref.fail(std::to_string(old) + " FamilyName_t nodes without data (CGNS 1.x family names): one expected");
  Node& family = *std::find_if(parent.children.begin(), parent.children.end(), is_old_family_name);
  if (family.name != "FamilyName" && parent.child("FamilyName"))
    ref.fail("FamilyName_t '" + family.name +
             "' (a CGNS 1.x family name) cannot become 'FamilyName': the name is taken");
  const std::string name = family.name;
  family.name = "FamilyName";
  set_text(family, name);
}

bool is_donor_holder(const Node& node) {
  return node.label == "StructuredDonor_t" || node.label == "UnstructuredDonor_t";
}

// The children of a StructuredDonor_t or UnstructuredDonor_t take its place.
void lift_donor_lists(Node& connection, const std::string& path) {
  if (connection.label != "GridConnectivity_t") return;
  auto& children = connection.children;
  for (auto it = std::find_if(children.begin(), children.end(), is_donor_holder); it != children.end();
       it = std::find_if(children.begin(), children.end(), is_donor_holder)) {
    NodeList lifted = std::move(it->children);
    for (const Node& child : lifted)
      if (connection.child(child.name))
        NodeRef{&connection, path}.fail(it->label + " child '" + child.name + "' cannot move up: the name is taken");
    const auto at = children.erase(it);
    children.insert(at, std::make_move_iterator(lifted.begin()), std::make_move_iterator(lifted.end()));
  }
}

// The BC's location was stated by its first BCDataSet_t.
void state_location_on_bc(Node& bc) {
  if (bc.label != "BC_t") return;
  const auto sets = bc.children_with_label("BCDataSet_t");
  if (sets.empty()) return;
  if (const Node* location = sets.front()->child("GridLocation")) bc.add(*location);
}

// ElementRange / ElementList of a BC or BC data set, stored 1-D, become [1, N].
void widen_element_lists(Node& holder) {
  if (holder.label != "BC_t" && holder.label != "BCDataSet_t") return;
  for (const char* name : {"ElementRange", "ElementList"})
    if (Node* list = holder.child(name); list && list->dims.size() == 1) list->dims = {1, list->dims[0]};
}

// The location of the faces of a base's cells: what an element point set of a BC meant.
GridLocation boundary_location(std::int64_t cell_dimension) {
  if (cell_dimension == 1) return GridLocation::Vertex;
  return cell_dimension == 2 ? GridLocation::EdgeCenter : GridLocation::FaceCenter;
}

// A BC's ElementList / ElementRange (no longer allowed, CPEX 0031) becomes a PointList /
// PointRange at the location of its base's boundary elements, as the official reader
// converts it; the GridLocation follows the point set (where cg_boco_write puts it) and
// is left out at Vertex (which cg_boco_write does not write).
void convert_element_point_set(Node& bc, std::int64_t cell_dimension) {
  if (bc.label != "BC_t") return;
  auto& children = bc.children;
  const auto set = std::find_if(children.begin(), children.end(), [](const Node& child) {
    return child.name == "ElementList" || child.name == "ElementRange";
  });
  if (set == children.end()) return;
  set->name = set->name == "ElementList" ? "PointList" : "PointRange";
  const std::string point_set = set->name;
  bc.remove("GridLocation");
  const GridLocation location = boundary_location(cell_dimension);
  if (location == GridLocation::Vertex) return;
  Node scratch("scratch", "BC_t");
  add_grid_location(scratch, location);
  Node moved = std::move(*scratch.child("GridLocation"));
  const auto after =
      std::find_if(children.begin(), children.end(), [&](const Node& child) { return child.name == point_set; });
  children.insert(std::next(after), std::move(moved));
}

void flatten_connectivity(Node& section) {
  if (section.label != "Elements_t") return;
  if (Node* conn = section.child("ElementConnectivity"); conn && conn->dims.size() == 2)
    conn->dims = {conn->dims[0] * conn->dims[1]};
}

void relabel_family_data_sets(Node& family_bc) {
  if (family_bc.label != "FamilyBC_t") return;
  for (Node& child : family_bc.children)
    if (child.label == "BCDataSet_t") child.label = "FamilyBCDataSet_t";
}

}  // namespace

void restamp(Node& root, CgnsVersion from) {
  if (from >= kCurrentForms) return;
  renumber_element_types(root, from);
  const int v = from.code;
  std::int64_t cell_dimension = 3;  // of the base being converted (parents come first)
  for_each_node(root, "", [v, &cell_dimension](Node& node, const std::string& path) {
    if (node.label == "CGNSBase_t" && node.has_data()) cell_dimension = node.as_int64().at(0);
    if (v <= kLastNameIsFamily) convert_family_name(node, path);
    if (v >= kFirstDonorHolders && v <= kLastDonorHolders) lift_donor_lists(node, path);
    if (v <= kLastDataSetLocation) {
      state_location_on_bc(node);
      widen_element_lists(node);
    }
    convert_element_point_set(node, cell_dimension);
    if (v <= kLastTwoDimensionalConnectivity) flatten_connectivity(node);
    relabel_family_data_sets(node);
  });
}

}  // namespace pcgns::sids
