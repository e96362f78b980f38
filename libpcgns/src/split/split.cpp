// pcgns-split as a library call: open the inputs as one case (dist/: the catalog and
// the plan of the whole tree, never written), cut the structured zones into
// boxes, write every part file on one rank, then publish all files together.
#include "pcgns/split/split.hpp"

#include <algorithm>
#include <chrono>
#include <cstring>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "core/phase_clock.hpp"
#include "dist/open_case.hpp"
#include "dist/output_plan.hpp"
#include "io/output_set.hpp"
#include "io/run_owner.hpp"
#include "mpi/sum_over_ranks.hpp"
#include "pcgns/mpi/agreement.hpp"
#include "pcgns/mpi_rank.hpp"
#include "pcgns/sids/restamp.hpp"
#include "pcgns/sids/zone.hpp"
#include "split/kind_connections.hpp"
#include "split/original_order.hpp"
#include "split/part_files.hpp"
#include "split/point_set_audit.hpp"
#include "split/shared_face.hpp"
#include "split/unstructured/connection_donors.hpp"
#include "split/unstructured/part_fill.hpp"
#include "split/unstructured/unstructured_split.hpp"
#include "sys/output_file.hpp"

namespace pcgns::split {
namespace {

void check_options(const SplitOptions& options) {
  if (options.inputs.empty()) throw UsageError("no input files");
  if (options.stem.empty()) throw UsageError("no output stem (-o)");
  if (options.parts < 1) throw UsageError("--parts must be at least 1");
  if (options.imbalance_tolerance < 0) throw UsageError("--imbalance must not be negative");
  // The trees hold today's forms (inputs of older versions are converted on reading),
  // which readers of an older stamp misread: a HEXA_8 stamped 3.0 is a HEXA_20 to them.
  if (options.version && *options.version < sids::kCurrentForms)
    throw UsageError("--cgns-version " + options.version->to_string() + " is older than the forms pcgns writes; use " +
                     sids::kCurrentForms.to_string() + " or later");
  if (options.expect_parts && *options.expect_parts < 1) throw UsageError("--expect-parts must be at least 1");
}

// The kinds of zone the inputs hold.
struct ZoneKinds {
  bool structured = false;
  bool unstructured = false;
};

// Structured zones are cut into boxes (block), unstructured ones by a cell partitioner
// (--method). A run holding both cuts each kind its own way, so an option of one kind
// applies to it and is refused only when that kind is absent.
ZoneKinds check_zone_kinds(const dist::Catalog& catalog, const std::vector<dist::BaseGroup>& bases, Method method,
                           bool weights, bool renumber) {
  const dist::ZoneGroup* structured = nullptr;
  const dist::ZoneGroup* unstructured = nullptr;
  for (const auto& base : bases)
    for (const auto& group : base.zones) (group.structured ? structured : unstructured) = &group;
  if (unstructured && method == Method::block)
    throw UsageError("--method block cuts structured zones; " + dist::describe(catalog, unstructured->parts.front()) +
                     " is unstructured (use auto, ptscotch, metis or hilbert" +
                     (structured ? "; the structured zones are cut by block whatever the method)" : ")"));
  if (structured && !unstructured && renumber)
    throw UsageError("--renumber orders the cells of unstructured partitions; " +
                     dist::describe(catalog, structured->parts.front()) + " is structured");
  if (structured && !unstructured && weights)
    throw UsageError("--weights balances the unstructured partitioners; " +
                     dist::describe(catalog, structured->parts.front()) + " is structured (block cuts by cell count)");
  if (structured && !unstructured && method != Method::block && method != Method::automatic)
    throw UsageError(std::string("--method ") + to_string(method) + " cuts unstructured zones; " +
                     dist::describe(catalog, structured->parts.front()) + " is structured (use block)");
  return {structured != nullptr, unstructured != nullptr};
}

std::vector<std::filesystem::path> output_names(const SplitOptions& options) {
  std::vector<std::filesystem::path> names;
  if (options.main_file) names.push_back(main_file(options.stem));
  for (int part = 0; part < options.parts; ++part) names.push_back(part_file(options.stem, part));
  return names;
}

// Every output name, checked before any input is read. An input is never an output,
// even with --force.
void check_outputs(const SplitOptions& options) {
  if (options.dry_run) return;
  std::error_code ec;
  const auto names = output_names(options);
  for (const auto& input : options.inputs)
    for (const auto& name : names)
      if (std::filesystem::equivalent(input, name, ec))
        throw UsageError("output '" + name.string() + "' is also an input; choose another stem");
  if (options.force) return;
  for (const auto& name : names)
    if (std::filesystem::exists(name, ec))
      throw OutputError("output '" + name.string() + "' exists; use --force to replace it");
}

std::vector<OriginalZone> original_zones(const dist::Catalog& catalog, const std::vector<dist::BaseGroup>& bases,
                                         const Node& merged) {
  std::vector<OriginalZone> zones;
  for (const auto& base : bases)
    for (const auto& group : base.zones) {
      const bool whole = group.shape == ZoneShape::whole;
      const std::string before =
          whole ? "file '" + catalog.files[group.parts.front().file].path.string() + "' node '" : "zone '";
      const std::string after = whole ? "'" : "' (parts such as " + dist::describe(catalog, group.parts.front()) + ")";
      const Node* node = merged.child(base.name)->child(group.name);
      OriginalZone zone{base.name, group.name, "", node, sids::view_built_zone(*node).cell_size(), before, after};
      zone.described = before + zone.path() + after;
      zone.physical_dimension = static_cast<int>(merged.child(base.name)->as_int64().at(1));
      zone.structured = group.structured;
      zones.push_back(std::move(zone));
    }
  if (zones.empty()) throw InputError("the inputs hold no zone to split");
  return zones;
}

// The other parts each part's boxes share a face with.
std::vector<std::set<int>> block_neighbours(const PartitionLayout& layout) {
  std::vector<std::set<int>> neighbours(static_cast<std::size_t>(layout.parts()));
  for (const PlacedBox& placed : layout.boxes())
    for (const PlacedBox* other : layout.of_zone(placed.box.zone))
      if (other->part != placed.part && shared_face(placed.box, other->box))
        neighbours[static_cast<std::size_t>(placed.part)].insert(other->part);
  return neighbours;
}

// Neighbours are the distinct other parts met: a part meeting another in several zones
// exchanges halos with it once.
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
  const auto neighbours = block_neighbours(layout);
  for (std::size_t p = 0; p < parts.size(); ++p) parts[p].neighbours = static_cast<int>(neighbours[p].size());
  return parts;
}

bool is_input(const std::filesystem::path& file, const std::vector<std::filesystem::path>& inputs) {
  std::error_code ec;
  for (const auto& input : inputs)
    if (std::filesystem::equivalent(file, input, ec)) return true;
  return false;
}

// Files of an older set under the stem that the new set does not have (parts numbered
// from `parts` on), removed once the new set is published; only with --force, on rank 0,
// and never one of the files read (`inputs`, linked files included).
std::vector<std::filesystem::path> obsolete_parts(MPI_Comm comm, const SplitOptions& options,
                                                  const std::vector<std::filesystem::path>& inputs) {
  std::vector<std::filesystem::path> obsolete;
  if (!options.force || rank_of(comm) != 0) return obsolete;
  const auto directory = options.stem.has_parent_path() ? options.stem.parent_path() : std::filesystem::path(".");
  const std::string prefix = options.stem.filename().string() + "_sub_";
  std::error_code ec;
  for (std::filesystem::directory_iterator it(directory, ec), end; !ec && it != end; it.increment(ec)) {
    const std::string name = it->path().filename().string();
    if (!name.starts_with(prefix) || !name.ends_with(".cgns")) continue;
    const std::string digits = name.substr(prefix.size(), name.size() - prefix.size() - 5);
    if (digits.empty() || digits.size() > 9 || digits.find_first_not_of("0123456789") != std::string::npos) continue;
    const int part = std::stoi(digits);
    if (part >= options.parts && digits == std::to_string(part) && !is_input(it->path(), inputs))
      obsolete.push_back(part_file(options.stem, part));
  }
  return obsolete;
}

std::optional<std::filesystem::path> main_file_of(const SplitOptions& options) {
  if (!options.main_file) return std::nullopt;
  return main_file(options.stem);
}

// Runs `write_mine` (this rank's part files, and on rank 0 the main file, all under
// temporary names) and publishes them as one set once every rank has succeeded
// (io/output_set.hpp: the part files first, the main file that links them last).
void write_and_publish(MPI_Comm comm, const SplitOptions& options, io::OutputSet& set,
                       const std::function<void(std::vector<PendingFile>&)>& write_mine, SplitReport& report) {
  std::vector<std::filesystem::path> outputs;
  outputs.reserve(static_cast<std::size_t>(options.parts) + 1);
  for (int part = 0; part < options.parts; ++part) outputs.push_back(part_file(options.stem, part));
  if (options.main_file) outputs.push_back(main_file(options.stem));
  const io::SharedTemporaries shared(comm, outputs);  // a signal on any rank removes them all
  std::vector<PendingFile> pending;
  try {
    mpi::run_agreed(comm, [&] { write_mine(pending); });
    set.publish(pending, obsolete_parts(comm, options, report.inputs));
  } catch (...) {
    for (auto& file : pending) sys::discard_output(file.temporary);
    throw;
  }
  std::int64_t bytes = 0;
  for (const auto& file : pending) {
    std::error_code ec;
    bytes += static_cast<std::int64_t>(std::filesystem::file_size(file.final_name, ec));
  }
  report.bytes_written = mpi::sum_over_ranks(comm, bytes);
  for (int part = 0; part < options.parts; ++part) report.outputs.push_back(part_file(options.stem, part));
  if (options.main_file) report.outputs.push_back(main_file(options.stem));
}

// Structured: this rank's part files (parts rank, rank + P, ...) filled box by box.
void write_outputs(MPI_Comm comm, const SplitOptions& options, const SplitContext& context,
                   const dist::OutputPlan& plan, const WriteOptions& write, dist::ArraySource& source,
                   const ProgressCallback& progress, SplitReport& report) {
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
  const auto written = [&](std::int64_t bytes) {
    done += bytes;
    if (rank == 0 && progress) progress(done, std::max(done, expected));
  };
  io::OutputSet set(comm, main_file_of(options), options.force);
  write_and_publish(
      comm, options, set,
      [&](std::vector<PendingFile>& pending) {
        for (int part = rank; part < options.parts; part += ranks)
          pending.push_back(write_part_file(context, plan.tree, set.id(), part, part_file(options.stem, part),
                                            options.force, write, source, written));
        if (rank == 0 && options.main_file)
          pending.push_back(write_main_file(context, plan.tree, set.id(), options.stem, options.force, write));
      },
      report);
}

// The structured zones of a run, audited and cut into boxes (block).
struct BlockCut {
  std::vector<OriginalZone> zones;
  BlockPartition partition;
};

// Collective: every rank cuts the same zones, and agrees on a refusal.
BlockCut cut_blocks(MPI_Comm comm, const std::vector<OriginalZone>& zones, int parts) {
  return mpi::run_agreed(comm, [&] {
    BlockCut cut;
    std::vector<ZoneCells> cells;
    for (const auto& zone : zones)
      if (zone.structured) {
        audit_structured_zone(zone);
        cut.zones.push_back(zone);
        cells.push_back(zone.cell_size);
      }
    cut.partition = partition_blocks(cells, parts);
    return cut;
  });
}

// The report of the boxes: added to what the unstructured zones reported in a mixed run
// (the worse imbalance of the two kinds, each balanced over the parts on its own).
void report_blocks(const BlockCut& cut, const PartitionLayout& layout, SplitReport& report) {
  report.imbalance = std::max(report.imbalance, cut.partition.imbalance);
  report.edge_cut += cut.partition.edge_cut;
  for (const PlacedBox& placed : layout.boxes()) {
    const OriginalZone& zone = cut.zones[placed.box.zone];
    ++report.pieces[zone.base + "/" + zone.name];
  }
}

// A mixed run's part summaries: both kinds' counts added, and as neighbours the distinct
// other parts met by either kind. Collective: the rank building a part knows its
// unstructured neighbours (`unstructured`), so it alone counts them.
void add_block_summaries(MPI_Comm comm, const PartitionLayout& layout, const std::map<int, std::set<int>>& unstructured,
                         std::vector<PartSummary>& parts) {
  const auto blocks = summarize_parts(layout);
  auto neighbours = block_neighbours(layout);
  std::vector<int> counts(parts.size(), 0);
  for (std::size_t p = 0; p < parts.size(); ++p) {
    parts[p].zones += blocks[p].zones;
    parts[p].cells += blocks[p].cells;
    parts[p].vertices += blocks[p].vertices;
    parts[p].interfaces += blocks[p].interfaces;
    parts[p].interface_vertices += blocks[p].interface_vertices;
    if (const auto found = unstructured.find(static_cast<int>(p)); found != unstructured.end()) {
      neighbours[p].insert(found->second.begin(), found->second.end());
      counts[p] = static_cast<int>(neighbours[p].size());
    }
  }
  MPI_Allreduce(MPI_IN_PLACE, counts.data(), static_cast<int>(counts.size()), MPI_INT, MPI_SUM, comm);
  for (std::size_t p = 0; p < parts.size(); ++p) parts[p].neighbours = counts[p];
}

// A mixed run: the boxes of part `part` added to its tree, the fills of their arrays kept.
void add_boxes(Node& root, const SplitContext* blocks, int part, std::vector<ArrayFill>& fills) {
  if (!blocks) return;
  for (const PlacedBox* placed : blocks->layout.of_part(part))
    add_part_zone(*root.child(blocks->zones[placed->box.zone].base), *blocks, *placed, fills);
}

// The boxes' arrays, read and queued for the part files' writer with the other arrays.
void fill_boxes(PartFileSet& files, const std::map<int, std::vector<ArrayFill>>& fills, dist::ArraySource& source) {
  for (const auto& [part, part_fills] : fills)
    for (const ArrayFill& fill : part_fills) {
      const auto values = fill.values(source);
      sys::AlignedBuffer buffer = files.buffer(part, fill.path);
      if (values.size() != buffer.size())
        throw InternalError("'" + fill.path + "' got a wrong number of values for part " + std::to_string(part));
      std::memcpy(buffer.data(), values.data(), values.size());
      files.write(part, fill.path, std::move(buffer));
    }
}

// Unstructured (and in a mixed run the boxes of the structured zones, `blocks`): each
// part file's skeleton first (all ranks agree it went well before the gathering, which is
// collective), then the bulk arrays, then every file is published.
void write_unstructured(MPI_Comm comm, const SplitOptions& options, UnstructuredSplit& split,
                        const std::vector<OriginalZone>& zones, const SplitContext* blocks,
                        const dist::OutputPlan& plan, const BlockArrays& arrays, const WriteOptions& write,
                        dist::ArraySource& source, const ProgressCallback& progress, SplitReport& report) {
  const int rank = rank_of(comm);
  io::OutputSet set(comm, main_file_of(options), options.force);
  PartFileSet files;  // removes what it still holds on the way out of a failure
  std::map<int, std::vector<ArrayFill>> box_fills;
  mpi::run_agreed(comm, [&] {
    for (auto& [part, part_zones] : split.zones) {
      Node root = bases_without_zones(plan.tree, arrays, set.id());
      for (auto& zone : part_zones) root.child(zone.base)->add(std::move(zone.zone));
      part_zones.clear();
      add_boxes(root, blocks, part, box_fills[part]);
      follow_original_order(root, plan.tree);
      files.create(part, root, part_file(options.stem, part), options.force, write);
    }
  });
  mpi::run_agreed(comm, [&] { fill_boxes(files, box_fills, source); });
  // Counting the cut faces (no graph: hilbert) while the disk takes the values. The fill
  // counts rank 0's arrays; progress is in bytes, so they stand for rank 0's average
  // share of the planned bytes.
  const std::int64_t share = plan.bytes / std::max(1, size_of(comm));
  fill_unstructured_parts(
      comm, split.works, files,
      [&](std::int64_t done, std::int64_t total) {
        if (rank != 0 || !progress) return;
        const double fraction = total > 0 ? static_cast<double>(done) / static_cast<double>(total) : 1.0;
        progress(static_cast<std::int64_t>(fraction * static_cast<double>(share)), share);
      },
      [&] { split.edge_cut += measure_edge_cuts(comm, split.works); });
  write_and_publish(
      comm, options, set,
      [&](std::vector<PendingFile>& pending) {
        pending = files.release();
        if (rank != 0 || !options.main_file) return;
        std::vector<LinkedZone> links;
        for (const auto& zone : zones)
          for (int part = 0; part < options.parts; ++part)
            links.push_back({zone.base, partition_zone_name(zone.name, part), part});
        if (blocks)
          for (const PlacedBox& placed : blocks->layout.boxes())
            links.push_back({blocks->zones[placed.box.zone].base, placed.name, placed.part});
        pending.push_back(write_links_file(plan.tree, arrays, set.id(), links, options.stem, options.force, write));
      },
      report);
}

UnstructuredOptions unstructured_options(const SplitOptions& options) {
  UnstructuredOptions unstructured;
  unstructured.method = options.method;  // auto: Hilbert's cut refined on the cell graph
  unstructured.parts = options.parts;
  unstructured.tolerance = options.imbalance_tolerance;
  unstructured.plan_only = options.dry_run;
  unstructured.renumber = options.renumber;
  unstructured.interface = options.interface;
  if (options.weights) {
    std::error_code ec;
    if (std::filesystem::is_regular_file(*options.weights, ec)) unstructured.weights_file = *options.weights;
    else unstructured.weights_field = *options.weights;
  }
  return unstructured;
}

// The unstructured zones by the graph method, and in a mixed run (`mixed`) the structured
// ones by block, into the same part files: part r holds part r of every zone.
void split_unstructured_zones(MPI_Comm comm, const SplitOptions& options, const dist::Catalog& catalog,
                              const std::vector<dist::BaseGroup>& bases, const dist::OutputPlan& plan,
                              dist::ArraySource& source, const ProgressCallback& progress, SplitReport& report,
                              PhaseClock& clock, bool mixed) {
  const BlockArrays arrays(plan);
  const auto all = mpi::run_agreed(comm, [&] {
    auto found = original_zones(catalog, bases, plan.tree);
    check_connections_between_kinds(found);
    return found;
  });
  std::vector<OriginalZone> zones;
  for (const auto& zone : all)
    if (!zone.structured) zones.push_back(zone);
  const BlockCut cut = mixed ? cut_blocks(comm, all, options.parts) : BlockCut{};
  const PartitionLayout layout(cut.zones, cut.partition);
  ConnectionReads connection_reads(arrays);
  SplitContext context{cut.zones, layout, arrays, connection_reads};
  const UnstructuredOptions unstructured = unstructured_options(options);
  report.method = unstructured.method;
  UnstructuredSplit split = split_unstructured(comm, catalog, plan, zones, arrays, report.version, source, unstructured,
                                               clock, mixed ? &context : nullptr);
  ConnectionDonors donors;
  if (mixed && !options.dry_run) {
    std::vector<int> parts_here;
    for (const auto& [part, part_zones] : split.zones) parts_here.push_back(part);
    donors = resolve_connection_donors(comm, cut.zones, layout, parts_here, split.works, connection_reads);
  }
  context.unstructured_donors = &donors;
  report.imbalance = split.imbalance;
  report.part_summaries = split.summaries;
  for (const auto& zone : zones) report.pieces[zone.base + "/" + zone.name] = options.parts;
  if (mixed) {
    report_blocks(cut, layout, report);
    add_block_summaries(comm, layout, split.neighbours, report.part_summaries);
  }
  if (!options.dry_run) {
    WriteOptions write;
    write.version = report.version;
    write_unstructured(comm, options, split, zones, mixed ? &context : nullptr, plan, arrays, write, source, progress,
                       report);
    clock.end("write (parts, main file, rename)");
  }
  report.edge_cut += split.edge_cut;
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

SplitReport run(MPI_Comm comm, const SplitOptions& options, const ProgressCallback& progress) {
  const auto start = std::chrono::steady_clock::now();
  SplitReport report;
  PhaseClock clock(report.phases);
  int rank = 0;
  MPI_Comm_rank(comm, &rank);
  MPI_Comm_size(comm, &report.ranks);
  mpi::run_agreed(comm, [&] {
    check_options(options);
    if (rank == 0) check_outputs(options);
  });
  report.parts = options.parts;
  report.dry_run = options.dry_run;
  report.method = Method::block;

  dist::CaseOptions opening;
  opening.inputs = options.inputs;
  opening.version = options.version;
  opening.selection = options.selection;
  opening.set = {options.expect_parts, output_names(options)};
  const dist::OpenCase opened = dist::open_case(comm, opening);
  const dist::Catalog& catalog = opened.catalog;
  const std::vector<dist::BaseGroup>& bases = opened.bases;
  for (const auto& file : catalog.files) report.inputs.push_back(file.path);
  report.version = opened.version;
  report.warnings = opened.warnings;
  const ZoneKinds kinds = mpi::run_agreed(comm, [&] {
    return check_zone_kinds(catalog, bases, options.method, options.weights.has_value(),
                            options.renumber != CellOrder::none);
  });
  clock.end("read the inputs' metadata");

  dist::ArraySource source;
  const dist::OutputPlan plan = dist::plan_logical_tree(comm, catalog, bases, opened.selection, report.version, source);
  report.zones = plan.zones;
  if (kinds.unstructured) {
    split_unstructured_zones(comm, options, catalog, bases, plan, source, progress, report, clock, kinds.structured);
    report.bytes_read = mpi::sum_over_ranks(comm, source.bytes_read());
    report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return report;
  }
  const BlockCut cut =
      cut_blocks(comm, mpi::run_agreed(comm, [&] { return original_zones(catalog, bases, plan.tree); }), options.parts);
  const std::vector<OriginalZone>& zones = cut.zones;
  const PartitionLayout layout(zones, cut.partition);
  report_blocks(cut, layout, report);
  report.part_summaries = summarize_parts(layout);
  clock.end("plan (blocks, partition)");

  if (!options.dry_run) {
    const BlockArrays arrays(plan);
    ConnectionReads connection_reads(arrays);
    const SplitContext context{zones, layout, arrays, connection_reads};
    WriteOptions write;
    write.version = report.version;
    write_outputs(comm, options, context, plan, write, source, progress, report);
    clock.end("write (parts, main file, rename)");
  }
  report.bytes_read = mpi::sum_over_ranks(comm, source.bytes_read());
  report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return report;
}

}  // namespace pcgns::split
