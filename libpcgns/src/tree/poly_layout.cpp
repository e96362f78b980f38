// convert_poly_sections: every NGON_n/NFACE_n/MIXED section of a tree to the layout of
// a target CGNS version.
#include "pcgns/poly_layout.hpp"

#include "tree/poly_section.hpp"

namespace pcgns {

namespace {
void convert_below(Node& node, const std::string& path, bool to_offsets) {
  const std::string here = path == "/" ? "/" + node.name : path + "/" + node.name;
  if (tree::is_poly_section(node)) {
    if (to_offsets && !tree::has_start_offset(node)) tree::to_offset_layout(node, here);
    if (!to_offsets && tree::has_start_offset(node)) tree::to_count_layout(node, here);
    return;
  }
  for (Node& child : node.children) convert_below(child, here, to_offsets);
}
}  // namespace

void convert_poly_sections(Node& root, CgnsVersion from, CgnsVersion to) {
  if (from.has_element_start_offset() == to.has_element_start_offset()) return;
  for (Node& child : root.children) convert_below(child, "", to.has_element_start_offset());
}

}  // namespace pcgns
