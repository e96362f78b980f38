#pragma once
// The partitions of an unstructured zone as the ranks that build them hold them: each
// part's elements (its cells, and the boundary elements whose vertices all lie in it),
// in original order within each section unless the cells are renumbered (cell_order.hpp),
// with the vertices they use, and the
// directories that say where every vertex, element and cell of the original zone went.
#include <mpi.h>

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "split/unstructured/block_directory.hpp"
#include "split/unstructured/cell_assignment.hpp"

namespace pcgns::split {

struct PartSection {
  std::vector<std::int64_t> positions;     // 0-based in the original section, in local order
  std::vector<std::int64_t> connectivity;  // local vertex ids once built
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
  std::vector<BlockDirectory> elements;  // per section: position + 1 -> (part, local element)
};

// Collective. Consumes nothing: `connectivity[s]` are the section slices. `order`: the
// cells' order inside each part (hilbert needs the assignment's curve keys). InputError
// naming the zone when a boundary element has no part holding all its vertices.
ZonePartition build_partition(MPI_Comm comm, const ElementLayout& layout, const std::vector<const Slice*>& connectivity,
                              const CellAssignment& assignment, CellOrder order, const std::string& described);

}  // namespace pcgns::split
