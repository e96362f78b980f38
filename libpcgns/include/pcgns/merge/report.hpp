#pragma once
// What a merge did, for the tool's text summary and its JSON report.
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "pcgns/cgns_version.hpp"
#include "pcgns/zone_summary.hpp"

namespace pcgns::merge {

struct Mismatch {
  std::string node;        // output node path
  std::int64_t index = 0;  // first differing element (0-based, flat); -1: not a value
  std::string what;        // for the tree's shape: "missing", "child order ...", ...
};

// What --new-times found: the steps the output held and how many it gained.
struct NewTimes {
  std::int64_t held = 0;
  std::int64_t appended = 0;
};

struct MergeReport {
  std::vector<std::filesystem::path> inputs;
  std::filesystem::path output;
  CgnsVersion version{};
  int ranks = 1;
  bool dry_run = false;
  bool linked = false;
  std::optional<NewTimes> new_times;  // set when --new-times found an existing output
  std::vector<ZoneSummary> zones;
  std::int64_t bytes_planned = 0;  // bulk bytes of the output
  std::int64_t bytes_read = 0;     // all ranks
  std::int64_t bytes_written = 0;  // all ranks
  double seconds = 0;
  std::vector<std::pair<std::string, double>> phases;  // wall seconds of each phase (rank 0)
  std::optional<bool> verified;                        // set when verification ran
  std::int64_t arrays_compared = 0;
  std::vector<Mismatch> mismatches;  // first few
  // Files that look like more of the inputs' set, which does not say how many parts it has.
  std::vector<std::string> warnings;
};

}  // namespace pcgns::merge
