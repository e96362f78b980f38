#include "split/graph/local_graph.hpp"

#include <limits>
#include <string>
#include <utility>

#include "pcgns/error.hpp"
#include "pcgns/mpi/agreement.hpp"
#include "pcgns/mpi_rank.hpp"

namespace pcgns::split::graph {

void check_local_numbering_fits(MPI_Comm comm, std::int64_t cells, std::size_t ghosts) {
  mpi::run_agreed(comm, [&] {
    const std::int64_t indices = cells + static_cast<std::int64_t>(ghosts);
    if (indices > std::int64_t{std::numeric_limits<LocalCell>::max()})
      throw InputError("the cell graph: " + std::to_string(cells) + " cells and " + std::to_string(ghosts) +
                       " neighbours on other ranks on rank " + std::to_string(rank_of(comm)) +
                       ", more than 2^32 - 1: run on more ranks");
  });
}

LocalGraph::LocalGraph(std::vector<std::int64_t> vtxdist, std::int64_t first, std::vector<std::int64_t> xadj,
                       std::vector<LocalCell> adjncy, std::vector<std::int64_t> ghost_ids)
    : vtxdist_(std::move(vtxdist)),
      first_(first),
      local_cells_(static_cast<LocalCell>(xadj.size() - 1)),
      xadj_(std::move(xadj)),
      adjncy_(std::move(adjncy)),
      ghost_ids_(std::move(ghost_ids)) {}

LocalGraph::LocalGraph(MPI_Comm comm, const DistributedGraph& graph)
    : LocalGraph(comm, graph.adjncy, graph.vtxdist, graph.xadj) {}

LocalGraph::LocalGraph(MPI_Comm comm, DistributedGraph&& graph)
    : LocalGraph(comm, graph.adjncy, std::move(graph.vtxdist), std::move(graph.xadj)) {
  std::vector<std::int64_t>().swap(graph.adjncy);
}

// The graph's vtxdist and xadj may have been moved into the last two arguments: its cell
// count is xadj's.
LocalGraph::LocalGraph(MPI_Comm comm, std::span<const std::int64_t> adjncy, std::vector<std::int64_t> vtxdist,
                       std::vector<std::int64_t> xadj)
    : vtxdist_(std::move(vtxdist)), first_(vtxdist_[static_cast<std::size_t>(rank_of(comm))]), xadj_(std::move(xadj)) {
  const auto count = static_cast<std::int64_t>(xadj_.size()) - 1;
  LocalNumbering number(comm, first_, count, [&](auto&& fn) {
    for (const auto neighbour : adjncy) fn(neighbour);
  });
  local_cells_ = static_cast<LocalCell>(count);
  adjncy_.reserve(adjncy.size());
  for (const auto neighbour : adjncy) adjncy_.push_back(number(neighbour));
  ghost_ids_ = std::move(number).take_ghosts();
}

}  // namespace pcgns::split::graph
