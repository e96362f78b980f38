#pragma once
// MIXED sections as pcgns-split carries them: each element a padded record of the
// section's width (the most vertices any of its elements has) -- its vertices, then
// copies of its last vertex -- with its type kept aside (Slice::element_types, and in
// each part PartSection::types). The steps that move, number or look up elements by
// their vertex sets take these records as they take fixed-size elements (a repeated
// vertex adds none); the steps that need an element's own vertices (faces, centroids,
// the connectivity written) take the first mixed_nodes(type) of its record. Fixed-size
// sections keep their own path: no types aside, no padding.
#include <mpi.h>

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "dist/array_source.hpp"
#include "pcgns/cgns_version.hpp"
#include "pcgns/sids/element_type.hpp"
#include "split/block_arrays.hpp"
#include "split/unstructured/element_layout.hpp"
#include "split/unstructured/zone_arrays.hpp"
#include "split/unstructured/zone_slices.hpp"

namespace pcgns::split {

// Vertices of a MIXED element of `type` (an ElementType kept as a byte).
inline std::size_t mixed_nodes(std::uint8_t type) {
  return static_cast<std::size_t>(sids::nodes_per_element(static_cast<sids::ElementType>(type)));
}

// The path at which ZoneArrays answers the types of the elements whose connectivity is
// at `connectivity_path`.
inline std::string element_types_path(const std::string& connectivity_path) { return connectivity_path + "#types"; }

// Entries of the MIXED connectivity of elements of `types`: a type code and its vertices each.
std::int64_t mixed_entries(std::span<const std::uint8_t> types);

// The elements whose entries (a type code, then its vertices, each) are `entries`:
// `count` elements numbered from `first_number`, their types and the most vertices any
// has (the records are padded to the width agreed over the ranks later). InputError
// naming `where` and the element for an unknown type code, an element running past the
// entries, or entries left after the last element.
struct MixedRecords {
  std::vector<std::uint8_t> types;
  std::size_t width = 0;
};
MixedRecords mixed_records(std::span<const std::int64_t> entries, std::int64_t count, std::int64_t first_number,
                           CgnsVersion version, const std::string& where);

// Collective. This rank's block of every MIXED section's elements (BlockDistribution
// over its elements) read into `slices`, at its connectivity's path, as padded records;
// the sections' width and dimension set and the layout finished (finish_layout). `held`:
// the zone is reassembled in `slices` (a per-rank set), else read from the inputs.
// InputError on every rank, naming the zone, the section and the element, for an unknown
// type code, an element running past the connectivity, ElementStartOffset disagreeing
// with the type codes, or elements of different dimensions in one section.
void read_mixed_sections(MPI_Comm comm, ElementLayout& layout, const Node& zone, const std::string& zone_path,
                         ZoneSlices& slices, bool held, const BlockArrays& arrays, dist::ArraySource& source,
                         CgnsVersion version, const std::string& described);

// `arrays`, with the connectivity of the MIXED sections (and their elements' types, at
// element_types_path) and of the NGON_n and NFACE_n ones (poly_sections.hpp) fetched
// from the padded records in `slices`.
std::unique_ptr<ZoneArrays> with_mixed_records(std::unique_ptr<ZoneArrays> arrays, const ElementLayout& layout,
                                               const std::string& zone_path, ZoneSlices& slices);

}  // namespace pcgns::split
