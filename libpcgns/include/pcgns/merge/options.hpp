#pragma once
// What pcgns-merge is asked to do: the inputs (already expanded and ordered), the
// output, and what to carry. The tool parses the command line into this; tests build
// it directly.
#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "pcgns/cgns_version.hpp"
#include "pcgns/mpi/hints.hpp"
#include "pcgns/parallel_writer.hpp"

namespace pcgns::merge {

struct MergeOptions {
  std::vector<std::filesystem::path> inputs;  // files, in natural order
  std::filesystem::path output;
  bool force = false;  // replace an existing output
  // Append to an existing output the time steps of the inputs it does not hold yet (the
  // output is rewritten under a temporary name and replaced); without an output, a merge.
  bool new_times = false;
  bool dry_run = false;  // plan only: nothing is written
  bool link = false;     // write CGNS links to the inputs' zones instead of copying
  bool verify = false;   // re-read the output and compare it with the inputs
  bool latest = false;
  // Whole zones, otherwise copied verbatim: connectivity, element offsets, parent
  // elements and point lists must name vertices and elements the zone has (InputError).
  // Off by default: it reads the arrays the kernel would otherwise copy unseen, which
  // costs more than the 10 % the issue allowed (docs/performance.md).
  bool check_inputs = false;             // only the last time step
  std::optional<std::string> solutions;  // ECMAScript regex over FlowSolution names
  std::optional<std::string> fields;     // ECMAScript regex over field names
  std::optional<std::string> time;       // time steps by TimeValues (SelectionOptions::time)
  std::optional<CgnsVersion> version;    // default: the highest among the inputs
  // The per-rank files of the set (ranks P0..P(N-1) of partitioned zones): fewer is an
  // InputError even where the inputs do not say how many parts their set has.
  std::optional<int> expect_parts;
  mpi::Hints hints;
  WritePath write_path = WritePath::queue;
  // Bytes each rank reads before the ranks write together; bounds memory per rank.
  std::int64_t round_bytes = std::int64_t{64} << 20;
  // Called on rank 0 with the finished, not yet published file just before --verify
  // reads it: lets tests damage an output and see verification refuse it.
  std::function<void(const std::filesystem::path& finished)> before_verify;
};

}  // namespace pcgns::merge
