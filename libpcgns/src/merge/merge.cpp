// pcgns-merge as a library call: catalog the inputs, plan the output, write it with
// the parallel writer (temporary name, renamed when complete), optionally verify.
#include "pcgns/merge/merge.hpp"

#include <algorithm>
#include <chrono>
#include <functional>

#include "core/phase_clock.hpp"
#include "dist/open_case.hpp"
#include "dist/output_plan.hpp"
#include "merge/data_phase.hpp"
#include "merge/held_steps.hpp"
#include "merge/new_times.hpp"
#include "merge/output_targets.hpp"
#include "mpi/allgather.hpp"
#include "mpi/broadcast.hpp"
#include "mpi/sum_over_ranks.hpp"
#include "pcgns/mpi/agreement.hpp"
#include "pcgns/mpi_rank.hpp"
#include "pcgns/parallel_reader.hpp"
#include "pcgns/sids/restamp.hpp"
#include "pcgns/tree_compare.hpp"
#include "pcgns/tree_io.hpp"

namespace pcgns::merge {
namespace {

using dist::Catalog;
using dist::OutputPlan;

void check_options(const MergeOptions& options) {
  if (options.inputs.empty()) throw UsageError("no input files");
  if (options.output.empty()) throw UsageError("no output file (-o)");
  if (options.round_bytes < 1) throw UsageError("round size must be positive");
  // The trees hold today's forms (inputs of older versions are converted on reading),
  // which readers of an older stamp misread: a HEXA_8 stamped 3.0 is a HEXA_20 to them.
  if (options.version && *options.version < sids::kCurrentForms)
    throw UsageError("--cgns-version " + options.version->to_string() + " is older than the forms pcgns writes; use " +
                     sids::kCurrentForms.to_string() + " or later");
  if (options.expect_parts && *options.expect_parts < 1) throw UsageError("--expect-parts must be at least 1");
  // A link carries the zone as its file holds it, every solution and its own iterative
  // data: trimming only the base's would describe steps the zones do not match.
  if (options.link && (options.latest || options.solutions || options.fields || options.time))
    throw UsageError(
        "--link carries whole zones as they are and cannot leave solutions out; use --latest, "
        "--time, --solutions and --fields without --link");
  // The output's steps are the ones it holds, not a selection of the inputs': an output
  // merged with --time and appended to with all of the inputs' new steps would mix both.
  // Steps appended with another selection of solutions or fields than the held ones
  // would leave the steps holding different arrays.
  if (options.new_times &&
      (options.force || options.link || options.latest || options.time || options.solutions || options.fields))
    throw UsageError(
        "--new-times appends to an existing output and cannot be combined with --force, --link, "
        "--latest, --time, --solutions or --fields");
  std::error_code ec;
  for (const auto& input : options.inputs)
    if (std::filesystem::equivalent(input, options.output, ec))
      throw UsageError("output '" + options.output.string() + "' is also an input; choose another name");
  // Fail before reading thousands of inputs, not after.
  if (!options.dry_run && !options.force && !options.new_times && std::filesystem::exists(options.output, ec))
    throw OutputError("output '" + options.output.string() + "' exists; use --force to replace it");
}

dist::CaseOptions case_options(const MergeOptions& options, const std::optional<HeldSteps>& held) {
  dist::CaseOptions opening;
  opening.inputs = options.inputs;
  opening.selection = {options.solutions, options.fields, options.latest, options.time};
  // Appended steps keep the output's stamp unless asked otherwise.
  opening.version = options.version ? options.version : held ? std::optional(held->version) : std::nullopt;
  opening.set = {options.expect_parts, {options.output}};
  return opening;
}

// Reports progress on rank 0 after each collective round (one small reduction).
std::function<void()> progress_reporter(MPI_Comm comm, const ArrayTarget& target, std::int64_t total,
                                        const ProgressCallback& progress) {
  int rank = 0;
  MPI_Comm_rank(comm, &rank);
  return [comm, rank, &target, total, progress] {
    const std::int64_t done = mpi::sum_over_ranks(comm, target.bytes());
    if (rank == 0 && progress) progress(std::min(done, total), total);
  };
}

// The output's whole tree against the plan: every node, label, type, dimensions, small
// value, link and child order (bulk values are compared by the data phase). Rank 0 reads
// the skeleton; every rank gets the differences.
std::vector<Mismatch> tree_mismatches(MPI_Comm comm, const std::filesystem::path& file, const OutputPlan& plan,
                                      CgnsVersion version) {
  std::string encoded;
  mpi::run_agreed(comm, [&] {
    if (rank_of(comm) != 0) return;
    const Node written = read_tree(file);
    Node expected = without_children(written);
    expected.children = plan.tree.children;
    TreeCompareOptions options;
    options.skip_deferred_values = true;
    for (const auto& d : compare_trees(expected, written, options)) encoded += d.path + '\n' + d.what + '\n';
    if (tree_version(written) != version)
      encoded += "/CGNSLibraryVersion\nstamped " + tree_version(written).to_string() + ", planned " +
                 version.to_string() + '\n';
  });
  mpi::broadcast_string(comm, 0, encoded);
  std::vector<Mismatch> mismatches;
  for (std::size_t at = 0; at < encoded.size();) {
    const auto a = encoded.find('\n', at);
    const auto b = encoded.find('\n', a + 1);
    mismatches.push_back({encoded.substr(at, a - at), -1, encoded.substr(a + 1, b - a - 1)});
    at = b + 1;
  }
  return mismatches;
}

// Every bulk value against the inputs, read again.
std::vector<Mismatch> value_mismatches(MPI_Comm comm, const std::filesystem::path& file, const MergeOptions& options,
                                       const Catalog& catalog, const OutputPlan& plan, CgnsVersion version,
                                       MergeReport& report) {
  ParallelReader reader(comm, file, options.hints);
  CompareTarget target(reader);
  ArraySource source;
  run_data_phase(comm, catalog, plan, version, options.round_bytes, source, target, {});
  report.arrays_compared = mpi::sum_over_ranks(comm, target.compared());
  std::string mine;
  for (const auto& m : target.mismatches()) mine += m.node + '\n' + std::to_string(m.index) + '\n';
  std::vector<Mismatch> mismatches;
  for (const auto& payload : mpi::allgather_bytes(comm, std::as_bytes(std::span(mine)))) {
    const std::string text(reinterpret_cast<const char*>(payload.data()), payload.size());
    for (std::size_t at = 0; at < text.size();) {
      const auto a = text.find('\n', at);
      const auto b = text.find('\n', a + 1);
      mismatches.push_back({text.substr(at, a - at), std::stoll(text.substr(a + 1, b - a - 1)), {}});
      at = b + 1;
    }
  }
  return mismatches;
}

// Verifies the finished file before it is published: a file that fails is never put
// under the requested name.
bool verified(MPI_Comm comm, const std::filesystem::path& finished, const MergeOptions& options, const Catalog& catalog,
              const OutputPlan& plan, CgnsVersion version, MergeReport& report) {
  report.mismatches = tree_mismatches(comm, finished, plan, version);
  if (report.mismatches.empty())  // the values are looked for where the plan put them
    report.mismatches = value_mismatches(comm, finished, options, catalog, plan, version, report);
  report.verified = report.mismatches.empty();
  return *report.verified;
}

// `splice` (--new-times): the finished file, verified when asked, is spliced into the
// output by this collective call and then discarded, never published itself.
void write_output(MPI_Comm comm, const MergeOptions& options, const Catalog& catalog, OutputPlan& plan,
                  CgnsVersion version, ArraySource& source, const ProgressCallback& progress, MergeReport& report,
                  PhaseClock& clock, const std::function<void(const std::filesystem::path&)>& splice = {}) {
  ParallelWriteOptions write_options;
  write_options.path = options.write_path;
  write_options.tree.version = version;
  write_options.hints = options.hints;
  write_options.overwrite = options.force;
  ParallelWriter writer(comm, options.output, write_options);
  writer.tree().children = plan.tree.children;
  writer.commit();
  WriteTarget target(writer);
  run_data_phase(comm, catalog, plan, version, options.round_bytes, source, target,
                 progress_reporter(comm, target, plan.bytes, progress));
  clock.end("write (skeleton, data)");
  report.bytes_written = mpi::sum_over_ranks(comm, writer.bytes_written());
  writer.close_if([&](const std::filesystem::path& finished) {
    clock.end("sync to disk");
    if (options.verify) {
      if (options.before_verify && rank_of(comm) == 0) options.before_verify(finished);
      MPI_Barrier(comm);
      const bool ok = verified(comm, finished, options, catalog, plan, version, report);
      clock.end("verify");
      if (!ok) return false;
    }
    if (!splice) return true;
    splice(finished);
    clock.end("append to the output");
    return false;
  });
  clock.end("rename");
}

// The new steps spliced into the output; with --verify, the spliced file's differences
// from the tree it should hold are the report's mismatches.
void splice_into_output(MPI_Comm comm, const MergeOptions& options, const std::filesystem::path& finished,
                        CgnsVersion version, MergeReport& report) {
  const auto differences = publish_spliced(comm, options.output, finished, version, options.verify);
  if (!options.verify) return;
  for (const auto& d : differences) report.mismatches.push_back({d.path, -1, d.what});
  report.verified = report.mismatches.empty();
}

// --new-times: the new steps merged into a temporary file of the output's that is never
// published (removed like any unfinished output), then spliced into the output.
void append_steps(MPI_Comm comm, const MergeOptions& options, const Catalog& catalog, OutputPlan& plan,
                  CgnsVersion version, ArraySource& source, const ProgressCallback& progress, MergeReport& report,
                  PhaseClock& clock) {
  MergeOptions new_steps = options;
  new_steps.force = true;  // the output exists, and is replaced only by the splice
  write_output(
      comm, new_steps, catalog, plan, version, source, progress, report, clock,
      [&](const std::filesystem::path& finished) { splice_into_output(comm, options, finished, version, report); });
}

// The steps the output lacks, selected; none when it holds every step of the inputs.
std::int64_t select_new_steps(MPI_Comm comm, dist::OpenCase& opened, const HeldSteps& held,
                              const std::filesystem::path& output) {
  const auto steps = mpi::run_agreed(comm, [&] {
    auto appended = steps_to_append(opened.catalog, held, output);
    check_same_zones(opened.bases, held, output);
    return appended;
  });
  if (!steps.empty()) opened.selection.keep_steps(steps);
  return static_cast<std::int64_t>(steps.size());
}

}  // namespace

MergeReport run(MPI_Comm comm, const MergeOptions& options, const ProgressCallback& progress) {
  const auto start = std::chrono::steady_clock::now();
  check_options(options);
  MergeReport report;
  PhaseClock clock(report.phases);
  MPI_Comm_size(comm, &report.ranks);
  report.output = options.output;
  report.dry_run = options.dry_run;
  report.linked = options.link;

  std::optional<HeldSteps> held;
  if (options.new_times) held = read_held_steps(comm, options.output);
  dist::OpenCase opened = dist::open_case(comm, case_options(options, held));
  const Catalog& catalog = opened.catalog;
  for (const auto& file : catalog.files) report.inputs.push_back(file.path);
  const CgnsVersion version = opened.version;
  report.version = version;
  report.warnings = opened.warnings;
  clock.end("read the inputs' metadata");
  if (held) {
    report.new_times = NewTimes{held->count(), select_new_steps(comm, opened, *held, options.output)};
    if (report.new_times->appended == 0) {  // the output stays as it is
      report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      return report;
    }
  }

  ArraySource source;
  OutputPlan plan =
      options.link
          ? mpi::run_agreed(
                comm,
                [&] { return dist::plan_links(catalog, opened.bases, opened.selection, options.output, version); })
          : dist::plan_logical_tree(comm, catalog, opened.bases, opened.selection, version, source,
                                    options.check_inputs);
  report.zones = plan.zones;
  report.bytes_planned = plan.bytes;
  clock.end("plan (numbering, variable-size sections)");
  if (!options.dry_run) {
    if (held) append_steps(comm, options, catalog, plan, version, source, progress, report, clock);
    else write_output(comm, options, catalog, plan, version, source, progress, report, clock);
  }
  report.bytes_read = mpi::sum_over_ranks(comm, source.bytes_read());
  report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return report;
}

}  // namespace pcgns::merge
