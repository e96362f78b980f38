#include "split/graph/boundary_scan.hpp"

#include <algorithm>
#include <bit>
#include <iterator>
#include <tuple>

#include "split/graph/move_quota.hpp"

namespace pcgns::split::graph {
namespace {

// A cell with this many neighbours or more does not have its cut counted in a byte.
constexpr std::size_t kCrowded = 255;

}  // namespace

BoundaryScan::BoundaryScan(const LocalGraph& graph)
    : graph_(graph),
      to_look_((static_cast<std::size_t>(graph.local_cells()) + 63) / 64, ~std::uint64_t{0}),
      cut_ends_(static_cast<std::size_t>(graph.local_cells()), 0) {
  // Every cell is looked at in the first scan.
  if (const auto tail = cut_ends_.size() % 64; tail != 0) to_look_.back() = (std::uint64_t{1} << tail) - 1;
  for (LocalCell c = 0; c < graph.local_cells(); ++c)
    if (graph.degree(c) >= kCrowded) {
      cut_ends_[c] = static_cast<std::uint8_t>(kCrowded);
      crowded_.push_back(c);
    }
}

// The move a cell proposes either way: to the neighbouring part (above its own, or
// below) where most of its neighbours are, when more are there than in its own part --
// or as many, upward only: such moves leave the cut as it is but let the next ones
// flatten a step of the boundary, and going one way they cannot undo each other. The
// lowest such part on a tie. Cells of weight 0 stay, or a part of them alone could be
// emptied.
BoundaryScan::Look BoundaryScan::look_at(LocalCell c, const GhostParts& ghosts, std::span<const int> parts,
                                         const WeightView& weights) {
  around_.clear();
  const int own = parts[c];
  std::int64_t same = 0;
  for (const LocalCell neighbour : graph_.neighbours(c)) {
    const int part = ghosts.part_of(neighbour, parts);
    if (part == own) {
      ++same;
      continue;
    }
    const auto at = std::ranges::find(around_, part, &std::pair<int, std::int64_t>::first);
    if (at == around_.end()) around_.emplace_back(part, 1);
    else ++at->second;
  }
  Look look{.up = {c, -1, 0}, .down = {c, -1, 0}};
  std::int64_t most_up = 0, most_down = 0;
  for (const auto& [part, count] : around_) {
    look.cut_ends += count;
    auto [best, most] = part > own ? std::tie(look.up.to, most_up) : std::tie(look.down.to, most_down);
    if (count > most || (count == most && part < best)) best = part, most = count;
  }
  if (weights[c] <= 0) look.up.to = look.down.to = -1;
  if (look.up.to >= 0 && most_up < same) look.up.to = -1;
  if (look.down.to >= 0 && most_down <= same) look.down.to = -1;
  if (look.up.to >= 0) look.up.level = gain_level(most_up - same);
  if (look.down.to >= 0) look.down.level = gain_level(most_down - same);
  return look;
}

void BoundaryScan::count_ends(LocalCell c, std::int64_t ends) {
  if (cut_ends_[c] == kCrowded) {
    crowded_ends_ += ends;
    return;
  }
  counted_ends_ += ends - cut_ends_[c];
  cut_ends_[c] = static_cast<std::uint8_t>(ends);
}

std::vector<Proposal> BoundaryScan::scan(const GhostParts& ghosts, std::span<const int> parts,
                                         const WeightView& weights, bool upward) {
  for (const auto c : proposing_[upward]) mark(c);
  for (const auto c : crowded_) mark(c);
  crowded_ends_ = 0;
  std::vector<Proposal> proposals;
  std::vector<LocalCell> other_way;  // the cells looked at that propose a move the other way
  for (std::size_t word = 0; word < to_look_.size(); ++word)
    for (auto bits = to_look_[word]; bits != 0; bits &= bits - 1) {
      const auto c = static_cast<LocalCell>(word * 64 + static_cast<std::size_t>(std::countr_zero(bits)));
      const Look look = look_at(c, ghosts, parts, weights);
      count_ends(c, look.cut_ends);
      if (const Proposal& way = upward ? look.up : look.down; way.to >= 0) proposals.push_back(way);
      if ((upward ? look.down : look.up).to >= 0) other_way.push_back(c);
    }
  proposing_[upward].clear();
  for (const Proposal& p : proposals) proposing_[upward].push_back(static_cast<LocalCell>(p.cell));
  auto& others = proposing_[!upward];  // those not looked at propose as they did
  std::erase_if(others, [&](LocalCell c) { return marked(c); });
  std::vector<LocalCell> merged;
  merged.reserve(others.size() + other_way.size());
  std::ranges::merge(others, other_way, std::back_inserter(merged));
  others = std::move(merged);
  std::ranges::fill(to_look_, 0);
  return proposals;
}

void BoundaryScan::moved(std::span<const Proposal> moves) {
  for (const Proposal& p : moves) {
    const auto cell = static_cast<LocalCell>(p.cell);
    mark(cell);
    for (const LocalCell neighbour : graph_.neighbours(cell))
      if (!graph_.is_ghost(neighbour)) mark(neighbour);
  }
}

void BoundaryScan::ghosts_moved(std::span<const LocalCell> cells) {
  for (const auto c : cells) mark(c);
}

}  // namespace pcgns::split::graph
