#include "split/graph/local_graph.hpp"

#include <algorithm>
#include <limits>
#include <span>
#include <string>
#include <utility>

#include "pcgns/error.hpp"
#include "pcgns/mpi/agreement.hpp"
#include "pcgns/mpi_rank.hpp"

namespace pcgns::split::graph {
namespace {

// The neighbours in `adjncy` outside this rank's `count` cells from `first`, ascending,
// once each.
std::vector<std::int64_t> ghosts_of(std::span<const std::int64_t> adjncy, std::int64_t first, std::int64_t count) {
  std::vector<std::int64_t> ghosts;
  for (const auto neighbour : adjncy)
    if (neighbour < first || neighbour - first >= count) ghosts.push_back(neighbour);
  std::ranges::sort(ghosts);
  ghosts.erase(std::unique(ghosts.begin(), ghosts.end()), ghosts.end());
  return ghosts;
}

void check_indices_fit(MPI_Comm comm, std::int64_t local_cells, std::size_t ghosts) {
  mpi::run_agreed(comm, [&] {
    const std::int64_t indices = local_cells + static_cast<std::int64_t>(ghosts);
    if (indices > std::int64_t{std::numeric_limits<LocalCell>::max()})
      throw InputError("the cell graph: " + std::to_string(local_cells) + " cells and " + std::to_string(ghosts) +
                       " neighbours on other ranks on rank " + std::to_string(rank_of(comm)) +
                       ", more than 2^32 - 1: run on more ranks");
  });
}

}  // namespace

LocalGraph::LocalGraph(MPI_Comm comm, const DistributedGraph& graph)
    : LocalGraph(comm, graph, graph.vtxdist, graph.xadj) {}

LocalGraph::LocalGraph(MPI_Comm comm, DistributedGraph&& graph)
    : LocalGraph(comm, graph, std::move(graph.vtxdist), std::move(graph.xadj)) {
  std::vector<std::int64_t>().swap(graph.adjncy);
}

// `graph`'s vtxdist and xadj may have been moved into the last two arguments: only its
// adjacency is read here, and its cell count is xadj's.
LocalGraph::LocalGraph(MPI_Comm comm, const DistributedGraph& graph, std::vector<std::int64_t> vtxdist,
                       std::vector<std::int64_t> xadj)
    : vtxdist_(std::move(vtxdist)), first_(vtxdist_[static_cast<std::size_t>(rank_of(comm))]), xadj_(std::move(xadj)) {
  const auto count = static_cast<std::int64_t>(xadj_.size()) - 1;
  ghost_ids_ = ghosts_of(graph.adjncy, first_, count);
  check_indices_fit(comm, count, ghost_ids_.size());
  local_cells_ = static_cast<LocalCell>(count);
  adjncy_.reserve(graph.adjncy.size());
  for (const auto neighbour : graph.adjncy) {
    const std::int64_t local = neighbour - first_;
    adjncy_.push_back(
        local >= 0 && local < count
            ? static_cast<LocalCell>(local)
            : static_cast<LocalCell>(count + (std::ranges::lower_bound(ghost_ids_, neighbour) - ghost_ids_.begin())));
  }
}

}  // namespace pcgns::split::graph
