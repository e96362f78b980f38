// pcgns-bench generate: each rank writes its share of the per-rank files, published
// together as one set (io/output_set.hpp) whose id every file records.
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "generate/part_zones.hpp"
#include "io/committed_file.hpp"
#include "io/output_set.hpp"
#include "pcgns/mpi/agreement.hpp"
#include "pcgns/sids/all.hpp"
#include "pcgns/tree_io.hpp"
#include "sids/set_record.hpp"
#include "sys/output_file.hpp"

namespace pcgns::generate {
namespace {

namespace fs = std::filesystem;

Node file_tree(const Options& options, const GlobalBox& box, const std::vector<Slab>& all, int file,
               const std::string& set_id) {
  Node root("/", "Root Node of HDF5 File");
  Node& base = sids::add_base(root, "Base", 3, 3);
  sids::add_set_id(base, set_id);
  std::vector<double> times;
  std::vector<std::int32_t> iterations;
  for (int s = 1; s <= options.steps; ++s) {
    times.push_back(0.1 * s);
    iterations.push_back(10 * s);
  }
  if (options.steps > 1) sids::add_base_iterative_data(base, "BaseIterativeData", options.steps, times, iterations);
  const int first = file * options.parts_per_file;
  const int last = std::min(options.parts, first + options.parts_per_file);
  for (int q = first; q < last; ++q) {
    Node& out = *root.child("Base");
    switch (options.mesh) {
      case Mesh::unstructured: add_unstructured_part(out, options, box, all, q); break;
      case Mesh::structured: add_structured_part(out, options, box, all, q); break;
      case Mesh::blocks: add_block_zone(out, options, box, all, q); break;
    }
  }
  return root;
}

void prepare_directory(const Options& options) {
  std::error_code ec;
  fs::create_directories(options.dir, ec);
  if (ec) throw OutputError(options.dir.string() + ": cannot create directory: " + ec.message());
  if (::access(options.dir.c_str(), W_OK) != 0) throw OutputError(options.dir.string() + ": directory not writable");
  if (!options.force && !fs::is_empty(options.dir, ec))
    throw OutputError(options.dir.string() + ": directory is not empty (use --force to write into it)");
}

fs::path file_path(const Options& options, int file) { return options.dir / ("sol_" + std::to_string(file) + ".cgns"); }

// Writes `file` under a temporary name and hands it over to be published.
io::PendingOutput write_file(const Options& options, const GlobalBox& box, const std::vector<Slab>& all, int file,
                             const std::string& set_id) {
  const fs::path final_path = file_path(options, file);
  // The directory was checked (empty, or --force): replacing a sol_*.cgns is intended.
  io::CommittedFile out(final_path, /*overwrite=*/true);
  WriteOptions write;
  write.version = options.version;
  out.write_skeleton(file_tree(options, box, all, file, set_id), write);
  return out.release();
}

}  // namespace

const char* to_string(Elements elements) {
  switch (elements) {
    case Elements::poly: return "poly";
    case Elements::mixed: return "mixed";
    case Elements::tetra: return "tetra";
    default: return "hexa";
  }
}

int file_count(const Options& options) { return (options.parts + options.parts_per_file - 1) / options.parts_per_file; }

GlobalBox global_box(const Options& options) {
  GlobalBox box;
  // Mixed cuts a lattice cell into 3 elements on average, tetra into 6 (mixed_cells.hpp).
  const std::int64_t per_lattice_cell = options.elements == Elements::mixed   ? 3
                                        : options.elements == Elements::tetra ? 6
                                                                              : 1;
  const std::int64_t lattice_cells = std::max<std::int64_t>(1, options.cells / per_lattice_cell);
  box.ni = box.nj =
      std::max<std::int64_t>(1, static_cast<std::int64_t>(std::cbrt(static_cast<double>(lattice_cells)) + 1e-9));
  box.nk = (lattice_cells + box.ni * box.nj - 1) / (box.ni * box.nj);
  box.orphans = options.orphans;
  box.elements = options.elements;
  return box;
}

void validate(const Options& options) {
  if (options.cells < 1) throw UsageError("--cells must be at least 1");
  if (options.parts < 1) throw UsageError("--parts must be at least 1");
  if (options.parts_per_file < 1) throw UsageError("--parts-per-file must be at least 1");
  if (options.steps < 1 || options.steps > 9999) throw UsageError("--steps must be within 1..9999");
  if (options.dir.empty()) throw UsageError("no output directory (-o)");
  const GlobalBox box = global_box(options);
  if (options.parts > box.nk)
    throw UsageError("--parts " + std::to_string(options.parts) + " exceeds the " + std::to_string(box.nk) +
                     " k-planes of the " + std::to_string(box.ni) + "x" + std::to_string(box.nj) + "x" +
                     std::to_string(box.nk) + " box; use more --cells");
  if (options.elements != Elements::hexa && options.mesh != Mesh::unstructured)
    throw UsageError("--elements " + std::string(to_string(options.elements)) + " needs --mesh unstructured");
  if (options.orphans < 0) throw UsageError("--orphans must be at least 0");
  if (options.orphans > 0 && options.mesh != Mesh::unstructured)
    throw UsageError("--orphans needs --mesh unstructured");
}

Report run(MPI_Comm comm, const Options& options, const ProgressCallback& progress) {
  int rank = 0, ranks = 1;
  MPI_Comm_rank(comm, &rank);
  MPI_Comm_size(comm, &ranks);
  validate(options);
  mpi::run_agreed(comm, [&] {
    if (rank == 0) prepare_directory(options);
  });
  const GlobalBox box = global_box(options);
  const auto all = slabs(box, options.parts);
  io::OutputSet set(comm, std::nullopt, /*overwrite=*/true);
  std::vector<io::PendingOutput> mine;
  try {
    // In rounds of one file per rank, so that rank 0 knows how many are written.
    const int files = file_count(options);
    for (int first = 0; first < files; first += ranks) {
      mpi::run_agreed(comm, [&] {
        if (first + rank < files) mine.push_back(write_file(options, box, all, first + rank, set.id()));
      });
      if (rank == 0 && progress) progress(std::min(first + ranks, files), files);
    }
    set.publish(mine, {});
  } catch (...) {
    for (const auto& file : mine) sys::discard_output(file.temporary);
    throw;
  }
  Report report;
  report.box = box;
  for (int file = 0; file < file_count(options); ++file) {
    report.files.push_back(file_path(options, file));
    std::error_code ec;
    report.bytes += static_cast<std::int64_t>(fs::file_size(report.files.back(), ec));
  }
  return report;
}

}  // namespace pcgns::generate
