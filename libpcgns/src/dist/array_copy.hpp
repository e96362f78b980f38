#pragma once
// Verbatim copies of input arrays into the output (whole zones, and any node the merge
// does not interpret). The arrays are laid end to end as one byte stream that is cut
// into equal slices, one per rank and round, so every rank reads and writes the same
// amount whatever the number of files, and memory per rank stays at one slice.
#include <mpi.h>

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "dist/array_source.hpp"
#include "dist/array_target.hpp"
#include "dist/value_check.hpp"
#include "pcgns/node.hpp"

namespace pcgns::dist {

struct CopyTask {
  Node source;  // the input array (metadata and bulk reference, no children)
  std::string output_path;
  std::optional<ValueCheck> check;  // --check-inputs: what its values must name
  std::int64_t bytes() const { return source.byte_size(); }
};

// Turns every array of `node` (and below) whose data is still in its input file into a
// deferred node of the output tree and records the copy. `path` is `node`'s output path.
void defer_bulk_arrays(Node& node, const std::string& path, std::vector<CopyTask>& tasks);

struct CopySlice {
  std::size_t task = 0;
  std::int64_t first = 0;  // elements
  std::int64_t count = 0;
};

class CopySchedule {
 public:
  CopySchedule(const std::vector<CopyTask>& tasks, int ranks, std::int64_t slice_bytes);
  int rounds() const { return rounds_; }
  // The pieces of the stream rank `rank` moves in round `round` (elements never split).
  std::vector<CopySlice> slices(int rank, int round) const;

 private:
  std::vector<std::int64_t> starts_;  // stream offset of each task
  std::vector<std::size_t> element_;  // element size of each task
  std::int64_t total_ = 0;
  int ranks_ = 1;
  std::int64_t slice_bytes_ = 1;
  int rounds_ = 0;
};

// Collective: runs every round (read the slices, check those whose task has a check,
// put them, flush), calling
// `after_round` on every rank after each flush.
void copy_arrays(MPI_Comm comm, const std::vector<CopyTask>& tasks, const CopySchedule& schedule, ArraySource& source,
                 ArrayTarget& target, const std::function<void()>& after_round);

}  // namespace pcgns::dist
