// MPI-IO hints: collective buffering, data sieving and striping at file creation.
//
// Sources:
//  - ROMIO users guide (R. Thakur et al., "Users Guide for ROMIO", ANL/MCS-TM-234):
//    hint names and defaults (cb_nodes = one aggregator per host, cb_buffer_size
//    16 MiB, romio_cb_write/romio_cb_read/romio_ds_write enable|disable|automatic,
//    striping_factor/striping_unit applied when a file is created); NFS needs the
//    noac mount option for MPI-IO.
//  - HPE/Cray, "Getting started on MPI I/O" and intro_mpi(3) (MPICH_MPIIO_HINTS):
//    on Lustre, cb_nodes equal to the stripe count or a multiple of it, one aggregator
//    per OST as the default; collective buffering for small or interleaved requests.
//  - NERSC, "Lustre" I/O pages: disable data sieving for writes on Lustre (it locks
//    and rewrites whole ranges).
#include <algorithm>
#include <string>

#include "pcgns/stripe/file_system.hpp"
#include "rules.hpp"

namespace pcgns::stripe::rules {
namespace {

// Divisors and multiples of `stripes` up to `limit`, ascending.
std::vector<int> aligned_counts(int stripes, int limit) {
  std::vector<int> counts;
  for (int d = 1; d <= std::min(stripes, limit); ++d)
    if (stripes % d == 0) counts.push_back(d);
  for (int m = 2 * stripes; m <= limit; m += stripes) counts.push_back(m);
  return counts;
}

// The unit collective buffers and requests are compared with: the stripe on Lustre,
// the HDF5 alignment (the file-system block) elsewhere.
std::int64_t io_unit(const Recommendation& out) { return out.stripe_size > 0 ? out.stripe_size : out.alignment; }

void add_collective(const Workload& workload, const Environment& environment, Recommendation& out) {
  const bool lustre = environment.fs == "lustre";
  const int nodes = std::min(workload.nodes, workload.ranks);
  std::string nodes_reason;
  if (lustre) {
    out.cb_nodes = lustre_cb_nodes(out.stripe_count, workload.ranks, workload.nodes);
    nodes_reason =
        out.cb_nodes == out.stripe_count
            ? "one aggregator per OST (Cray MPI-IO guidance; ROMIO's Lustre default)"
            : (out.stripe_count % out.cb_nodes == 0 ? "a divisor of the stripe count, at most one per rank"
                                                    : "a multiple of the stripe count, at least one per node");
  } else if (environment.fs == "nfs") {
    out.cb_nodes = 1;
    nodes_reason = "one writer: NFS serialises concurrent writers to a file anyway";
  } else {
    out.cb_nodes = nodes;
    nodes_reason = "one aggregator per node (ROMIO's default, stated explicitly)";
  }
  out.cb_buffer_size = cb_buffer_for(io_unit(out));
  const std::int64_t unit = io_unit(out);
  const bool small_requests = workload.request_size <= 0 || workload.request_size < unit;
  const bool crowded = lustre && workload.ranks > kWritersPerOst * out.stripe_count;
  const std::string cb = small_requests || crowded ? "enable" : "automatic";
  std::string cb_reason;
  const std::string unit_name = lustre ? " stripe" : " block";
  if (workload.request_size <= 0) cb_reason = "request size unknown: aggregate into" + unit_name + "-sized writes";
  else if (small_requests) cb_reason = "requests smaller than one " + human_size(unit) + unit_name + ": aggregate them";
  else if (crowded)
    cb_reason = "more than " + std::to_string(kWritersPerOst) + " ranks per OST: let the aggregators write";
  else cb_reason = "large aligned requests: ROMIO may write them directly";

  add_setting(out, "mpiio.cb_nodes", std::to_string(out.cb_nodes), nodes_reason);
  add_setting(
      out, "mpiio.cb_buffer_size", std::to_string(out.cb_buffer_size),
      "a whole number of " + human_size(unit) + (lustre ? " stripes" : " blocks") + ", near ROMIO's 16 MiB default");
  add_setting(out, "mpiio.romio_cb_write", cb, cb_reason);
  add_setting(out, "mpiio.romio_cb_read", cb, cb_reason);
}

}  // namespace

int lustre_cb_nodes(int stripe_count, int ranks, int nodes) {
  const int stripes = std::max(1, stripe_count);
  const int limit = std::max(1, std::min(ranks, kWritersPerOst * stripes));
  const int target = std::max(stripes, std::min(nodes, ranks));
  const auto counts = aligned_counts(stripes, limit);
  const auto fit = std::find_if(counts.begin(), counts.end(), [target](int c) { return c >= target; });
  return fit != counts.end() ? *fit : counts.back();
}

std::int64_t cb_buffer_for(std::int64_t unit) {
  if (unit <= 0) return kRomioDefaultCbBuffer;
  return unit * std::max<std::int64_t>(1, kRomioDefaultCbBuffer / unit);
}

void add_mpiio(const Workload& workload, const Environment& environment, Recommendation& out) {
  // Striping at creation: ROMIO applies striping_factor/striping_unit when it creates a
  // Lustre file. Left out with a progressive layout, which they would replace.
  if (environment.fs == "lustre" && !out.progressive()) {
    add_setting(out, "mpiio.striping_factor", std::to_string(out.stripe_count),
                "stripe count for files created through MPI-IO");
    add_setting(out, "mpiio.striping_unit", std::to_string(out.stripe_size),
                "stripe size for files created through MPI-IO");
  }
  if (workload.writers_per_file() > 1) {
    add_collective(workload, environment, out);
  } else if (is_shared_fs(environment.fs)) {
    add_setting(out, "mpiio.romio_cb_write", "disable", "one writer per file: nothing to aggregate");
    add_setting(out, "mpiio.romio_cb_read", "disable", "one reader per file: nothing to aggregate");
  }
  if (is_shared_fs(environment.fs) && environment.fs != "gpfs")
    add_setting(out, "mpiio.romio_ds_write", "disable",
                "data sieving writes lock and rewrite whole ranges: slow or unsafe on " + environment.fs);
  if (!out.hints.empty() && environment.mpi == MpiFlavor::openmpi && !environment.romio_component.empty())
    add_setting(out, "openmpi.mca_io", environment.romio_component,
                "Open MPI's default io component (OMPIO) ignores ROMIO_HINTS: select ROMIO (OMPI_MCA_io)");
}

}  // namespace pcgns::stripe::rules
