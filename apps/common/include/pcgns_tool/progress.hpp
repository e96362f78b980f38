#pragma once
// A run's progress as the tool shows it (rank 0 only): a bar on the user's terminal,
// plain lines every few seconds in a log ($PCGNS_PROGRESS_INTERVAL seconds, default 5),
// or nothing (-q, --no-progress); see progress_target.hpp for the choice.
#include <cstdint>
#include <optional>
#include <string>

#include "pcgns/progress.hpp"
#include "pcgns_tool/common_options.hpp"
#include "pcgns_tool/progress_bar.hpp"
#include "pcgns_tool/progress_lines.hpp"

namespace pcgns::tool {

class Progress {
 public:
  // On every rank (a bad $PCGNS_PROGRESS_INTERVAL is the same UsageError everywhere).
  Progress(const CommonOptions& options, int rank, std::string tool, ProgressUnit unit = ProgressUnit::bytes());

  void update(std::int64_t done, std::int64_t total);
  // Ends the bar's line before the summary line (nothing for log lines).
  void finish();
  // Erases the bar, so that a table can be printed; the next update draws it again.
  void clear();
  // For the library's runs (pcgns/progress.hpp).
  ProgressCallback callback();

 private:
  std::optional<ProgressBar> bar_;
  std::optional<ProgressLines> lines_;
};

}  // namespace pcgns::tool
