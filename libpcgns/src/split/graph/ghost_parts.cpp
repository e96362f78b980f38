#include "split/graph/ghost_parts.hpp"

#include <algorithm>
#include <limits>
#include <string>
#include <utility>

#include "exchange/alltoallv_bytes.hpp"
#include "pcgns/error.hpp"
#include "pcgns/mpi/agreement.hpp"
#include "pcgns/mpi_rank.hpp"
#include "split/graph/mpi_exchange.hpp"

namespace pcgns::split::graph {
namespace {

void check_local_cells_fit(MPI_Comm comm, std::int64_t local_cells) {
  mpi::run_agreed(comm, [&] {
    if (local_cells > std::int64_t{std::numeric_limits<LocalCell>::max()})
      throw InputError("the cell graph: " + std::to_string(local_cells) + " cells on rank " +
                       std::to_string(rank_of(comm)) + ", more than 2^32 - 1: run on more ranks");
  });
}

}  // namespace

GhostParts::GhostParts(MPI_Comm comm, const DistributedGraph& graph)
    : first_(graph.first_cell(rank_of(comm))), local_count_(graph.local_cells()) {
  check_local_cells_fit(comm, local_count_);
  const auto is_ghost = [&](std::int64_t cell) { return cell < first_ || cell - first_ >= local_count_; };
  for (const auto neighbour : graph.adjncy)
    if (is_ghost(neighbour)) ghost_cells_.push_back(neighbour);
  std::ranges::sort(ghost_cells_);
  ghost_cells_.erase(std::unique(ghost_cells_.begin(), ghost_cells_.end()), ghost_cells_.end());
  ghost_parts_.assign(ghost_cells_.size(), 0);
  // Which local cells each ghost neighbours: (ghost, cell) pairs sorted by ghost.
  std::vector<std::pair<std::size_t, LocalCell>> next_to;
  for (std::size_t c = 0; c + 1 < graph.xadj.size(); ++c)
    for (auto e = graph.xadj[c]; e < graph.xadj[c + 1]; ++e)
      if (const auto neighbour = graph.adjncy[static_cast<std::size_t>(e)]; is_ghost(neighbour))
        next_to.emplace_back(std::ranges::lower_bound(ghost_cells_, neighbour) - ghost_cells_.begin(),
                             static_cast<LocalCell>(c));
  std::ranges::sort(next_to);
  neighbour_offsets_.assign(ghost_cells_.size() + 1, 0);
  for (const auto& [ghost, cell] : next_to) {
    ++neighbour_offsets_[ghost + 1];
    neighbours_.push_back(cell);
  }
  for (std::size_t g = 0; g < ghost_cells_.size(); ++g) neighbour_offsets_[g + 1] += neighbour_offsets_[g];
  const auto ranks = static_cast<std::size_t>(size_of(comm));
  std::vector<std::vector<std::int64_t>> questions(ranks);
  for (const auto cell : ghost_cells_)
    questions[static_cast<std::size_t>(owner_rank(graph.vtxdist, cell))].push_back(cell);
  recv_offsets_.assign(1, 0);
  for (const auto& asked : questions)
    recv_offsets_.push_back(recv_offsets_.back() + static_cast<std::int64_t>(asked.size() * sizeof(int)));
  const Received asked = alltoallv_int64(comm, questions);
  sent_cells_.reserve(asked.values.size());
  for (const auto cell : asked.values) sent_cells_.push_back(cell - first_);
  send_offsets_.assign(1, 0);
  for (const int count : asked.counts)
    send_offsets_.push_back(send_offsets_.back() + static_cast<std::int64_t>(count) * std::int64_t{sizeof(int)});
  send_buffer_.resize(sent_cells_.size());
}

void GhostParts::refresh(MPI_Comm comm, std::span<const int> parts) {
  for (std::size_t i = 0; i < sent_cells_.size(); ++i)
    send_buffer_[i] = parts[static_cast<std::size_t>(sent_cells_[i])];
  previous_parts_ = ghost_parts_;
  ++refreshes_;
  exchange::alltoallv_into(comm, reinterpret_cast<const std::byte*>(send_buffer_.data()), send_offsets_,
                           reinterpret_cast<std::byte*>(ghost_parts_.data()), recv_offsets_);
}

std::vector<LocalCell> GhostParts::cells_next_to_changed() const {
  std::vector<LocalCell> cells;
  for (std::size_t g = 0; g < ghost_cells_.size(); ++g)
    if (refreshes_ < 2 || ghost_parts_[g] != previous_parts_[g])
      cells.insert(cells.end(), neighbours_.begin() + static_cast<std::ptrdiff_t>(neighbour_offsets_[g]),
                   neighbours_.begin() + static_cast<std::ptrdiff_t>(neighbour_offsets_[g + 1]));
  return cells;
}

int GhostParts::ghost_part(std::int64_t cell) const {
  const auto at = std::ranges::lower_bound(ghost_cells_, cell);
  return ghost_parts_[static_cast<std::size_t>(at - ghost_cells_.begin())];
}

}  // namespace pcgns::split::graph
