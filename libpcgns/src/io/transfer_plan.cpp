#include "io/transfer_plan.hpp"

#include <algorithm>

namespace pcgns::io {

void sort_by_file_offset(std::vector<ByteRun>& runs) {
  std::stable_sort(runs.begin(), runs.end(),
                   [](const ByteRun& a, const ByteRun& b) { return a.file_offset < b.file_offset; });
}

std::optional<std::pair<std::size_t, std::size_t>> find_overlap(const std::vector<ByteRun>& sorted) {
  // Sorted by start, so a run overlaps an earlier one iff it starts before the furthest
  // end seen so far.
  std::int64_t furthest_end = 0;
  std::size_t furthest = 0;
  bool seen = false;
  for (std::size_t i = 0; i < sorted.size(); ++i) {
    const ByteRun& run = sorted[i];
    if (run.bytes == 0) continue;
    if (seen && run.file_offset < furthest_end) return std::pair{furthest, i};
    if (!seen || run.file_offset + run.bytes > furthest_end) {
      furthest_end = run.file_offset + run.bytes;
      furthest = i;
    }
    seen = true;
  }
  return std::nullopt;
}

TransferPlan coalesce(const std::vector<ByteRun>& sorted) {
  TransferPlan plan;
  for (const ByteRun& run : sorted) {
    if (run.bytes == 0) continue;
    plan.bytes += run.bytes;
    if (!plan.file.empty() && plan.file.back().offset + plan.file.back().bytes == run.file_offset)
      plan.file.back().bytes += run.bytes;
    else plan.file.push_back({run.file_offset, run.bytes});
    if (!plan.memory.empty() && plan.memory.back().address + plan.memory.back().bytes == run.memory)
      plan.memory.back().bytes += run.bytes;
    else plan.memory.push_back({run.memory, run.bytes});
  }
  return plan;
}

std::vector<std::vector<ByteRun>> split_into_rounds(const std::vector<ByteRun>& sorted) {
  std::vector<std::vector<ByteRun>> rounds;
  std::vector<std::int64_t> round_end;
  for (const ByteRun& run : sorted) {
    if (run.bytes == 0) continue;
    // First round whose last run ends at or before this one starts (first fit keeps the
    // common case -- no overlap at all -- in a single round).
    std::size_t r = 0;
    while (r < rounds.size() && round_end[r] > run.file_offset) ++r;
    if (r == rounds.size()) {
      rounds.emplace_back();
      round_end.push_back(0);
    }
    rounds[r].push_back(run);
    round_end[r] = run.file_offset + run.bytes;
  }
  return rounds;
}

}  // namespace pcgns::io
