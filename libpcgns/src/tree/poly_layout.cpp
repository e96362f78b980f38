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
  // A 3.4 tree's sections may be in either layout: each is looked at.
  if (!from.either_poly_layout() && from.has_element_start_offset() == to.has_element_start_offset()) return;
  for (Node& child : root.children) convert_below(child, "", to.has_element_start_offset());
}

std::vector<std::int64_t> with_count_prefixes(const std::vector<std::int64_t>& offsets,
                                              const std::vector<std::int64_t>& connectivity) {
  std::vector<std::int64_t> out;
  out.reserve(connectivity.size() + offsets.size());
  for (std::size_t i = 0; i + 1 < offsets.size(); ++i) {
    out.push_back(offsets[i + 1] - offsets[i]);
    out.insert(out.end(), connectivity.begin() + offsets[i], connectivity.begin() + offsets[i + 1]);
  }
  return out;
}

}  // namespace pcgns
