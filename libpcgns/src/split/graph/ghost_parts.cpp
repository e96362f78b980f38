#include "split/graph/ghost_parts.hpp"

#include <cstddef>

#include "exchange/alltoallv_bytes.hpp"
#include "pcgns/mpi_rank.hpp"
#include "split/graph/mpi_exchange.hpp"

namespace pcgns::split::graph {

GhostParts::GhostParts(MPI_Comm comm, const LocalGraph& graph)
    : local_count_(graph.local_cells()), ghost_parts_(graph.ghost_ids().size(), 0) {
  const auto& ghosts = graph.ghost_ids();
  // Which local cells each ghost neighbours, counted then placed.
  neighbour_offsets_.assign(ghosts.size() + 1, 0);
  for (LocalCell c = 0; c < local_count_; ++c)
    for (const LocalCell n : graph.neighbours(c))
      if (graph.is_ghost(n)) ++neighbour_offsets_[n - local_count_ + 1];
  for (std::size_t g = 0; g < ghosts.size(); ++g) neighbour_offsets_[g + 1] += neighbour_offsets_[g];
  neighbours_.resize(neighbour_offsets_.back());
  std::vector<std::size_t> next(neighbour_offsets_.begin(), neighbour_offsets_.end() - 1);
  for (LocalCell c = 0; c < local_count_; ++c)
    for (const LocalCell n : graph.neighbours(c))
      if (graph.is_ghost(n)) neighbours_[next[n - local_count_]++] = c;
  // The ghosts ascend, so they are grouped by owner in rank order, as the answers come.
  const auto ranks = static_cast<std::size_t>(size_of(comm));
  std::vector<std::vector<std::int64_t>> questions(ranks);
  for (const auto cell : ghosts) questions[static_cast<std::size_t>(owner_rank(graph.vtxdist(), cell))].push_back(cell);
  recv_offsets_.assign(1, 0);
  for (const auto& asked : questions)
    recv_offsets_.push_back(recv_offsets_.back() + static_cast<std::int64_t>(asked.size() * sizeof(int)));
  const Received asked = alltoallv_int64(comm, questions);
  sent_cells_.reserve(asked.values.size());
  for (const auto cell : asked.values) sent_cells_.push_back(cell - graph.first_cell());
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
  for (std::size_t g = 0; g < ghost_parts_.size(); ++g)
    if (refreshes_ < 2 || ghost_parts_[g] != previous_parts_[g])
      cells.insert(cells.end(), neighbours_.begin() + static_cast<std::ptrdiff_t>(neighbour_offsets_[g]),
                   neighbours_.begin() + static_cast<std::ptrdiff_t>(neighbour_offsets_[g + 1]));
  return cells;
}

}  // namespace pcgns::split::graph
