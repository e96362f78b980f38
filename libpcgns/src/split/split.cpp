// pcgns-split as a library call: read the inputs as pcgns-merge does (its catalog and
// its plan of the merged tree, without writing it), cut the structured zones into
// boxes, write every part file on one rank, then publish all files together.
#include "pcgns/split/split.hpp"

#include <algorithm>
#include <chrono>

#include "merge/catalog.hpp"
#include "merge/output_plan.hpp"
#include "merge/selection.hpp"
#include "merge/zone_groups.hpp"
#include "io/output_file.hpp"
#include "core/phase_clock.hpp"
#include "io/sum_over_ranks.hpp"
#include "pcgns/collective.hpp"
#include "pcgns/sids/zone.hpp"
#include "split/part_files.hpp"
#include "split/shared_face.hpp"

namespace pcgns::split {
namespace {

void check_options(const SplitOptions& options) {
  if (options.inputs.empty()) throw UsageError("no input files");
  if (options.stem.empty()) throw UsageError("no output stem (-o)");
  if (options.parts < 1) throw UsageError("--parts must be at least 1");
  if (options.method == Method::ptscotch || options.method == Method::metis || options.method == Method::hilbert)
    throw UsageError(std::string("--method ") + to_string(options.method) +
                     " partitions unstructured zones, which pcgns-split cannot cut yet; use --method block");
}

// Every output name, checked before any input is read. An input is never an output,
// even with --force.
void check_outputs(const SplitOptions& options) {
  if (options.dry_run) return;
  std::error_code ec;
  std::vector<std::filesystem::path> names;
  if (options.main_file) names.push_back(main_file(options.stem));
  for (int part = 0; part < options.parts; ++part) names.push_back(part_file(options.stem, part));
  for (const auto& input : options.inputs)
    for (const auto& name : names)
      if (std::filesystem::equivalent(input, name, ec))
        throw UsageError("output '" + name.string() + "' is also an input; choose another stem");
  if (options.force) return;
  for (const auto& name : names)
    if (std::filesystem::exists(name, ec))
      throw OutputError("output '" + name.string() + "' exists; use --force to replace it");
}

std::vector<OriginalZone> original_zones(const merge::Catalog& catalog, const std::vector<merge::BaseGroup>& bases,
                                         const Node& merged) {
  std::vector<OriginalZone> zones;
  for (const auto& base : bases)
    for (const auto& group : base.zones) {
      const std::string described = group.shape == merge::ZoneShape::whole
                                        ? merge::describe(catalog, group.parts.front())
                                        : "zone '" + base.name + "/" + group.name + "' (parts such as " +
                                              merge::describe(catalog, group.parts.front()) + ")";
      const Node* node = merged.child(base.name)->child(group.name);
      zones.push_back({base.name, group.name, described, node, sids::view_built_zone(*node).cell_size()});
    }
  if (zones.empty()) throw InputError("the inputs hold no zone to split");
  return zones;
}

std::vector<PartSummary> summarize_parts(const PartitionLayout& layout) {
  std::vector<PartSummary> parts(static_cast<std::size_t>(layout.parts()));
  for (int p = 0; p < layout.parts(); ++p) parts[static_cast<std::size_t>(p)].part = p;
  for (const PlacedBox& placed : layout.boxes()) {
    PartSummary& part = parts[static_cast<std::size_t>(placed.part)];
    ++part.zones;
    part.cells += placed.box.cells();
    part.vertices += placed.vertex_count();
    for (const PlacedBox* other : layout.of_zone(placed.box.zone))
      if (const auto face = shared_face(placed.box, other->box)) {
        ++part.interfaces;
        part.interface_vertices += vertex_count(*face);
      }
  }
  return parts;
}

// Writes this rank's part files (parts rank, rank + P, ...) and, on rank 0, the main
// file, all under temporary names; publishes them once every rank has succeeded.
void write_outputs(MPI_Comm comm, const SplitOptions& options, const SplitContext& context,
                   const merge::OutputPlan& plan, const WriteOptions& write, merge::ArraySource& source,
                   const merge::ProgressCallback& progress, SplitReport& report) {
  int rank = 0, ranks = 1;
  MPI_Comm_rank(comm, &rank);
  MPI_Comm_size(comm, &ranks);
  // Progress is rank 0's own share: its cells' part of the planned bytes.
  std::int64_t mine = 0, all = 0, done = 0;
  for (const PlacedBox& placed : context.layout.boxes()) {
    all += placed.box.cells();
    if (placed.part % ranks == rank) mine += placed.box.cells();
  }
  const auto expected = static_cast<std::int64_t>(static_cast<double>(plan.bytes) * static_cast<double>(mine) /
                                                  static_cast<double>(std::max<std::int64_t>(all, 1)));
  std::vector<PendingFile> pending;
  const auto written = [&](std::int64_t bytes) {
    done += bytes;
    if (rank == 0 && progress) progress(done, std::max(done, expected));
  };
  try {
    run_agreed(comm, [&] {
      for (int part = rank; part < options.parts; part += ranks)
        pending.push_back(write_part_file(context, plan.tree, part, part_file(options.stem, part), options.force, write,
                                          source, written));
      if (rank == 0 && options.main_file) pending.push_back(write_main_file(context, plan.tree, options.stem, options.force, write));
    });
    run_agreed(comm, [&] {
      for (auto& file : pending)
        if (file.final_name != main_file(options.stem)) io::publish_output(file.temporary, file.final_name, true);
    });
    run_agreed(comm, [&] {
      for (auto& file : pending)
        if (file.final_name == main_file(options.stem)) io::publish_output(file.temporary, file.final_name, true);
    });
  } catch (...) {
    for (auto& file : pending) io::discard_output(file.temporary);
    throw;
  }
  std::int64_t bytes = 0;
  for (const auto& file : pending) {
    std::error_code ec;
    bytes += static_cast<std::int64_t>(std::filesystem::file_size(file.final_name, ec));
  }
  report.bytes_written = io::sum_over_ranks(comm, bytes);
}

}  // namespace

const char* to_string(Method method) {
  switch (method) {
    case Method::automatic: return "auto";
    case Method::block: return "block";
    case Method::ptscotch: return "ptscotch";
    case Method::metis: return "metis";
    case Method::hilbert: return "hilbert";
  }
  return "?";
}

std::filesystem::path part_file(const std::filesystem::path& stem, int part) {
  return stem.string() + "_sub_" + std::to_string(part) + ".cgns";
}

std::filesystem::path main_file(const std::filesystem::path& stem) { return stem.string() + ".cgns"; }

SplitReport run(MPI_Comm comm, const SplitOptions& options, const merge::ProgressCallback& progress) {
  const auto start = std::chrono::steady_clock::now();
  SplitReport report;
  PhaseClock clock(report.phases);
  int rank = 0;
  MPI_Comm_rank(comm, &rank);
  MPI_Comm_size(comm, &report.ranks);
  run_agreed(comm, [&] {
    check_options(options);
    if (rank == 0) check_outputs(options);
  });
  report.parts = options.parts;
  report.dry_run = options.dry_run;
  report.method = Method::block;

  const merge::Catalog catalog = merge::gather_catalog(comm, options.inputs);
  for (const auto& file : catalog.files) report.inputs.push_back(file.path);
  CgnsVersion highest{0};
  for (const auto& file : catalog.files) highest = std::max(highest, file.version);
  report.version = options.version.value_or(highest);
  const auto bases = run_agreed(comm, [&] { return merge::group_zones(catalog); });
  run_agreed(comm, [&] {
    for (const auto& base : bases)
      for (const auto& group : base.zones)
        if (!group.structured)
          throw InputError(merge::describe(catalog, group.parts.front()) +
                           ": unstructured zones cannot be split yet (pcgns-split cuts structured zones)");
  });
  clock.end("read the inputs' metadata");

  merge::MergeOptions merge_options;
  merge_options.inputs = options.inputs;
  const merge::Selection selection(merge_options);
  merge::ArraySource source;
  const merge::OutputPlan plan = merge::plan_merge(comm, catalog, bases, selection, report.version, source);
  report.zones = plan.zones;
  const auto [zones, partition] = run_agreed(comm, [&] {
    auto found = original_zones(catalog, bases, plan.tree);
    std::vector<ZoneCells> cells;
    for (const auto& zone : found) cells.push_back(zone.cell_size);
    return std::make_pair(found, partition_blocks(cells, options.parts));
  });
  const PartitionLayout layout(zones, partition);
  report.imbalance = partition.imbalance;
  report.edge_cut = partition.edge_cut;
  report.part_summaries = summarize_parts(layout);
  for (const PlacedBox& placed : layout.boxes()) {
    const OriginalZone& zone = zones[placed.box.zone];
    ++report.pieces[zone.base + "/" + zone.name];
  }
  clock.end("plan (blocks, partition)");

  if (!options.dry_run) {
    const BlockArrays arrays(plan);
    const SplitContext context{zones, layout, arrays};
    WriteOptions write;
    write.version = report.version;
    write_outputs(comm, options, context, plan, write, source, progress, report);
    for (int part = 0; part < options.parts; ++part) report.outputs.push_back(part_file(options.stem, part));
    if (options.main_file) report.outputs.push_back(main_file(options.stem));
    clock.end("write (parts, main file, rename)");
  }
  report.bytes_read = io::sum_over_ranks(comm, source.bytes_read());
  report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return report;
}

}  // namespace pcgns::split
