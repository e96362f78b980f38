#pragma once
// The cells of an original unstructured zone given to M parts: this rank's cells (its
// slices of the cell sections) become a block of the distributed dual graph (or, for
// hilbert, points on the curve) and the chosen partitioner decides their parts. Also
// the partition's imbalance and, from the graph, its edge cut.
#include <mpi.h>

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/phase_clock.hpp"
#include "pcgns/split/split.hpp"
#include "split/unstructured/element_layout.hpp"
#include "split/unstructured/zone_arrays.hpp"
#include "split/unstructured/zone_slices.hpp"

namespace pcgns::split {

struct CellAssignment {
  std::vector<std::vector<int>> parts;  // per section (empty for boundary sections), per item of its slice
  // Like parts: each cell's Hilbert curve key, when asked for (--renumber hilbert).
  std::vector<std::vector<std::uint64_t>> curve_keys;
  double imbalance = 0;
  // Cells of different parts sharing a face. Unknown (nullopt) for hilbert, which builds
  // no cell graph: the parts' shared faces give it later (face_interfaces.hpp).
  std::optional<std::int64_t> edge_cut;
};

struct ZoneCellSlices {
  std::vector<const Slice*> connectivity;  // per section of the layout
  // Paths of the coordinates x, y, z in the merged tree, fetched when the partitioner
  // needs centroids (hilbert, and --renumber hilbert); empty for an axis the zone has
  // none for (beyond its base's physical dimension), which counts as 0.
  std::array<std::string, 3> coordinates;
  std::string zone_path;  // the zone's, in the merged tree (a polyhedral zone's faces are fetched by it)
};

struct AssignOptions {
  Method method = Method::ptscotch;
  int parts = 1;
  double tolerance = 0.03;
  // One per local cell (the order of the cell-section slices), or empty when every cell
  // weighs 1; the imbalance is measured with them.
  std::vector<std::int64_t> weights;
  bool curve_keys = false;  // also give each cell's Hilbert curve key
  // When given, called once the partitioner reads the cells' connectivity no more (the
  // cell graph's faces are met): the caller may free the slices then, before the graph
  // is assembled and partitioned. The slices are not read after it.
  std::function<void()> cells_read = {};
};

// Collective. InputError (naming `described`) when a part would be left without cells.
// The coordinates come from `arrays`, for the vertices of this rank's cells. `clock`
// ends a phase at each step (the curve, the cell graph, each step of the partitioner,
// the partition's quality), so that -v shows where the time goes.
CellAssignment assign_cells(MPI_Comm comm, const ElementLayout& layout, const ZoneCellSlices& slices,
                            ZoneArrays& arrays, AssignOptions assign, const std::string& described, PhaseClock& clock);

}  // namespace pcgns::split
