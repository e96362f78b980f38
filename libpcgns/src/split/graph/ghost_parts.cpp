#include "split/graph/ghost_parts.hpp"

#include <algorithm>

#include "exchange/alltoallv_bytes.hpp"
#include "pcgns/mpi_rank.hpp"
#include "split/graph/mpi_exchange.hpp"

namespace pcgns::split::graph {

GhostParts::GhostParts(MPI_Comm comm, const DistributedGraph& graph)
    : first_(graph.first_cell(rank_of(comm))), local_count_(graph.local_cells()) {
  for (const auto neighbour : graph.adjncy)
    if (neighbour < first_ || neighbour - first_ >= local_count_) ghost_cells_.push_back(neighbour);
  std::ranges::sort(ghost_cells_);
  ghost_cells_.erase(std::unique(ghost_cells_.begin(), ghost_cells_.end()), ghost_cells_.end());
  ghost_parts_.assign(ghost_cells_.size(), 0);
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
  exchange::alltoallv_into(comm, reinterpret_cast<const std::byte*>(send_buffer_.data()), send_offsets_,
                           reinterpret_cast<std::byte*>(ghost_parts_.data()), recv_offsets_);
}

int GhostParts::part_of(std::int64_t cell, std::span<const int> parts) const {
  if (cell >= first_ && cell - first_ < local_count_) return parts[static_cast<std::size_t>(cell - first_)];
  const auto at = std::ranges::lower_bound(ghost_cells_, cell);
  return ghost_parts_[static_cast<std::size_t>(at - ghost_cells_.begin())];
}

}  // namespace pcgns::split::graph
