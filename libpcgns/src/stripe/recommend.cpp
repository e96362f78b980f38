// recommend(): the rules of each area in order, then the warnings about what will
// hurt whatever the settings.
#include <algorithm>
#include <string>
#include <string_view>

#include "pcgns/stripe/file_system.hpp"
#include "rules.hpp"

namespace pcgns::stripe {
namespace rules {

void add_setting(Recommendation& out, std::string name, std::string value, std::string reason) {
  constexpr std::string_view mpiio = "mpiio.";
  if (name.starts_with(mpiio)) out.hints.emplace_back(name.substr(mpiio.size()), value);
  out.settings.push_back({std::move(name), std::move(value), std::move(reason)});
}

namespace {

void warn_many_files(const Workload& workload, Recommendation& out) {
  if (workload.pattern == Pattern::fpp && workload.ranks > kManyFilesPerDirectory)
    out.warnings.push_back(std::to_string(workload.ranks) +
                           " files in one directory load the metadata server: spread them over subdirectories "
                           "of at most " +
                           std::to_string(kManyFilesPerDirectory) +
                           " files, or write one shared file (NASA HECC, OLCF)");
}

void warn_small_requests(const Workload& workload, const Environment& environment, Recommendation& out) {
  const std::int64_t unit = out.stripe_size > 0 ? out.stripe_size : out.alignment;
  if (workload.request_size <= 0 || workload.request_size >= unit || !is_shared_fs(environment.fs)) return;
  out.warnings.push_back("requests of " + human_size(workload.request_size) + " are smaller than the " +
                         human_size(unit) + (out.stripe_size > 0 ? " stripe" : " block") +
                         (workload.writers_per_file() > 1
                              ? ": ranks contend for the same stripes unless collective buffering gathers them"
                              : ": each one is a partial-stripe write; buffer them into larger writes"));
}

void warn_writers_per_ost(const Workload& workload, const Environment& environment, Recommendation& out) {
  if (environment.fs != "lustre") return;
  int writers = 0, osts = 0;
  if (workload.pattern == Pattern::fpp) {
    if (environment.osts <= 0) return;
    writers = workload.ranks;
    osts = environment.osts;
  } else {
    const bool aggregated =
        out.cb_nodes > 0 && !out.hints.empty() &&
        std::find(out.hints.begin(), out.hints.end(),
                  std::pair<std::string, std::string>("romio_cb_write", "enable")) != out.hints.end();
    writers = aggregated ? out.cb_nodes : workload.writers_per_file();
    osts = out.stripe_count;
  }
  if (osts > 0 && writers > kWritersPerOst * osts)
    out.warnings.push_back(std::to_string(writers) + " writers on " + std::to_string(osts) + " OST" +
                           (osts > 1 ? "s" : "") + " (more than " + std::to_string(kWritersPerOst) +
                           " per OST): they will queue behind each other's locks");
}

void warn_stripe_count(const Workload& workload, const Environment& environment, Recommendation& out) {
  if (environment.fs != "lustre" || environment.osts <= 0) return;
  const int guidance = std::min(guidance_stripe_count(workload.pattern, workload.file_bytes()), kSiteMaxStripeCount);
  if (guidance > environment.osts && workload.file_bytes() > 0)
    out.warnings.push_back("the guidance asks for " + std::to_string(guidance) + " OSTs but the file system has " +
                           std::to_string(environment.osts) + ": the stripe count is capped at " +
                           std::to_string(environment.osts));
  if (environment.layout && environment.layout->stripe_count > environment.osts)
    out.warnings.push_back("the current layout of " + environment.path.string() + " asks for " +
                           std::to_string(environment.layout->stripe_count) + " stripes but the file system has " +
                           std::to_string(environment.osts) + " OSTs");
}

void warn_file_system(const Workload& workload, const Environment& environment, Recommendation& out) {
  const int writers = workload.writers_per_file();
  if (environment.fs == "nfs" && writers > 1)
    out.warnings.push_back(
        "NFS serves concurrent writers to one file poorly and MPI-IO needs it mounted with "
        "'noac' (ROMIO users guide): prefer --pattern fpp or a single writer");
  if (!is_shared_fs(environment.fs) && environment.fs != "unknown" && workload.nodes > 1 &&
      workload.pattern != Pattern::fpp)
    out.warnings.push_back(environment.fs + " is local to each node: ranks on " + std::to_string(workload.nodes) +
                           " nodes do not see the same files there");
}

void add_notes(const Workload& workload, const Environment& environment, Recommendation& out) {
  const std::string& fs = environment.fs;
  if (fs == "gpfs")
    out.notes.push_back(
        "GPFS stripes every file over all its disks itself: there is no striping to set; "
        "align to its block size");
  else if (fs == "panfs" || fs == "cephfs")
    out.notes.push_back(fs + " lays files out by itself: no striping command applies here; align to its block size");
  else if (fs == "nfs") out.notes.push_back("NFS has no striping: one server stores the file; few writers work best");
  else if (!is_shared_fs(fs))
    out.notes.push_back("Nothing needs changing on " + fs + " (" +
                        (fs == "unknown" ? "an unrecognised file system" : "a local file system") +
                        "): no striping, and the MPI-IO defaults are fine" +
                        (workload.writers_per_file() > 1 ? " (aggregators are stated for completeness)" : ""));
  if (environment.detected_fs != environment.fs)
    out.notes.push_back("--fs " + fs + " overrides the detected " + environment.detected_fs);
  if (environment.layout)
    out.notes.push_back("current layout: " + std::to_string(environment.layout->stripe_count) + " stripe(s) of " +
                        human_size(environment.layout->stripe_size) +
                        (environment.layout->progressive ? " (progressive)" : ""));
}

}  // namespace

void add_warnings(const Workload& workload, const Environment& environment, Recommendation& out) {
  warn_many_files(workload, out);
  warn_small_requests(workload, environment, out);
  warn_writers_per_ost(workload, environment, out);
  warn_stripe_count(workload, environment, out);
  warn_file_system(workload, environment, out);
  add_notes(workload, environment, out);
}

}  // namespace rules

Recommendation recommend(const Workload& workload, const Environment& environment) {
  Recommendation out;
  if (environment.fs == "lustre") rules::add_lustre(workload, environment, out);
  if (environment.fs == "beegfs") rules::add_beegfs(workload, environment, out);
  // The MPI-IO buffers are sized in HDF5 alignment units off Lustre.
  out.alignment = rules::hdf5_alignment(environment, out.stripe_size).first;
  rules::add_mpiio(workload, environment, out);
  rules::add_hdf5(workload, environment, out);
  rules::add_warnings(workload, environment, out);
  return out;
}

}  // namespace pcgns::stripe
