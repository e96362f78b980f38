// PT-Scotch on the distributed graph as it is: no gathering, so any mesh size the ranks
// can hold. The graph is copied into SCOTCH_Num arrays (32-bit in Debian's build, see
// /usr/include/scotch/scotch.h), checked to fit.
#include <mpi.h>
#include <ptscotch.h>
#include <cstdio>  // scotch.h uses FILE without including <stdio.h>

#include <numeric>
#include <span>
#include <string>

#include "pcgns/mpi/agreement.hpp"
#include "pcgns/mpi_rank.hpp"
#include "pcgns/split/cell_partition.hpp"
#include "split/graph/mpi_exchange.hpp"
#include "split/graph/partition_input.hpp"
#include "split/graph/partition_steps.hpp"
#include "split/graph/weight_view.hpp"

namespace pcgns::split {

namespace {

constexpr double scotch_balance_margin = 0.9;

std::vector<SCOTCH_Num> to_scotch(std::span<const std::int64_t> values, const char* what) {
  std::vector<SCOTCH_Num> out;
  out.reserve(values.size());
  for (const auto v : values) out.push_back(graph::narrow_to<SCOTCH_Num>(v, what, "SCOTCH_Num"));
  return out;
}

void check_scotch(int status, const char* call) {
  if (status != 0) throw InternalError(std::string(call) + " failed (PT-Scotch printed why on stderr)");
}

// Debian's libptscotch 7.0.3 is built with threads: under MPI_THREAD_SINGLE it
// crashes or hangs with 4 ranks (seen in tests), so refuse before calling it.
void check_thread_support() {
  int provided = MPI_THREAD_SINGLE;
  MPI_Query_thread(&provided);
  if (provided < MPI_THREAD_MULTIPLE)
    throw InternalError(
        "PT-Scotch partitioning needs MPI initialised with "
        "MPI_Init_thread(..., MPI_THREAD_MULTIPLE, ...); this program "
        "provides thread level " +
        std::to_string(provided));
}

// Scotch's C objects, released however the partitioning ends.
class ScotchGraph {
 public:
  explicit ScotchGraph(MPI_Comm comm) {
    mpi::run_agreed(comm, [&] { check_scotch(SCOTCH_dgraphInit(&graph_, comm), "SCOTCH_dgraphInit"); });
  }
  ~ScotchGraph() { SCOTCH_dgraphExit(&graph_); }
  ScotchGraph(const ScotchGraph&) = delete;
  ScotchGraph& operator=(const ScotchGraph&) = delete;
  SCOTCH_Dgraph* get() { return &graph_; }

 private:
  SCOTCH_Dgraph graph_{};
};

// Debian's PT-Scotch is threaded: without a deterministic context its result changes
// from run to run with thread timing. Graphs bound to the context run its options.
class ScotchContext {
 public:
  explicit ScotchContext(MPI_Comm comm) {
    mpi::run_agreed(comm, [&] {
      check_scotch(SCOTCH_contextInit(&context_), "SCOTCH_contextInit");
      check_scotch(SCOTCH_contextOptionSetNum(&context_, SCOTCH_OPTIONNUMDETERMINISTIC, 1),
                   "SCOTCH_contextOptionSetNum(DETERMINISTIC)");
      check_scotch(SCOTCH_contextOptionSetNum(&context_, SCOTCH_OPTIONNUMRANDOMFIXEDSEED, 1),
                   "SCOTCH_contextOptionSetNum(RANDOMFIXEDSEED)");
    });
  }
  ~ScotchContext() { SCOTCH_contextExit(&context_); }
  ScotchContext(const ScotchContext&) = delete;
  ScotchContext& operator=(const ScotchContext&) = delete;
  SCOTCH_Context* get() { return &context_; }

 private:
  SCOTCH_Context context_{};
};

class ScotchStrategy {
 public:
  ScotchStrategy() { SCOTCH_stratInit(&strategy_); }
  ~ScotchStrategy() { SCOTCH_stratExit(&strategy_); }
  ScotchStrategy(const ScotchStrategy&) = delete;
  ScotchStrategy& operator=(const ScotchStrategy&) = delete;
  SCOTCH_Strat* get() { return &strategy_; }

