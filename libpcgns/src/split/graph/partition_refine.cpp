// Boundary refinement of a partition on the distributed dual graph (--method auto
// refines Hilbert's cut with it): rounds of label propagation, in which every cell on a
// part boundary proposes to move to the neighbouring part holding most of its
// neighbours when that cuts fewer faces, and the proposals that keep every part's
// weight within bounds are carried out together.
//
// The rounds alternate directions (to higher parts, then to lower ones): two
// neighbouring cells of parts p and q proposing to swap would otherwise both move and
// cut as much as before. The bounds are applied to the proposals of all ranks ranked
// together (move_quota.hpp), so the result is the same under any number of ranks.
// Moves decided together can still spoil each other's gains, so the cut is measured
// every round and the best partition kept. Which cells a round looks at, and the cut, are
// boundary_scan.hpp's.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <utility>

#include "pcgns/error.hpp"
#include "pcgns/mpi/agreement.hpp"
#include "pcgns/mpi_rank.hpp"
#include "pcgns/split/cell_partition.hpp"
#include "split/graph/boundary_scan.hpp"
#include "split/graph/ghost_parts.hpp"
#include "split/graph/move_quota.hpp"
#include "split/graph/partition_input.hpp"
#include "split/graph/partition_steps.hpp"
#include "split/graph/weight_view.hpp"

namespace pcgns::split {
namespace {

using graph::kGainLevels;
using graph::Proposal;

constexpr int kStaleRounds = 2;  // rounds in a row without a lower cut end the refinement

// What one round sums over the ranks: the cut ends, each part's weight, and the weight
// of the proposals into and out of each part by level.
class Tally {
 public:
  explicit Tally(int parts)
      : parts_(static_cast<std::size_t>(parts)),
        values_(1 + parts_ + 2 * parts_ * kGainLevels, 0),
        before_(2 * parts_ * kGainLevels, 0) {}

  // `part_weights`: this rank's weight in each part.
  void count(std::span<const Proposal> proposals, std::int64_t cut_ends, std::span<const std::int64_t> part_weights,
             std::span<const int> parts, const graph::WeightView& weights) {
    std::ranges::fill(values_, 0);
    values_[0] = cut_ends;
    std::ranges::copy(part_weights, values_.begin() + 1);
    for (const Proposal& p : proposals) {
      into(p.to, p.level) += weights[p.cell];
      out_of(parts[p.cell], p.level) += weights[p.cell];
    }
  }

  // Collective: sums over the ranks, and keeps what the lower ranks proposed.
  void sum(MPI_Comm comm) {
    const auto moves = values_.data() + 1 + parts_;
    MPI_Exscan(moves, before_.data(), static_cast<int>(before_.size()), MPI_INT64_T, MPI_SUM, comm);
    if (rank_of(comm) == 0) std::ranges::fill(before_, 0);
    MPI_Allreduce(MPI_IN_PLACE, values_.data(), static_cast<int>(values_.size()), MPI_INT64_T, MPI_SUM, comm);
  }

  std::int64_t cut() const { return values_[0] / 2; }
  std::int64_t weight(int part) const { return values_[1 + static_cast<std::size_t>(part)]; }
  std::span<const std::int64_t> into(int part) const { return {&values_[in_at(part, 0)], kGainLevels}; }
  std::span<const std::int64_t> out_of(int part) const { return {&values_[out_at(part, 0)], kGainLevels}; }
  // The weight the lower ranks proposed into / out of `part` at `level`.
  std::int64_t before_into(int part, int level) const { return before_[in_at(part, level) - 1 - parts_]; }
  std::int64_t before_out_of(int part, int level) const { return before_[out_at(part, level) - 1 - parts_]; }

 private:
  std::size_t in_at(int part, int level) const {
    return 1 + parts_ + static_cast<std::size_t>(part) * kGainLevels + static_cast<std::size_t>(level);
  }
  std::size_t out_at(int part, int level) const { return in_at(part, level) + parts_ * kGainLevels; }
  std::int64_t& into(int part, int level) { return values_[in_at(part, level)]; }
  std::int64_t& out_of(int part, int level) { return values_[out_at(part, level)]; }

