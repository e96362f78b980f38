#pragma once
// The partitions of an unstructured zone as the ranks that build them hold them: each
// part's elements (its cells, and the boundary elements whose vertices all lie in it),
// in original order within each section unless the cells are renumbered (cell_order.hpp),
// with the vertices they use, and the
// directories that say where every vertex, element and cell of the original zone went.
#include <mpi.h>

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <span>
#include <utility>
#include <string>
#include <vector>

#include "split/unstructured/block_directory.hpp"
#include "split/unstructured/cell_assignment.hpp"

namespace pcgns::split {

struct PartSection {
  std::vector<std::int64_t> positions;     // 0-based in the original section, in local order
  std::vector<std::int64_t> connectivity;  // global vertex ids while the part is built
  // Local vertex ids (1-based) once numbered, which then replace `connectivity`: half
  // its size, and a part's largest array.
  std::vector<std::uint32_t> local_connectivity;
  std::int64_t local_start = 0;            // first local element number
  std::vector<std::uint64_t> curve_keys;   // while routed, for --renumber hilbert
  std::int64_t size() const { return static_cast<std::int64_t>(positions.size()); }
};

struct PartMesh {
  int part = 0;
  std::vector<std::int64_t> vertices;  // global vertex ids, increasing: local id = place + 1
  std::vector<PartSection> sections;   // per section of the layout (empty when none here)
  std::vector<std::int64_t> cells;     // global cell ids (1-based), in local cell order
};

struct ZonePartition {
  std::map<int, PartMesh> parts;  // the parts this rank builds
  BlockDirectory vertices;        // global vertex -> (part, local vertex)
  BlockDirectory cells;           // global cell -> (part, local cell)
  std::vector<SectionInfo> sections;  // the layout's
  // Local element number minus local cell number of a cell section's elements in a part,
  // where not 0 (boundary elements numbered before them): (part, section) -> offset.
  std::map<std::pair<int, std::size_t>, std::int64_t> cell_element_offsets;

  // Collective (every rank, the same s): the (part, local element) pairs of positions
  // (1-based) of section s, flat and sorted by part per position. A cell section's
  // elements are its cells, answered by the cell directory; a boundary section's
  // directory is built when first asked for.
  std::vector<std::vector<std::int64_t>> element_lookup(MPI_Comm comm, std::size_t s,
                                                        std::span<const std::int64_t> positions) const;

  mutable std::vector<std::optional<BlockDirectory>> boundary_elements;  // filled by element_lookup
};

// Collective. `connectivity[s]` are the section slices; `done_with(s)` is called as soon
// as section s's slice is no longer read, so the caller can free it before the parts'
// directories are built (a large zone's cells are the largest array). `order`: the
// cells' order inside each part (hilbert needs the assignment's curve keys). InputError
// naming the zone when a boundary element has no part holding all its vertices.
ZonePartition build_partition(MPI_Comm comm, const ElementLayout& layout, const std::vector<const Slice*>& connectivity,
                              const CellAssignment& assignment, CellOrder order, const std::string& described,
                              const std::function<void(std::size_t)>& done_with);

}  // namespace pcgns::split
