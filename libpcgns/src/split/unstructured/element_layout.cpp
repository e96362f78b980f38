#include "split/unstructured/element_layout.hpp"

#include <algorithm>

#include "pcgns/error.hpp"
#include "split/graph/cell_faces.hpp"
#include "split/unstructured/part_parents.hpp"

namespace pcgns::split {

std::optional<std::pair<std::size_t, std::int64_t>> ElementLayout::locate(std::int64_t element) const {
  for (std::size_t s = 0; s < sections.size(); ++s)
    if (element >= sections[s].start && element < sections[s].start + sections[s].count)
      return std::pair(s, element - sections[s].start);
  return std::nullopt;
}

ElementLayout element_layout(const Node& zone, const std::string& described) {
  ElementLayout layout;
  const auto sizes = zone.as_int64();
  layout.vertices = sizes.at(0);
  layout.cells = sizes.at(1);
  for (const Node* section : zone.children_with_label("Elements_t")) {
    const auto type = static_cast<sids::ElementType>(section->as_int64().at(0));
    if (!sids::is_fixed_size(type) && !sids::is_poly(type))
      throw InputError(described + ": section '" + section->name + "' holds " + std::string(sids::enum_name(type)) +
                       " elements, which pcgns-split cannot cut");
    const auto range = section->require_child("ElementRange").as_int64();
    SectionInfo info{section->name, type, sids::nodes_per_element(type), range.at(0), range.at(1) - range.at(0) + 1};
    check_parents_cuttable(*section, described);
    info.parents = section->child("ParentElements") != nullptr;
    info.parent_positions = section->child("ParentElementsPosition") != nullptr;
    layout.sections.push_back(std::move(info));
  }
  if (layout.sections.empty())
    throw InputError(described + ": an unstructured zone without element sections cannot be split");
  std::sort(layout.sections.begin(), layout.sections.end(),
            [](const SectionInfo& a, const SectionInfo& b) { return a.start < b.start; });
  check_poly_pair(layout, described);
  if (!has_mixed(layout) && !has_poly(layout)) finish_layout(layout, described);
  return layout;
}

bool has_poly(const ElementLayout& layout) {
  return std::any_of(layout.sections.begin(), layout.sections.end(), [](const SectionInfo& s) { return s.poly(); });
}

bool has_polyhedra(const ElementLayout& layout) {
  return std::any_of(layout.sections.begin(), layout.sections.end(), [](const SectionInfo& s) { return s.nface(); });
}

bool has_polygon_cells(const ElementLayout& layout) { return has_poly(layout) && !has_polyhedra(layout); }

namespace {

std::size_t index_of_type(const ElementLayout& layout, sids::ElementType type) {
  const auto found = std::find_if(layout.sections.begin(), layout.sections.end(),
                                  [&](const SectionInfo& s) { return s.type == type; });
  if (found == layout.sections.end())
    throw InternalError("split: no " + std::string(sids::enum_name(type)) + " section");
  return static_cast<std::size_t>(found - layout.sections.begin());
}

}  // namespace

std::size_t ngon_index(const ElementLayout& layout) { return index_of_type(layout, sids::ElementType::NGON_n); }
std::size_t nface_index(const ElementLayout& layout) { return index_of_type(layout, sids::ElementType::NFACE_n); }

void check_poly_pair(const ElementLayout& layout, const std::string& described) {
  const auto count = [&](sids::ElementType type) {
    return std::count_if(layout.sections.begin(), layout.sections.end(),
                         [&](const SectionInfo& s) { return s.type == type; });
  };
  const auto ngons = count(sids::ElementType::NGON_n), nfaces = count(sids::ElementType::NFACE_n);
  if (ngons == 0 && nfaces == 0) return;
  // The cells are NFACE_n polyhedra over the faces of one NGON_n section, or the polygons
  // of one NGON_n section alone; faces spread over several sections are not cut yet.
  if (ngons != 1 || nfaces > 1)
    throw InputError(described + ": " + std::to_string(ngons) + " NGON_n and " + std::to_string(nfaces) +
                     " NFACE_n sections; pcgns-split cuts polyhedral zones of one NGON_n and one NFACE_n section, "
                     "and polygonal ones of one NGON_n section");
  if (has_mixed(layout)) throw InputError(described + ": MIXED and NGON_n sections in one zone cannot be split");
  if (nfaces == 1) return;
  // Polygons alone are the cells: any other section must be of a lower dimension.
  for (const auto& section : layout.sections)
    if (section.type != sids::ElementType::NGON_n && section.dimension() >= 2)
      throw InputError(described + ": section '" + section.name + "' holds " +
                       std::string(sids::enum_name(section.type)) +
                       " elements beside an NGON_n section without NFACE_n; pcgns-split cuts such a zone only when "
                       "its polygons are its cells");
}

bool has_mixed(const ElementLayout& layout) {
  return std::any_of(layout.sections.begin(), layout.sections.end(), [](const SectionInfo& s) { return s.mixed(); });
}

void finish_layout(ElementLayout& layout, const std::string& described) {
  int dimension = 0;
  for (const auto& section : layout.sections) dimension = std::max(dimension, section.dimension());
  std::int64_t cells = 0;
  for (auto& section : layout.sections) {
    section.cells = section.dimension() == dimension;
    if (section.cells && !section.mixed() && !section.nface() && !graph::has_cell_faces(section.type))
      throw InputError(described + ": section '" + section.name + "': " + graph::unsupported_cell_type(section.type));
    if (section.cells) {
      section.first_cell = cells;
      cells += section.count;
    }
  }
  if (cells != layout.cells)
    throw InputError(described + ": its sections hold " + std::to_string(cells) + " elements of dimension " +
                     std::to_string(dimension) + " but the zone has " + std::to_string(layout.cells) + " cells");
  check_no_cell_parents(layout, described);
}

}  // namespace pcgns::split
