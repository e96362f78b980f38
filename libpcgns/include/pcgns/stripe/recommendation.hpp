#pragma once
// The striping rule engine: Workload + Environment -> Recommendation. Pure functions:
// no file system access, so every rule is unit-tested on any machine.
//
// Every setting carries a one-line reason; the sources of the rules are named in
// src/stripe/*_rules.cpp and in man pcgns-stripe.
#include <cstdint>
#include <string>
#include <vector>

#include "pcgns/mpi/hints.hpp"
#include "pcgns/stripe/environment.hpp"
#include "pcgns/stripe/workload.hpp"

namespace pcgns::stripe {

// One recommended setting. `value` is always a string, exactly as it is given to the
// consumer (MPI_Info_set, lfs, H5Pset_*): byte counts in plain bytes.
struct Setting {
  std::string name;  // "lustre.stripe_count", "mpiio.cb_nodes", "hdf5.alignment", ...
  std::string value;
  std::string reason;
};

// One component of a Lustre progressive file layout: up to `end` bytes (-1: end of file).
struct LayoutComponent {
  std::int64_t end = -1;
  int stripe_count = 1;
  std::int64_t stripe_size = 0;
};

struct Recommendation {
  // Lustre (0 elsewhere). With a progressive layout, the count of its last component.
  int stripe_count = 0;
  std::int64_t stripe_size = 0;
  std::vector<LayoutComponent> components;  // empty: a plain layout
  // MPI-IO collective buffering (0: not set).
  int cb_nodes = 0;
  std::int64_t cb_buffer_size = 0;
  // HDF5 file access.
  std::int64_t alignment = 0;
  std::int64_t alignment_threshold = 0;
  std::int64_t meta_block_size = 0;

  std::vector<Setting> settings;      // in the order they are reported
  mpi::Hints hints;                   // the MPI-IO hints among the settings, in order
  std::vector<std::string> warnings;  // what will hurt performance
  std::vector<std::string> notes;     // plain statements (e.g. nothing needs changing)

  bool progressive() const { return !components.empty(); }
};

Recommendation recommend(const Workload& workload, const Environment& environment);

// The `lfs setstripe` options of a recommendation ("-c 8 -S 1M", or "-E 64M -c 1 -S 1M
// -E -1 -c 8 -S 1M"); empty when it has no Lustre layout.
std::string setstripe_options(const Recommendation& recommendation);

}  // namespace pcgns::stripe
