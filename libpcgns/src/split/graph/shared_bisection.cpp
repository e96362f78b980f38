#include "split/graph/shared_bisection.hpp"

#include <algorithm>
#include <numeric>
#include <string>
#include <utility>

#include "pcgns/error.hpp"
#include "pcgns/mpi/agreement.hpp"
#include "pcgns/mpi_rank.hpp"

namespace pcgns::split::graph {
namespace {

// Vertices of the whole graph still to be cut into `parts` parts, numbered from
// `first_part`.
struct Piece {
  std::vector<idx_t> vertices;  // ascending
  int parts = 1, first_part = 0;
};

// One attempt at bisecting a piece: each vertex's side, the weight of the edges cut,
// and how far the heavier side (for its target) is above the tolerance (<= 0: within).
struct Attempt {
  std::vector<idx_t> side;
  std::int64_t cut = 0;
  double excess = 0;
};

// METIS's rule for the best of its attempts (MultilevelBisect): within the tolerance
// before beyond it; then the lower cut, or the lesser excess; the earlier on a tie.
bool better(std::int64_t cut, double excess, std::int64_t best_cut, double best_excess) {
  const bool within = excess <= 0, best_within = best_excess <= 0;
  if (within != best_within) return within;
  return within ? cut < best_cut : excess < best_excess;
}

// The piece's own graph: its vertices numbered 0.. in order, the edges between them.
// `index`: a scratch entry per vertex of the whole graph, -1 on entry and on return.
SmallGraph piece_graph(const SmallGraph& whole, const Piece& piece, std::vector<idx_t>& index) {
  for (std::size_t v = 0; v < piece.vertices.size(); ++v)
    index[static_cast<std::size_t>(piece.vertices[v])] = static_cast<idx_t>(v);
  SmallGraph graph;
  graph.xadj.assign(1, 0);
  for (const auto v : piece.vertices) {
    const auto at = static_cast<std::size_t>(v);
    for (auto e = whole.xadj[at]; e < whole.xadj[at + 1]; ++e)
      if (const idx_t other = index[static_cast<std::size_t>(whole.adjncy[static_cast<std::size_t>(e)])]; other >= 0) {
        graph.adjncy.push_back(other);
        graph.adjwgt.push_back(whole.adjwgt[static_cast<std::size_t>(e)]);
      }
    graph.xadj.push_back(static_cast<idx_t>(graph.adjncy.size()));
    graph.vwgt.push_back(whole.vwgt[at]);
  }
  for (const auto v : piece.vertices) index[static_cast<std::size_t>(v)] = -1;
  return graph;
}

// One METIS bisection of `graph` (a piece of `parts` parts: the lower half of them on
// side 0), its targets in proportion to the parts on each side.
Attempt bisect_once(SmallGraph graph, int parts, double tolerance, int seed, std::string_view graph_name) {
  Attempt attempt;
  attempt.side.assign(graph.vertices(), 0);
  if (graph.vertices() < 2) return attempt;
  const int lower_parts = parts / 2;  // METIS's split: the lower half, rounded down
  const double left = static_cast<double>(lower_parts) / parts;
  real_t targets[2] = {static_cast<real_t>(left), static_cast<real_t>(1 - left)};
  real_t ubvec = static_cast<real_t>(1 + tolerance);
  idx_t vertices = static_cast<idx_t>(graph.vertices()), constraints = 1, sides = 2, cut = 0;
  idx_t options[METIS_NOPTIONS];
  METIS_SetDefaultOptions(options);
  options[METIS_OPTION_NUMBERING] = 0;
  options[METIS_OPTION_SEED] = seed;
  options[METIS_OPTION_NCUTS] = 1;
  const int status = METIS_PartGraphRecursive(&vertices, &constraints, graph.xadj.data(), graph.adjncy.data(),
                                              graph.vwgt.data(), nullptr, graph.adjwgt.data(), &sides, targets, &ubvec,
                                              options, &cut, attempt.side.data());
  if (status != METIS_OK)
    throw InternalError("METIS_PartGraphRecursive failed on " + std::string(graph_name) + " (status " +
                        std::to_string(status) + (status == METIS_ERROR_MEMORY ? ", out of memory)" : ")"));
  std::int64_t weights[2] = {0, 0};
  for (std::size_t v = 0; v < attempt.side.size(); ++v) weights[attempt.side[v] == 0 ? 0 : 1] += graph.vwgt[v];
  const double total = static_cast<double>(weights[0] + weights[1]);
  attempt.cut = cut;
  attempt.excess = std::max(static_cast<double>(weights[0]) / (left * total),
                            static_cast<double>(weights[1]) / ((1 - left) * total)) -
                   (1 + tolerance);
  return attempt;
}

// The weight of the edges between parts, each edge listed from both of its ends.
std::int64_t cut_weight(const SmallGraph& graph, const std::vector<idx_t>& part) {
  std::int64_t ends = 0;
  for (std::size_t v = 0; v < graph.vertices(); ++v)
    for (auto e = graph.xadj[v]; e < graph.xadj[v + 1]; ++e)
      if (part[v] != part[static_cast<std::size_t>(graph.adjncy[static_cast<std::size_t>(e)])])
        ends += graph.adjwgt[static_cast<std::size_t>(e)];
  return ends / 2;
}

// Collective. One level of the recursion: every piece's attempts made round the ranks,
// the best of each kept on every rank (as a side per vertex of the whole graph: 1 for
// the lower half of the parts, 2 for the upper).
std::vector<idx_t> cut_level(MPI_Comm comm, const SmallGraph& whole, const std::vector<Piece>& pieces, int attempts,
                             int first_seed, const PartitionOptions& options, std::string_view graph_name) {
  const int rank = rank_of(comm), ranks = size_of(comm);
  const std::size_t tasks = pieces.size() * static_cast<std::size_t>(attempts);
  std::vector<std::int64_t> cuts(tasks, 0);
  std::vector<double> excesses(tasks, 0);
  std::vector<Attempt> mine;  // this rank's, in task order
  mpi::run_agreed(comm, [&] {
    std::vector<idx_t> index(whole.vertices(), -1);
    std::size_t built = pieces.size();
    SmallGraph graph;
    for (std::size_t task = static_cast<std::size_t>(rank); task < tasks; task += static_cast<std::size_t>(ranks)) {
      const std::size_t piece = task / static_cast<std::size_t>(attempts);
      if (piece != built) graph = piece_graph(whole, pieces[piece], index), built = piece;
      mine.push_back(bisect_once(graph, pieces[piece].parts, options.imbalance_tolerance,
                                 first_seed + static_cast<int>(task), graph_name));
      cuts[task] = mine.back().cut;
      excesses[task] = mine.back().excess;
    }
  });
  MPI_Allreduce(MPI_IN_PLACE, cuts.data(), static_cast<int>(tasks), MPI_INT64_T, MPI_SUM, comm);
  MPI_Allreduce(MPI_IN_PLACE, excesses.data(), static_cast<int>(tasks), MPI_DOUBLE, MPI_SUM, comm);
  std::vector<idx_t> sides(whole.vertices(), 0);
  for (std::size_t piece = 0; piece < pieces.size(); ++piece) {
    std::size_t best = piece * static_cast<std::size_t>(attempts);
    for (std::size_t task = best + 1; task < (piece + 1) * static_cast<std::size_t>(attempts); ++task)
      if (better(cuts[task], excesses[task], cuts[best], excesses[best])) best = task;
    if (best % static_cast<std::size_t>(ranks) != static_cast<std::size_t>(rank)) continue;
    const Attempt& won = mine[best / static_cast<std::size_t>(ranks)];
    for (std::size_t v = 0; v < won.side.size(); ++v)
      sides[static_cast<std::size_t>(pieces[piece].vertices[v])] = won.side[v] + 1;
  }
  MPI_Allreduce(MPI_IN_PLACE, sides.data(), static_cast<int>(sides.size()), idx_mpi_type(), MPI_MAX, comm);
  return sides;
}

}  // namespace

MetisCut shared_recursive_bisection(MPI_Comm comm, const SmallGraph& graph, const PartitionOptions& options,
                                    int attempts, std::string_view graph_name) {
  MetisCut result;
  result.part.assign(graph.vertices(), 0);
  if (options.parts < 2) return result;
  std::vector<Piece> pieces(1);
  pieces[0].vertices.resize(graph.vertices());
  std::iota(pieces[0].vertices.begin(), pieces[0].vertices.end(), idx_t{0});
  pieces[0].parts = options.parts;
  int first_seed = 1;  // each attempt of the whole recursion its own seed
  while (!pieces.empty()) {
    const auto sides = cut_level(comm, graph, pieces, attempts, first_seed, options, graph_name);
    first_seed += static_cast<int>(pieces.size()) * attempts;
    std::vector<Piece> next;
    for (const Piece& piece : pieces) {
      Piece halves[2] = {{{}, piece.parts / 2, piece.first_part},
                         {{}, piece.parts - piece.parts / 2, piece.first_part + piece.parts / 2}};
      for (const auto v : piece.vertices) halves[sides[static_cast<std::size_t>(v)] == 2 ? 1 : 0].vertices.push_back(v);
      for (Piece& half : halves) {
        if (half.parts > 1) next.push_back(std::move(half));
        else
          for (const auto v : half.vertices) result.part[static_cast<std::size_t>(v)] = half.first_part;
      }
    }
    pieces = std::move(next);
  }
  result.edge_cut = cut_weight(graph, result.part);
  return result;
}

}  // namespace pcgns::split::graph