  std::size_t parts_;
  std::vector<std::int64_t> values_, before_;
};

// The weight every part must stay within: (1 + tolerance) x the mean above, (1 -
// tolerance) x the mean (at least 1) below, widened to the parts as they came.
struct Bounds {
  std::int64_t lower = 0, upper = 0;
};

Bounds weight_bounds(const Tally& tally, int parts, double tolerance) {
  std::int64_t total = 0, lightest = std::numeric_limits<std::int64_t>::max(), heaviest = 0;
  for (int p = 0; p < parts; ++p) {
    total += tally.weight(p);
    lightest = std::min(lightest, tally.weight(p));
    heaviest = std::max(heaviest, tally.weight(p));
  }
  const double mean = static_cast<double>(total) / parts;
  const auto upper = static_cast<std::int64_t>(std::floor((1 + tolerance) * mean));
  const auto lower = static_cast<std::int64_t>(std::ceil((1 - tolerance) * mean));
  return {std::max<std::int64_t>(std::min(lower, lightest), 1), std::max(upper, heaviest)};
}

// Carries out the proposals that fit both the room of the part they go to and what the
// part they leave can spare (moving their weight in `part_weights` too); returns them.
std::vector<Proposal> move_admitted(std::span<const Proposal> proposals, const Tally& tally, const Bounds& bounds,
                                    std::span<int> parts, const graph::WeightView& weights,
                                    std::span<std::int64_t> part_weights) {
  const auto part_count = static_cast<int>(part_weights.size());
  std::vector<graph::MoveQuota> into(static_cast<std::size_t>(part_count)), out_of(into.size());
  for (int p = 0; p < part_count; ++p) {
    into[static_cast<std::size_t>(p)] = graph::move_quota(tally.into(p), bounds.upper - tally.weight(p));
    out_of[static_cast<std::size_t>(p)] = graph::move_quota(tally.out_of(p), tally.weight(p) - bounds.lower);
  }
  // Running weights through each proposal, from those of the lower ranks on.
  std::vector<std::int64_t> into_through(into.size() * kGainLevels), out_through(into_through.size());
  for (int p = 0; p < part_count; ++p)
    for (int level = 0; level < kGainLevels; ++level) {
      const auto at = static_cast<std::size_t>(p) * kGainLevels + static_cast<std::size_t>(level);
      into_through[at] = tally.before_into(p, level);
      out_through[at] = tally.before_out_of(p, level);
    }
  std::vector<Proposal> moves;
  for (const Proposal& p : proposals) {
    const int from = parts[p.cell];
    const auto level = static_cast<std::size_t>(p.level);
    const std::int64_t in = into_through[static_cast<std::size_t>(p.to) * kGainLevels + level] += weights[p.cell];
    const std::int64_t out = out_through[static_cast<std::size_t>(from) * kGainLevels + level] += weights[p.cell];
    if (graph::admitted(into[static_cast<std::size_t>(p.to)], p.level, in) &&
        graph::admitted(out_of[static_cast<std::size_t>(from)], p.level, out))
      moves.push_back(p);
  }
  for (const Proposal& p : moves) {  // after deciding: a round sees the parts as they were
    part_weights[static_cast<std::size_t>(parts[p.cell])] -= weights[p.cell];
    part_weights[static_cast<std::size_t>(p.to)] += weights[p.cell];
    parts[p.cell] = p.to;
  }
  return moves;
}

void check_parts(MPI_Comm comm, const graph::LocalGraph& graph, std::span<const int> parts, int part_count) {
  mpi::run_agreed(comm, [&] {
    if (parts.size() != graph.local_cells())
      throw InputError("refinement: " + std::to_string(parts.size()) + " parts given for " +
                       std::to_string(graph.local_cells()) + " local cells");
    for (std::size_t c = 0; c < parts.size(); ++c)
      if (parts[c] < 0 || parts[c] >= part_count)
        throw InputError("refinement: local cell " + std::to_string(c) + " is in part " + std::to_string(parts[c]) +
                         ", outside 0.." + std::to_string(part_count - 1));
  });
}

}  // namespace

graph::RefinedPartition graph::refine_partition(MPI_Comm comm, const LocalGraph& graph, GhostParts& ghosts,
                                                const graph::WeightView& weights, std::vector<int> parts,
                                                graph::BalanceTarget target, int max_rounds) {
  check_parts(comm, graph, parts, target.parts);
  graph::BoundaryScan boundary(graph);
  Tally tally(target.parts);
  std::optional<Bounds> bounds;
  // Kept up to date by the moves, rather than summed over every cell each round.
  std::vector<std::int64_t> part_weights(static_cast<std::size_t>(target.parts), 0);
  for (std::size_t c = 0; c < parts.size(); ++c) part_weights[static_cast<std::size_t>(parts[c])] += weights[c];
  // The best partition is brought up to date by the moves made since it was the current
  // one, rather than copied whole each time the cut falls.
  std::vector<int> best = parts;
  std::vector<Proposal> since_best;
  std::int64_t best_cut = std::numeric_limits<std::int64_t>::max();
  for (int round = 0, stale = 0;; ++round) {
    ghosts.refresh(comm, parts);
    boundary.ghosts_moved(ghosts.cells_next_to_changed());
    const auto proposals = boundary.scan(ghosts, parts, weights, round % 2 == 0);
    tally.count(proposals, boundary.cut_ends(), part_weights, parts, weights);
    tally.sum(comm);
    if (!bounds) bounds = weight_bounds(tally, target.parts, target.imbalance_tolerance);
    if (tally.cut() < best_cut) {
      best_cut = tally.cut();
      for (const Proposal& p : since_best) best[p.cell] = p.to;  // in order: a cell's last move wins
      since_best.clear();
      stale = 0;
    } else if (++stale == kStaleRounds) {
      break;
    }
    if (round == max_rounds) break;
    const auto moves = move_admitted(proposals, tally, *bounds, parts, weights, part_weights);
    since_best.insert(since_best.end(), moves.begin(), moves.end());
    boundary.moved(moves);
  }
  return {std::move(best), best_cut};
}

std::vector<int> refine_partition(MPI_Comm comm, const DistributedGraph& graph, std::vector<int> parts,
                                  const PartitionOptions& options) {
  graph::StepInputs in(comm, graph, options);
  return graph::refine_partition(comm, in.graph, in.ghosts, in.weights, std::move(parts),
                                 graph::balance_target(options))
      .parts;
}

}  // namespace pcgns::split
