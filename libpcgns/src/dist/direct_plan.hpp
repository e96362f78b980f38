#pragma once
// Which of a rank's part values go straight to the output and which through the
// exchange (see direct_runs.hpp). Every rank learns every part's runs, so each can tell
// which ids more than one part covers and, as a block owner, which ids of its block the
// exchange must bring.
#include <mpi.h>

#include <cstdint>
#include <span>
#include <vector>

#include "dist/direct_runs.hpp"
#include "pcgns/exchange/part_to_block_plan.hpp"

namespace pcgns::dist {

class DirectPlan {
 public:
  // Collective. `parts`: this rank's parts with their global ids. Runs shorter than
  // `min_length` stay with the exchange; so does everything when the runs of all ranks
  // together exceed `max_runs` (their list is held by every rank).
  DirectPlan(MPI_Comm comm, std::span<const exchange::PartIds> parts, std::int64_t min_length, std::int64_t max_runs);

  // No run anywhere: the same on every rank.
  bool empty() const { return all_direct_.empty(); }
  // Part i's runs, in position order, and the positions (0-based) and ids of the rest.
  const std::vector<DirectRun>& runs(std::size_t part) const { return parts_[part].runs; }
  const std::vector<std::int64_t>& rest_positions(std::size_t part) const { return parts_[part].rest_positions; }
  const std::vector<std::int64_t>& rest_ids(std::size_t part) const { return parts_[part].rest_ids; }
  // The ids every rank writes directly, sorted and disjoint.
  std::span<const IdInterval> all_direct() const { return all_direct_; }

 private:
  struct Part {
    std::vector<DirectRun> runs;
    std::vector<std::int64_t> rest_positions;
    std::vector<std::int64_t> rest_ids;
  };
  std::vector<Part> parts_;
  std::vector<IdInterval> all_direct_;
};

}  // namespace pcgns::dist
