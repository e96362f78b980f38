#pragma once
// pcgns-split as a library call: repartition one CGNS file, or a file-per-process set
// as pcgns-merge reads it, into M parts written in Maia's multi-file layout --
// <stem>_sub_<r>.cgns with the partition zones of part r, and <stem>.cgns, the main
// file whose zones are CGNS links to them. A per-rank set is cut from its parts
// directly (part -> block -> new parts), never through a merged file.
#include <mpi.h>

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "pcgns/cgns_version.hpp"
#include "pcgns/mpi/hints.hpp"
#include "pcgns/progress.hpp"
#include "pcgns/selection_options.hpp"
#include "pcgns/zone_summary.hpp"

namespace pcgns::split {

enum class Method { automatic, block, ptscotch, metis, hilbert };
const char* to_string(Method method);

// The order of the cells inside each unstructured partition (--renumber): as in the
// original zone, reverse Cuthill-McKee, or along a Hilbert curve.
enum class CellOrder { none, rcm, hilbert };

// How the interfaces between unstructured partitions are given (--interface): by the
// vertices they share, or by the faces (face elements added to each part, listed at
// FaceCenter). automatic: by the faces in a polyhedral (NGON_n/NFACE_n) zone, whose
// solvers exchange across faces and whose faces the parts hold already, by the vertices
// in any other zone.
enum class InterfaceLocation { automatic, vertex, face };

struct SplitOptions {
  std::vector<std::filesystem::path> inputs;  // files, in natural order
  std::filesystem::path stem;                 // OUTSTEM
  int parts = 0;                              // M
  Method method = Method::automatic;          // structured zones: always block; unstructured: cell_partition.hpp
  double imbalance_tolerance = 0.03;          // for auto, ptscotch and metis
  // Per-cell weights for the unstructured partitioners: a file of numbers (one per cell,
  // the unstructured zones' cells one zone after the other) when a file of that name
  // exists, else the name of a cell-centred array of every zone.
  std::optional<std::string> weights;
  CellOrder renumber = CellOrder::none;                        // unstructured zones only
  InterfaceLocation interface = InterfaceLocation::automatic;  // unstructured zones only
  bool main_file = true;                                       // write <stem>.cgns
  bool force = false;                                          // replace existing outputs
  bool dry_run = false;                                        // plan only
  std::optional<CgnsVersion> version;                          // default: the highest among the inputs
  std::optional<int> expect_parts;                             // the per-rank files of the input set (MergeOptions)
  SelectionOptions selection;                                  // the solutions carried, as pcgns-merge's
  mpi::Hints hints;
};

struct PartSummary {
  int part = 0;
  int zones = 0;
  std::int64_t cells = 0;
  std::int64_t vertices = 0;
  int interfaces = 0;                   // JN.P... connections of its zones
  int neighbours = 0;                   // distinct other parts those connections reach
  std::int64_t interface_vertices = 0;  // vertices shared with other parts
  std::int64_t interface_faces = 0;     // faces on them (--interface face)
};

struct SplitReport {
  std::vector<std::filesystem::path> inputs;
  std::vector<std::filesystem::path> outputs;  // the part files, then the main file
  Method method = Method::block;
  int ranks = 1;
  int parts = 0;
  bool dry_run = false;
  CgnsVersion version{};
  std::vector<ZoneSummary> zones;     // the original zones
  std::map<std::string, int> pieces;  // "Base/Zone" -> its partition zones
  std::vector<PartSummary> part_summaries;
  double imbalance = 0;
  std::int64_t edge_cut = 0;
  std::int64_t bytes_read = 0;     // all ranks
  std::int64_t bytes_written = 0;  // size of the files written
  double seconds = 0;
  std::vector<std::pair<std::string, double>> phases;
  std::vector<std::string> warnings;  // as MergeReport::warnings
};

// "<stem>_sub_<r>.cgns" and "<stem>.cgns".
std::filesystem::path part_file(const std::filesystem::path& stem, int part);
std::filesystem::path main_file(const std::filesystem::path& stem);

// Collective. UsageError for bad options (parts < 1, ...), the input errors of
// pcgns-merge, InputError for what cannot be split (naming file and node), OutputError
// when an output exists without `force`. Nothing is left under an output name on error.
SplitReport run(MPI_Comm comm, const SplitOptions& options, const ProgressCallback& progress = {});

}  // namespace pcgns::split
