#include "split/unstructured/id_runs.hpp"

#include <algorithm>
#include <string>

#include "pcgns/error.hpp"

namespace pcgns::split {

void IdRuns::add_run(std::int64_t first, std::int64_t count) {
  if (count <= 0) return;
  if (!runs_.empty() && first < runs_.back().end())
    throw InternalError("split: id " + std::to_string(first) + " added after id " +
                        std::to_string(runs_.back().end() - 1));
  if (!runs_.empty() && first == runs_.back().end()) {
    runs_.back().count += count;
  } else {
    runs_.push_back({first, count});
    before_.push_back(size_);
  }
  size_ += count;
}

std::int64_t IdRuns::index_of(std::int64_t id) const {
  // The last run starting at or before `id`.
  const auto after = std::upper_bound(runs_.begin(), runs_.end(), id,
                                      [](std::int64_t value, const IdRun& run) { return value < run.first; });
  if (after == runs_.begin()) return -1;
  const auto r = static_cast<std::size_t>(after - runs_.begin()) - 1;
  if (id >= runs_[r].end()) return -1;
  return before_[r] + (id - runs_[r].first);
}

std::vector<std::int64_t> IdRuns::ids() const {
  std::vector<std::int64_t> ids;
  ids.reserve(static_cast<std::size_t>(size_));
  for (const IdRun& run : runs_)
    for (std::int64_t id = run.first; id < run.end(); ++id) ids.push_back(id);
  return ids;
}

}  // namespace pcgns::split
