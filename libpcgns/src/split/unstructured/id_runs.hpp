#pragma once
// A sorted set of ids kept as runs of consecutive ids. The partitions of a mesh whose
// numbering follows its geometry (most meshes: a generator's or a solver's order) hold
// long runs of cells and vertices -- a Hilbert piece of a lexicographic hexahedral block
// holds rows of a hundred cells -- so the runs are a hundredth of the ids, and what
// travels between ranks is the runs, not the ids. With no locality left the runs are
// single ids, and this costs what a plain list of ids would.
#include <cstdint>
#include <span>
#include <vector>

namespace pcgns::split {

struct IdRun {
  std::int64_t first = 0;
  std::int64_t count = 0;
  std::int64_t end() const { return first + count; }  // one past the last id
  bool operator==(const IdRun&) const = default;
};

class IdRuns {
 public:
  IdRuns() = default;
  // Ids in increasing order; one that follows the last run extends it. InternalError
  // when an id or a run does not come after the ids already held.
  void add(std::int64_t id) { add_run(id, 1); }
  void add_run(std::int64_t first, std::int64_t count);

  std::span<const IdRun> runs() const { return runs_; }
  std::int64_t size() const { return size_; }  // ids held
  bool empty() const { return size_ == 0; }
  // The place of `id` among the ids held (0-based), or -1 when it is not held.
  std::int64_t index_of(std::int64_t id) const;
  std::vector<std::int64_t> ids() const;

 private:
  std::vector<IdRun> runs_;
  std::vector<std::int64_t> before_;  // ids held before each run
  std::int64_t size_ = 0;
};

}  // namespace pcgns::split
