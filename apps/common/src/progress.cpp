#include "pcgns_tool/progress.hpp"

#include <iostream>

#include "pcgns_tool/progress_target.hpp"

namespace pcgns::tool {

Progress::Progress(const CommonOptions& options, int rank, std::string tool, ProgressUnit unit) {
  const double interval = progress_interval_from_environment();
  if (rank != 0) return;
  const ProgressTarget target =
      choose_progress_target(observe_output_terminals(), options.progress, options.quiet, options.json_on_stdout());
  std::ostream& out = target.on_stdout ? std::cout : std::cerr;
  if (target.style == ProgressStyle::bar) bar_.emplace(out, ProgressClock{}, std::move(unit));
  else if (target.style == ProgressStyle::lines) lines_.emplace(out, std::move(tool), interval, std::move(unit));
}

void Progress::update(std::int64_t done, std::int64_t total) {
  if (bar_) bar_->update(done, total);
  if (lines_) lines_->update(done, total);
}

void Progress::finish() {
  if (bar_) bar_->finish();
}

void Progress::clear() {
  if (bar_) bar_->clear();
}

ProgressCallback Progress::callback() {
  return [this](std::int64_t done, std::int64_t total) { update(done, total); };
}

}  // namespace pcgns::tool
