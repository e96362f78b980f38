#include "pcgns_tool/common_options.hpp"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "pcgns/error.hpp"
#include "pcgns/stripe/auto_hints.hpp"

namespace pcgns::tool {
namespace {

mpi::Hints read_hints_file(const std::string& file) {
  std::ifstream in(file);
  if (!in) throw MissingInputError("ROMIO_HINTS file '" + file + "' cannot be read");
  mpi::Hints hints;
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    line = line.substr(0, line.find('#'));
    std::istringstream words(line);
    std::string key, value, extra;
    if (!(words >> key)) continue;
    if (!(words >> value) || (words >> extra))
      throw UsageError("ROMIO_HINTS file '" + file + "' line " + std::to_string(number) + ": expected 'key value'");
    hints.emplace_back(key, value);
  }
  return hints;
}

// "--hint auto": the hints pcgns-stripe recommends (see man pcgns-stripe).
constexpr const char* kAutoHints = "auto";

void set_hint(mpi::Hints& hints, std::pair<std::string, std::string> hint) {
  auto it = std::find_if(hints.begin(), hints.end(), [&](const auto& h) { return h.first == hint.first; });
  if (it != hints.end()) it->second = std::move(hint.second);
  else hints.push_back(std::move(hint));
}

}  // namespace

void add_progress_options(CLI::App& app, CommonOptions& options) {
  app.add_flag_callback(
      "--progress", [&options] { options.progress = true; },
      "Show progress even with -q (default: a bar on a terminal, else a line every $PCGNS_PROGRESS_INTERVAL "
      "seconds, 5 unless set)");
  app.add_flag_callback(
      "--no-progress", [&options] { options.progress = false; }, "Never show progress");
}

void add_common_options(CLI::App& app, CommonOptions& options, bool with_force, const std::string& verbose_help) {
  app.add_flag("-q,--quiet", options.quiet, "Print errors only");
  app.add_flag("-v,--verbose", options.verbose, verbose_help);
  app.add_option("--json", options.json, "Write a machine-readable report to FILE, or '-' for stdout")
      ->type_name("FILE|-");
  add_progress_options(app, options);
  app.add_option("--hint", options.hints,
                 "MPI-IO hint KEY=VALUE for the output (repeatable), or 'auto' for pcgns-stripe's; "
                 "$ROMIO_HINTS is honoured")
      ->type_name("KEY=VALUE|auto")
      ->check([](const std::string& text) {
        try {
          if (text != kAutoHints) mpi::parse_hint(text);
          return std::string();
        } catch (const std::exception& e) {
          return std::string(e.what());
        }
      });
  if (with_force) app.add_flag("--force", options.force, "Replace an existing output");
}

mpi::Hints resolve_hints(const CommonOptions& options, const std::string& output_path) {
  mpi::Hints hints;
  const bool automatic = std::find(options.hints.begin(), options.hints.end(), kAutoHints) != options.hints.end();
  if (automatic) {
    int initialized = 0, ranks = 1;
    MPI_Initialized(&initialized);
    if (initialized) MPI_Comm_size(MPI_COMM_WORLD, &ranks);
    hints = stripe::auto_hints_for(output_path, 0, ranks);  // the size is not known yet
  }
  if (const char* file = std::getenv("ROMIO_HINTS"); file && *file)
    for (auto& hint : read_hints_file(file)) set_hint(hints, std::move(hint));
  for (const auto& text : options.hints)
    if (text != kAutoHints) set_hint(hints, mpi::parse_hint(text));
  return hints;
}

}  // namespace pcgns::tool
