#include "dist/direct_runs.hpp"

#include <algorithm>

namespace pcgns::dist {

std::vector<DirectRun> find_runs(std::span<const std::int64_t> ids, std::int64_t min_length) {
  std::vector<DirectRun> runs;
  const auto n = static_cast<std::int64_t>(ids.size());
  std::int64_t first = 0;
  while (first < n) {
    std::int64_t last = first;  // the run's last position
    std::int64_t step = 0;
    if (first + 1 < n && (ids[first + 1] - ids[first] == 1 || ids[first + 1] - ids[first] == -1)) {
      step = ids[first + 1] - ids[first];
      while (last + 1 < n && ids[last + 1] - ids[last] == step) ++last;
    }
    const std::int64_t count = last - first + 1;
    if (count >= min_length) {
      const bool falling = step < 0;
      runs.push_back({first, {falling ? ids[last] : ids[first], count}, falling});
    }
    first = last + 1;
  }
  return runs;
}

std::vector<IdInterval> covered_twice(std::vector<IdInterval> intervals) {
  std::sort(intervals.begin(), intervals.end(), [](const IdInterval& a, const IdInterval& b) { return a.low < b.low; });
  std::vector<IdInterval> twice;
  bool seen = false;
  std::int64_t reach = 0;  // the end of the intervals seen so far
  for (const IdInterval& interval : intervals) {
    if (interval.count <= 0) continue;
    if (seen && interval.low < reach) {
      const std::int64_t end = std::min(reach, interval.end());
      if (!twice.empty() && interval.low <= twice.back().end())
        twice.back().count = std::max(twice.back().end(), end) - twice.back().low;
      else twice.push_back({interval.low, end - interval.low});
    }
    reach = seen ? std::max(reach, interval.end()) : interval.end();
    seen = true;
  }
  return twice;
}

std::vector<DirectRun> subtract(const DirectRun& run, std::span<const IdInterval> removed) {
  // The pieces in id order first, then turned into position order.
  std::vector<IdInterval> kept;
  std::int64_t from = run.ids.low;
  const auto first = std::lower_bound(removed.begin(), removed.end(), run.ids.low,
                                      [](const IdInterval& r, std::int64_t id) { return r.end() <= id; });
  for (auto it = first; it != removed.end() && it->low < run.ids.end(); ++it) {
    if (it->low > from) kept.push_back({from, it->low - from});
    from = std::max(from, it->end());
  }
  if (from < run.ids.end()) kept.push_back({from, run.ids.end() - from});

  std::vector<DirectRun> pieces;
  for (const IdInterval& ids : kept) {
    const std::int64_t offset = run.falling ? run.ids.end() - ids.end() : ids.low - run.ids.low;
    pieces.push_back({run.local_first + offset, ids, run.falling});
  }
  if (run.falling) std::reverse(pieces.begin(), pieces.end());
  return pieces;
}

bool complete_each_other(std::int64_t first, std::int64_t count, std::span<const IdInterval> direct,
                         std::span<const std::int64_t> listed) {
  const std::int64_t end = first + count;
  if (!listed.empty() && (listed.front() < first || listed.back() >= end)) return false;
  std::int64_t in_direct = 0;
  auto run = std::lower_bound(direct.begin(), direct.end(), first,
                              [](const IdInterval& r, std::int64_t id) { return r.end() <= id; });
  for (auto it = run; it != direct.end() && it->low < end; ++it)
    in_direct += std::min(end, it->end()) - std::max(first, it->low);
  if (in_direct + static_cast<std::int64_t>(listed.size()) != count) return false;
  // Counts match: the sets complete each other unless a listed id sits in a run.
  for (const std::int64_t id : listed) {
    while (run != direct.end() && run->end() <= id) ++run;
    if (run != direct.end() && run->low <= id) return false;
  }
  return true;
}

}  // namespace pcgns::dist