 private:
  SCOTCH_Strat strategy_{};
};

// The graph's 64-bit arrays, given back to the allocator while PT-Scotch partitions from
// its own copies: Scotch's coarsened graphs make its peak, and the two forms of the graph
// need not add to it.
void release_arrays(DistributedGraph& graph) {
  std::vector<std::int64_t>().swap(graph.xadj);
  std::vector<std::int64_t>().swap(graph.adjncy);
}

// The arrays again, widened from the copies PT-Scotch was given.
void restore_arrays(DistributedGraph& graph, std::span<const SCOTCH_Num> xadj, std::span<const SCOTCH_Num> adjncy) {
  graph.xadj.assign(xadj.begin(), xadj.end());
  graph.adjncy.assign(adjncy.begin(), adjncy.end());
}

// Collective: no rank was given weights (every cell weighs 1).
bool unit_everywhere(MPI_Comm comm, const graph::WeightView& weights) {
  int unit = weights.unit() ? 1 : 0;
  MPI_Allreduce(MPI_IN_PLACE, &unit, 1, MPI_INT, MPI_MIN, comm);
  return unit != 0;
}

// PT-Scotch's parts of the local cells, from the graph in SCOTCH_Num arrays; `loads`
// empty: every cell weighs 1.
std::vector<int> scotch_parts(MPI_Comm comm, std::vector<SCOTCH_Num>& xadj, std::vector<SCOTCH_Num>& adjncy,
                              std::vector<SCOTCH_Num>& loads, const PartitionOptions& options) {
  const auto cells = static_cast<SCOTCH_Num>(xadj.size() - 1);
  const auto edges = static_cast<SCOTCH_Num>(adjncy.size() - 1);  // less the sentinel
  ScotchGraph dgraph(comm);
  mpi::run_agreed(comm, [&] {
    // Base 0, compact arrays (no vendloctab, no ghost or label arrays, no edge loads).
    check_scotch(
        SCOTCH_dgraphBuild(dgraph.get(), 0, cells, cells, xadj.data(), nullptr, loads.empty() ? nullptr : loads.data(),
                           nullptr, edges, edges, adjncy.data(), nullptr, nullptr),
        "SCOTCH_dgraphBuild");
  });
  // Declared after `dgraph` and `context`, so released before them.
  ScotchContext context(comm);
  ScotchGraph bound(comm);
  mpi::run_agreed(comm, [&] {
    check_scotch(SCOTCH_contextBindDgraph(context.get(), dgraph.get(), bound.get()), "SCOTCH_contextBindDgraph");
  });
  ScotchStrategy strategy;
  const auto part_count = static_cast<SCOTCH_Num>(options.parts);
  mpi::run_agreed(comm, [&] {
    // Quality rather than speed: pcgns-split runs once per mesh. Scotch treats the
    // balance ratio as a target it may overshoot slightly (0.05007 seen for 0.05 with
    // weights), so it is asked for a little less than the caller's tolerance.
    check_scotch(SCOTCH_stratDgraphMapBuild(strategy.get(), SCOTCH_STRATQUALITY, static_cast<SCOTCH_Num>(size_of(comm)),
                                            part_count, scotch_balance_margin * options.imbalance_tolerance),
                 "SCOTCH_stratDgraphMapBuild");
  });
  std::vector<SCOTCH_Num> parts(static_cast<std::size_t>(cells) + 1, 0);  // never empty
  mpi::run_agreed(comm, [&] {
    check_scotch(SCOTCH_dgraphPart(bound.get(), part_count, strategy.get(), parts.data()), "SCOTCH_dgraphPart");
  });
  return std::vector<int>(parts.begin(), parts.begin() + cells);
}

// PT-Scotch's parts of the cells of `graph`. `owner`, when given, is `graph` itself:
// emptied while Scotch runs (release_arrays), whole again on return. Only copies
// narrower than the graph's own arrays make that worth it.
std::vector<int> partition_with_scotch(MPI_Comm comm, const DistributedGraph& graph, DistributedGraph* owner,
                                       const PartitionOptions& options) {
  const auto weights = graph::checked_weights(comm, graph.local_cells(), options);
  if (options.parts == 1) return std::vector<int>(weights.size(), 0);
  mpi::run_agreed(comm, check_thread_support);
  graph::check_totals_fit<SCOTCH_Num>(comm, graph, weights, "SCOTCH_Num");
  auto xadj = to_scotch(graph.xadj, "an adjacency offset");
  auto adjncy = to_scotch(graph.adjncy, "a cell id");
  // Scotch reads a null array as "absent" (no vertex loads: 1 each) and refuses a graph
  // whose ranks disagree; a rank without cells must still pass real arrays (the
  // sentinels, never read). With no weights on any rank, no loads at all: the array
  // would be one number per cell beside Scotch's peak.
  std::vector<SCOTCH_Num> loads;
  if (!unit_everywhere(comm, weights)) {
    loads = to_scotch(weights.materialized(), "a cell weight");
    loads.push_back(0);
  }
  adjncy.push_back(0);
  if (owner == nullptr || sizeof(SCOTCH_Num) >= sizeof(std::int64_t))
    return scotch_parts(comm, xadj, adjncy, loads, options);
  release_arrays(*owner);  // `graph` is not read from here on
  const auto restore = [&] { restore_arrays(*owner, xadj, std::span(adjncy).first(adjncy.size() - 1)); };
  std::vector<int> parts;
  try {
    parts = scotch_parts(comm, xadj, adjncy, loads, options);
  } catch (...) {
    restore();
    throw;
  }
  restore();
  return parts;
}

}  // namespace

std::vector<int> partition_ptscotch(MPI_Comm comm, const DistributedGraph& graph, const PartitionOptions& options) {
  return partition_with_scotch(comm, graph, nullptr, options);
}

std::vector<int> graph::partition_ptscotch(MPI_Comm comm, DistributedGraph& graph, const PartitionOptions& options) {
  return partition_with_scotch(comm, graph, &graph, options);
}

}  // namespace pcgns::split
