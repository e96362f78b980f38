#include "dist/array_copy.hpp"

#include <algorithm>

#include "dist/slice_check.hpp"
#include "pcgns/mpi/agreement.hpp"

namespace pcgns::dist {
namespace {
std::string child_path(const std::string& parent, const std::string& name) {
  return parent == "/" ? "/" + name : parent + "/" + name;
}
std::int64_t ceil_div(std::int64_t a, std::int64_t b) { return (a + b - 1) / b; }
}  // namespace

void defer_bulk_arrays(Node& node, const std::string& path, std::vector<CopyTask>& tasks) {
  if (node.bulk && !node.has_data() && node.count() > 0) {
    tasks.push_back({without_children(node), path, std::nullopt});
    node.bulk.reset();  // now deferred: allocated by the writer, filled by the copy
  }
  for (Node& child : node.children) defer_bulk_arrays(child, child_path(path, child.name), tasks);
}

CopySchedule::CopySchedule(const std::vector<CopyTask>& tasks, int ranks, std::int64_t slice_bytes)
    : ranks_(ranks), slice_bytes_(std::max<std::int64_t>(slice_bytes, 1)) {
  for (const auto& task : tasks) {
    starts_.push_back(total_);
    element_.push_back(element_size(task.source.type));
    total_ += task.bytes();
  }
  rounds_ = static_cast<int>(ceil_div(total_, slice_bytes_ * ranks_));
}

std::vector<CopySlice> CopySchedule::slices(int rank, int round) const {
  const std::int64_t begin = (static_cast<std::int64_t>(round) * ranks_ + rank) * slice_bytes_;
  const std::int64_t end = std::min(total_, begin + slice_bytes_);
  std::vector<CopySlice> result;
  if (begin >= end) return result;
  // The first task ending after `begin`.
  auto it = std::upper_bound(starts_.begin(), starts_.end(), begin);
  for (std::size_t t = static_cast<std::size_t>(it - starts_.begin()) - 1; t < starts_.size(); ++t) {
    const std::int64_t start = starts_[t];
    if (start >= end) break;
    const auto element = static_cast<std::int64_t>(element_[t]);
    const std::int64_t task_end = t + 1 < starts_.size() ? starts_[t + 1] : total_;
    // An element belongs to the slice holding its first byte.
    const std::int64_t first = ceil_div(std::max(begin, start) - start, element);
    const std::int64_t last = ceil_div(std::min(end, task_end) - start, element);
    if (last > first) result.push_back({t, first, last - first});
  }
  return result;
}

void copy_arrays(MPI_Comm comm, const std::vector<CopyTask>& tasks, const CopySchedule& schedule, ArraySource& source,
                 ArrayTarget& target, const std::function<void()>& after_round) {
  int rank = 0;
  MPI_Comm_rank(comm, &rank);
  std::vector<std::byte> checked;
  for (int round = 0; round < schedule.rounds(); ++round) {
    // A read failing on one rank (a truncated input) must not leave the others waiting.
    mpi::run_agreed(comm, [&] {
      for (const CopySlice& slice : schedule.slices(rank, round)) {
        const CopyTask& task = tasks[slice.task];
        // A checked slice is read and checked before anything of it is written (into
        // memory kept from slice to slice); a kernel copy then finds its pages in the
        // page cache.
        if (task.check) {
          // NOLINTNEXTLINE(bugprone-use-after-move): a vector moved into put() below is left empty; resize refills it
          checked.resize(static_cast<std::size_t>(slice.count) * element_size(task.source.type));
          source.read(task.source, slice.first, slice.count, checked.data());
          check_slice(source, task.source, *task.check, slice.first, checked);
        }
        const auto span = source.file_span(task.source, slice.first, slice.count);
        if (span && target.copy(task.output_path, slice.first, slice.count, *span)) {
          if (!task.check) source.count_copied(*span);  // a checked slice was counted when read
          continue;
        }
        target.put(task.output_path, slice.first, slice.count,
                   task.check ? std::move(checked) : source.read(task.source, slice.first, slice.count));
      }
    });
    target.flush();
    if (after_round) after_round();
  }
}

}  // namespace pcgns::dist
