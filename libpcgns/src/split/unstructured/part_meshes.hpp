#pragma once
// The partitions of an unstructured zone as the ranks that build them hold them: each
// part's elements (its cells, and the boundary elements whose vertices all lie in it)
// as runs of positions in their original sections, their connectivity in local vertex
// ids, and the part's vertices as runs of global ids (local id = place + 1). Cells stay
// in original order within each section unless renumbered (cell_order.hpp).
//
// Who knows what: the rank holding a block of a section's elements (BlockDistribution)
// knows the part each of them went to; the rank holding a block of vertex ids knows
// which parts hold each vertex (VertexHolders); the rank building a part knows local
// numbers. Lookups ask one, then the other (owner_questions.hpp).
#include <mpi.h>

#include <cstdint>
#include <map>
#include <span>
#include <string>
#include <vector>

#include "split/unstructured/cell_assignment.hpp"
#include "split/unstructured/id_runs.hpp"
#include "split/unstructured/uninitialized_allocator.hpp"
#include "split/unstructured/vertex_holders.hpp"
#include "split/unstructured/zone_arrays.hpp"

namespace pcgns::split {

struct PartSection {
  IdRuns positions;  // 0-based positions in the original section, increasing
  // Renumbered cells: local element k is the order[k]-th of `positions`; empty: in order.
  std::vector<std::uint32_t> order;
  LocalIds local_connectivity;      // local vertex ids (1-based), local order
  std::vector<std::uint8_t> types;  // a MIXED section's: each element's type, local order
  // An NGON_n or NFACE_n section's elements, local order: where each one's entries start
  // (from 0, and their end), and the entries -- local vertex ids of a face, local face
  // element numbers of a cell (negative for a face seen reversed, as in the original).
  // Local numbers fit 32 bits as local_connectivity's do (build_poly_parts checks).
  std::vector<std::int64_t> poly_offsets;
  std::vector<std::int32_t> poly_entries;
  std::int64_t local_start = 0;  // first local element number
  // Faces with parents (part_parents.hpp): ParentElements and ParentElementsPosition in
  // local element numbers, (elements, 2) in Fortran order, local order.
  std::vector<std::int64_t> parents;
  std::vector<std::int64_t> parent_positions;

  std::int64_t size() const { return positions.size(); }
  // The local element (0-based) at an original position; -1 when the part has none.
  std::int64_t local_index(std::int64_t position) const;

  mutable std::vector<std::uint32_t> inverse_order;  // filled by local_index when renumbered
};

struct PartMesh {
  int part = 0;
  IdRuns vertices;                    // global vertex ids (1-based), increasing: local id = place + 1
  std::vector<PartSection> sections;  // per section of the layout (empty when none here)
  // A polyhedral zone's: the positions in the NGON_n section of the faces only one of the
  // part's cells lists -- its boundary, where any face it shares with another part lies.
  IdRuns open_faces;
  std::int64_t vertex_count() const { return vertices.size(); }
  std::int64_t cell_count(const std::vector<SectionInfo>& sections) const;
  // Global cell ids (0-based) of the part's cells in increasing order, section after
  // section (the order of the cell arrays' values before any renumbering).
  IdRuns cell_ids(const std::vector<SectionInfo>& layout) const;
};

struct ZonePartition {
  std::map<int, PartMesh> parts;      // the parts this rank builds
  std::vector<SectionInfo> sections;  // the layout's
  std::int64_t vertex_total = 0;
  // Per section, the part of each element of this rank's block of it.
  std::vector<std::vector<int>> element_parts;
  VertexHolders holders;  // which parts hold each vertex of this rank's block
  // A polyhedral zone's: the faces of this rank's block of its NGON_n section that two
  // parts hold (the edge cut, counted once per face).
  std::int64_t shared_faces = 0;

  // Collective: the (part, local vertex) copies of global vertex ids, as flat pairs
  // sorted by part (none for a vertex no part holds).
  std::vector<std::vector<std::int64_t>> vertex_lookup(MPI_Comm comm, std::span<const std::int64_t> ids) const;
  // Collective (every rank, the same s): the (part, local element number) pair of
  // positions (1-based) of section s.
  std::vector<std::vector<std::int64_t>> element_lookup(MPI_Comm comm, std::size_t s,
                                                        std::span<const std::int64_t> positions) const;
};

// Collective. Calls visit(&mesh) for each part built here, one part a round, and
// visit(nullptr) in the rounds after this rank's last part: every rank joins as many
// rounds as the rank with the most parts, so the collective fetches inside `visit`
// match. Fetching one part at a time holds one part's connectivity beside the parts
// built, not every part's.
template <class Visit>
void for_each_part_in_rounds(MPI_Comm comm, std::map<int, PartMesh>& parts, Visit&& visit) {
  auto rounds = static_cast<std::int64_t>(parts.size());
  MPI_Allreduce(MPI_IN_PLACE, &rounds, 1, MPI_INT64_T, MPI_MAX, comm);
  auto next = parts.begin();
  for (std::int64_t k = 0; k < rounds; ++k) visit(next == parts.end() ? nullptr : &(next++)->second);
}

// Collective. The parts of the zone: cells routed by the assignment (runs of positions
// to the parts' ranks), their connectivity fetched from `arrays` and numbered locally,
// the vertex holders, the vertices no cell uses given to parts (orphan_vertices.hpp),
// then each boundary element given to the lowest part holding all its vertices. `zone_path` names the arrays in the merged tree; `described` the zone
// in messages. InputError naming the zone for a vertex id outside 1..vertices in a
// connectivity and for a boundary element no part holds.
ZonePartition build_partition(MPI_Comm comm, const ElementLayout& layout, ZoneArrays& arrays,
                              const std::string& zone_path, const CellAssignment& assignment, CellOrder order,
                              const std::string& described);

}  // namespace pcgns::split
