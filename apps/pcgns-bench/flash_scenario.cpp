#include "flash_scenario.hpp"

#include <iterator>

#include "bench_run.hpp"
#include "flash_files.hpp"
#include "pcgns/mpi_rank.hpp"

namespace pcgns::bench_app {
namespace {

std::string title(FlashKind kind, const FlashGeometry& geometry, int reps) {
  const std::string what = kind == FlashKind::checkpoint ? "checkpoint, 24 double variables"
                           : kind == FlashKind::plot     ? "plot file, 4 float variables at cell centres"
                                                         : "plot file, 4 float variables at corners";
  const std::string cells = std::to_string(geometry.cells);
  return "scenario flash (" + what + "): " + std::to_string(geometry.ranks) + " rank(s), " +
         std::to_string(geometry.blocks_per_rank) + " blocks of " + cells + "x" + cells + "x" + cells +
         " cells per rank, " + std::to_string(reps) + " repetition(s)";
}

}  // namespace

FlashGeometry flash_geometry(const BenchOptions& options, int ranks) {
  FlashGeometry geometry;
  geometry.cells = options.flash_cells;
  geometry.blocks_per_rank =
      options.flash_blocks > 0 ? options.flash_blocks : default_flash_blocks(options.flash_cells);
  geometry.ranks = ranks;
  return geometry;
}

std::vector<Measurement> run_flash(MPI_Comm comm, const BenchOptions& options, const mpi::Hints& hints,
                                   const std::function<void(const std::string&, const std::vector<Measurement>&)>& done,
                                   const RunDone& run_done) {
  const FlashGeometry geometry = flash_geometry(options, size_of(comm));
  const FlashUnknowns unknowns(geometry, rank_of(comm));
  std::vector<Measurement> all;
  constexpr FlashKind kinds[]{FlashKind::checkpoint, FlashKind::plot, FlashKind::corner};
  static_assert(std::size(kinds) == kFlashFiles);
  for (const auto kind : kinds) {
    FlashFiles files(kind, unknowns);
    auto results = run_scenario(comm, options, "flash-" + flash_kind_name(kind), files, hints, run_done);
    done(title(kind, geometry, options.reps), results);
    all.insert(all.end(), results.begin(), results.end());
  }
  return all;
}

}  // namespace pcgns::bench_app
