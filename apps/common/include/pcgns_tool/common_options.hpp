#pragma once
// Options every pcgns tool takes, with the same names and meaning everywhere.
#include <optional>
#include <string>
#include <vector>
#include "pcgns_tool/cli_fwd.hpp"

#include "pcgns/mpi/hints.hpp"

namespace pcgns::tool {

struct CommonOptions {
  bool quiet = false;
  int verbose = 0;
  std::optional<std::string> json;  // a file, or "-" for standard output
  std::optional<bool> progress;     // unset: on unless -q (progress_target.hpp)
  std::vector<std::string> hints;   // KEY=VALUE, or "auto"
  bool force = false;

  // Text meant for the user goes to stderr when the JSON report takes stdout.
  bool json_on_stdout() const { return json && *json == "-"; }
};

// --progress and --no-progress alone (add_common_options adds them too).
void add_progress_options(CLI::App& app, CommonOptions& options);

// -v has one level, whose meaning each tool gives in `verbose_help`.
void add_common_options(CLI::App& app, CommonOptions& options, bool with_force = true,
                        const std::string& verbose_help = "Also print the plan and the time of each phase");

// The MPI-IO hints: with --hint auto, those pcgns-stripe recommends for a shared file
// of unknown size in the directory of `output_path` written by every rank of
// MPI_COMM_WORLD; then those of the file named by $ROMIO_HINTS ("key value" lines, '#'
// comments); then --hint KEY=VALUE values, which win. UsageError for a malformed hint,
// MissingInputError for an unreadable hints file.
mpi::Hints resolve_hints(const CommonOptions& options, const std::string& output_path = ".");

}  // namespace pcgns::tool
