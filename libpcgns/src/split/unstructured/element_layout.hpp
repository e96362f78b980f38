#pragma once
// The element sections of an original unstructured zone as pcgns-split cuts them: which
// sections hold the cells (the highest element dimension) and which hold boundary
// elements, and where every element number and cell id lies.
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "pcgns/node.hpp"
#include "pcgns/sids/element_type.hpp"

namespace pcgns::split {

struct SectionInfo {
  std::string name;
  sids::ElementType type = sids::ElementType::ElementTypeNull;
  // Vertices per element; for MIXED, the width of its padded records (mixed_sections.hpp):
  // the most vertices any of its elements has, known once its elements are read.
  int nodes = 0;
  std::int64_t start = 0;  // first element number
  std::int64_t count = 0;
  bool cells = false;             // elements of the zone's cell dimension
  std::int64_t first_cell = 0;    // 0-based cell id of its first element (cell sections)
  int mixed_dimension = -1;       // of a MIXED section's elements, once they are read
  bool parents = false;           // has ParentElements (part_parents.hpp)
  bool parent_positions = false;  // and ParentElementsPosition

  // A MIXED section: a type code before each element's vertices.
  bool mixed() const { return type == sids::ElementType::MIXED; }
  // An NGON_n (faces, or a 2-D zone's polygonal cells, by their vertices) or NFACE_n section (cells by their faces' element
  // numbers, negative for a face seen reversed): read as padded records (poly_sections.hpp).
  bool poly() const { return type == sids::ElementType::NGON_n || type == sids::ElementType::NFACE_n; }
  bool nface() const { return type == sids::ElementType::NFACE_n; }
  // Whose elements are read into padded records of `nodes` entries before the split.
  bool records() const { return mixed() || poly(); }
  // Of its elements; -1 for a MIXED section not read yet.
  int dimension() const { return mixed() ? mixed_dimension : sids::element_dimension(type); }
};

// The section's connectivity array, below its zone ("Hexa/ElementConnectivity").
inline std::string connectivity_of(const SectionInfo& section) { return section.name + "/ElementConnectivity"; }

struct ElementLayout {
  std::int64_t vertices = 0;
  std::int64_t cells = 0;
  std::vector<SectionInfo> sections;  // in element number order
  // Section index and 0-based position of element number `element`; none outside.
  std::optional<std::pair<std::size_t, std::int64_t>> locate(std::int64_t element) const;
};

// InputError naming the zone for what pcgns-split cannot cut: no section, parents it cannot
// renumber (part_parents.hpp), NGON_n
// and NFACE_n sections it cannot pair (check_poly_pair), cells the dual graph has no faces for (naming the section), cell sections
// not matching the zone's cell count. A zone with MIXED sections is finished
// (finish_layout) once their elements are read (mixed_sections.hpp).
ElementLayout element_layout(const Node& zone, const std::string& described);

// Which sections hold the cells (those of the highest dimension), their first cell ids,
// and the check of the cell count; every section's dimension must be known.
void finish_layout(ElementLayout& layout, const std::string& described);

// Whether the zone has a MIXED section, whose dimension and width are read from its
// elements.
bool has_mixed(const ElementLayout& layout);

// Whether the zone has an NGON_n or NFACE_n section, read as padded records
// (poly_sections.hpp).
bool has_poly(const ElementLayout& layout);
// Whether the zone's cells are NFACE_n polyhedra (its faces one NGON_n section).
bool has_polyhedra(const ElementLayout& layout);
// Whether the zone's cells are the polygons of one NGON_n section, without NFACE_n (a
// 2-D zone; its other sections BAR or NODE elements).
bool has_polygon_cells(const ElementLayout& layout);
// InputError naming the zone unless its NGON_n and NFACE_n sections, if any, are one of
// each, or one NGON_n section whose polygons are the cells (no other 2-D or 3-D
// section beside it), and no MIXED one beside them.
void check_poly_pair(const ElementLayout& layout, const std::string& described);
// The index in layout.sections of the NGON_n section, of the NFACE_n one.
std::size_t ngon_index(const ElementLayout& layout);
std::size_t nface_index(const ElementLayout& layout);

}  // namespace pcgns::split
