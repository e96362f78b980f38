#pragma once
// Elements_t: I4 [2] data (ElementType, ElementSizeBoundary); children ElementRange
// (IndexRange_t [2]: first and last element number), ElementConnectivity, and for
// MIXED/NGON_n/NFACE_n from CGNS 4.0 ElementStartOffset (nelem+1 entries from 0).
// Before 4.0 there is no offset array: NGON_n/NFACE_n elements are prefixed by their
// node count, MIXED elements (in every version) by their ElementType. Optional
// ParentElements + ParentElementsPosition ([nelem, 2] each), or ParentData ([nelem, 4],
// before 3.4).
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "pcgns/cgns_version.hpp"
#include "pcgns/sids/element_type.hpp"
#include "pcgns/sids/zone.hpp"

namespace pcgns::sids {

class ElementsView {
 public:
  // Validates the section against `zone` and the file `version`: element type, range,
  // boundary count, connectivity (and offset) sizes from the dimensions, and, when the
  // arrays are in memory, the offsets and per-element prefixes.
  ElementsView(NodeRef ref, const ZoneView& zone, CgnsVersion version);

  const NodeRef& ref() const { return ref_; }
  const std::string& name() const { return ref_->name; }
  CgnsVersion version() const { return version_; }
  ElementType type() const { return type_; }
  std::int64_t boundary_count() const { return boundary_count_; }
  std::int64_t start() const { return start_; }
  std::int64_t end() const { return end_; }
  std::int64_t count() const { return end_ - start_ + 1; }
  int nodes_per_element() const;  // 0 for poly sections

  const NodeRef& connectivity() const { return connectivity_; }
  std::int64_t connectivity_size() const { return connectivity_->count(); }
  const std::optional<NodeRef>& start_offset() const { return start_offset_; }
  const std::optional<NodeRef>& parent_elements() const { return parent_elements_; }
  const std::optional<NodeRef>& parent_positions() const { return parent_positions_; }

  // The element start offsets in CGNS 4.x form (count()+1 entries from 0), for every
  // section kind: fixed types from npe, 4.x poly sections from ElementStartOffset, 3.x
  // poly sections by walking the in-memory connectivity. InputError when data needed
  // is not in memory.
  std::vector<std::int64_t> element_start_offsets() const;

 private:
  void read_header();
  void check_connectivity();
  void check_poly_offsets() const;
  void check_legacy_poly() const;
  void check_parents();

  NodeRef ref_;
  CgnsVersion version_;
  ElementType type_ = ElementType::ElementTypeNull;
  std::int64_t boundary_count_ = 0;
  std::int64_t start_ = 0;
  std::int64_t end_ = 0;
  NodeRef connectivity_;
  std::optional<NodeRef> start_offset_;
  std::optional<NodeRef> parent_elements_;
  std::optional<NodeRef> parent_positions_;
};

// Every Elements_t child of the zone.
std::vector<ElementsView> sections(const ZoneView& zone, CgnsVersion version);

// Adds a fixed-size section (as cg_section_write / cg_section_partial_write) with a
// deferred ElementConnectivity of count*npe entries. `index_type` defaults to I4 unless
// the zone or the range needs I8.
Node& add_section(Node& zone, std::string name, ElementType type, std::int64_t start, std::int64_t end,
                  std::int64_t boundary_count = 0, std::optional<DataType> index_type = {});
// The same with the connectivity in memory (count*npe node numbers).
Node& add_section(Node& zone, std::string name, ElementType type, std::int64_t start, std::int64_t end,
                  std::int64_t boundary_count, const std::vector<std::int64_t>& connectivity);

// Adds a MIXED/NGON_n/NFACE_n section with deferred arrays: ElementStartOffset
// (count+1) when `version` has that layout (from 4.0, and 3.4: see CgnsVersion), and
// ElementConnectivity of `connectivity_size` entries, which must be the size in that
// version's layout (with count prefixes for NGON_n/NFACE_n otherwise).
Node& add_poly_section(Node& zone, std::string name, ElementType type, std::int64_t start, std::int64_t end,
                       std::int64_t connectivity_size, CgnsVersion version, std::int64_t boundary_count = 0,
                       std::optional<DataType> index_type = {});
// The same with data in memory, given in the CGNS 4.x form (offsets from 0 and
// connectivity without NGON/NFACE count prefixes) and laid out for `version`.
Node& add_poly_section(Node& zone, std::string name, ElementType type, std::int64_t start, std::int64_t end,
                       const std::vector<std::int64_t>& start_offsets, const std::vector<std::int64_t>& connectivity,
                       CgnsVersion version, std::int64_t boundary_count = 0);

// Adds deferred ParentElements and ParentElementsPosition ([count, 2] each) to a
// section (as cg_parent_data_write).
void add_parent_elements(Node& section, std::optional<DataType> index_type = {});

}  // namespace pcgns::sids
