// Chunks of the Hilbert curve smoothed, then grouped into parts (--method auto). The
// curve keeps each piece compact at small scale but strings the pieces of a part along
// its path, so the parts are ragged at large scale; refining the boundaries cell by cell
// cannot undo that. Cut into many more pieces than parts instead, the pieces form a small graph --
// a node per chunk weighing its cells, an edge per pair of touching chunks weighing the
// faces they share -- that METIS cuts, every rank making some of its attempts
// (shared_bisection.hpp), choosing which chunks go together. Every rank builds its share
// of that graph from the dual graph's edges between chunks and gets the whole, so the
// result does not depend on the number of ranks. The chunks
// themselves are ragged too (a chunk shares about twice the faces of a cube of its
// size), which the parts' boundaries inherit: the refinement, run first with the chunks
// as parts and some slack on their sizes, smooths them.
#include <algorithm>
#include <cstring>
#include <numeric>
#include <string>

#include "mpi/allgather.hpp"
#include "pcgns/error.hpp"
#include "pcgns/mpi/agreement.hpp"
#include "pcgns/mpi_rank.hpp"
#include "pcgns/split/cell_partition.hpp"
#include "split/graph/ghost_parts.hpp"
#include "split/graph/metis_call.hpp"
#include "split/graph/partition_input.hpp"
#include "split/graph/partition_steps.hpp"
#include "split/graph/shared_bisection.hpp"
#include "split/graph/weight_view.hpp"

namespace pcgns::split {
namespace {

// Pieces of the curve per part: enough that a part is made of many and METIS can
// balance the parts within a few per cent, few enough that their graph stays tiny. Below
// kFewestChunksPerPart (small meshes: chunks of at least kCellsPerChunk cells) METIS
// could leave parts empty, and the chunks are the parts.
constexpr std::int64_t kChunksPerPart = 64;
constexpr std::int64_t kFewestChunksPerPart = 8;
constexpr std::int64_t kCellsPerChunk = 4;
// On large meshes chunks of at most kMostCellsPerChunk cells, so that a part's boundary,
// made of chunks' boundaries, is ragged only at a small scale the refinement can smooth;
// but no more than kMostChunks, which bounds what every rank gathers and METIS cuts, and what
// the smoothing sums over the ranks each round (a weight per chunk).
constexpr std::int64_t kMostCellsPerChunk = 1000;
constexpr std::int64_t kMostChunks = std::int64_t{1} << 17;

// The chunks' own boundaries smoothed (smooth_chunks): their sizes may drift this far
// from the mean, in this many rounds (most of the gain comes in the first few).
constexpr double kChunkSlack = 0.2;
constexpr int kSmoothingRounds = 6;
// METIS's attempts at each cut of the chunk graph, the best kept: for recursive
// bisection, at each of its bisections. Its cut varies from one attempt to the next and
// the refinement keeps most of the difference, so bisection, the better of the two on
// large meshes, makes many (docs/performance.md, "METIS's attempts at the chunk graph");
// k-way is there for the balance of small meshes.
constexpr int kBisectionAttempts = 32;
constexpr int kKwayAttempts = 4;

// The chunk graph's edges seen from this rank's cells: (chunk a * chunks + chunk b,
// faces), sorted by key; each pair appears both ways round, once from each side. The
// neighbours in other chunks are bucketed by chunk a first (counted, then placed): each
// bucket holds a few hundred and sorts in cache, where one sort of all the pairs took
// most of the step.
std::vector<std::int64_t> local_chunk_edges(MPI_Comm comm, const graph::LocalGraph& graph, graph::GhostParts& ghosts,
                                            std::span<const int> chunks, std::int64_t chunk_count) {
  ghosts.refresh(comm, chunks);
  const auto for_each_other_chunk = [&](auto&& visit) {
    for (graph::LocalCell c = 0; c < graph.local_cells(); ++c)
      for (const graph::LocalCell neighbour : graph.neighbours(c))
        if (const int other = ghosts.part_of(neighbour, chunks); other != chunks[c])
          visit(static_cast<std::size_t>(chunks[c]), other);
  };
  std::vector<std::size_t> start(static_cast<std::size_t>(chunk_count) + 1, 0);
  for_each_other_chunk([&](std::size_t chunk, int) { ++start[chunk + 1]; });
  for (std::size_t a = 0; a + 1 < start.size(); ++a) start[a + 1] += start[a];
  std::vector<int> others(start.back());
  std::vector<std::size_t> next(start.begin(), start.end() - 1);
  for_each_other_chunk([&](std::size_t chunk, int other) { others[next[chunk]++] = other; });
  std::vector<std::int64_t> pairs;  // key, count
  for (std::size_t a = 0; a + 1 < start.size(); ++a) {
    const auto bucket = std::span(others).subspan(start[a], start[a + 1] - start[a]);
    std::ranges::sort(bucket);
    for (std::size_t at = 0; at < bucket.size();) {
      std::size_t end = at;
      while (end < bucket.size() && bucket[end] == bucket[at]) ++end;
      pairs.push_back(static_cast<std::int64_t>(a) * chunk_count + bucket[at]);
      pairs.push_back(static_cast<std::int64_t>(end - at));
      at = end;
    }
  }
  return pairs;
}

// Every rank's (key, count) pairs on every rank, merged by key.
std::vector<std::int64_t> gathered_chunk_edges(MPI_Comm comm, const std::vector<std::int64_t>& local) {
  std::vector<std::pair<std::int64_t, std::int64_t>> pairs;
  for (const auto& payload : mpi::allgather_bytes(comm, std::as_bytes(std::span(local))))
    for (std::size_t at = 0; at + 2 * sizeof(std::int64_t) <= payload.size(); at += 2 * sizeof(std::int64_t)) {
      std::int64_t pair[2];
      std::memcpy(pair, payload.data() + at, sizeof pair);
      pairs.emplace_back(pair[0], pair[1]);
    }
  std::ranges::sort(pairs);
  std::vector<std::int64_t> merged;
  for (const auto& [key, faces] : pairs)
    if (!merged.empty() && merged[merged.size() - 2] == key) merged.back() += faces;
    else merged.insert(merged.end(), {key, faces});
  return merged;
}

// How far the heaviest part of `cut` is above the mean, the chunks weighing `weights`.
double chunk_imbalance(const graph::MetisCut& cut, const std::vector<std::int64_t>& weights, int parts) {
  std::vector<std::int64_t> part_weights(static_cast<std::size_t>(parts), 0);
  for (std::size_t c = 0; c < weights.size(); ++c) part_weights[static_cast<std::size_t>(cut.part[c])] += weights[c];
  const double mean = static_cast<double>(std::accumulate(weights.begin(), weights.end(), std::int64_t{0})) / parts;
  return static_cast<double>(std::ranges::max(part_weights)) / mean - 1;
}

// Collective. METIS on the chunk graph, each edge weighing the faces between its two
// chunks: the part of each chunk, the same on every rank. Recursive bisection (its
// attempts shared out over the ranks) and k-way (the last rank), the one that cuts
// fewer faces among those within the tolerance, else the better balanced. Bisection cut
// 10 % fewer faces on the 2 GiB tetrahedra once refined (docs/performance.md, issue 27);
// k-way keeps the balance where chunks are few cells each, which bisection can miss by
// twice the tolerance.
std::vector<int> cut_chunk_graph(MPI_Comm comm, const std::vector<std::int64_t>& edges,
                                 const std::vector<std::int64_t>& weights, const PartitionOptions& options) {
  const auto chunk_count = static_cast<std::int64_t>(weights.size());
  graph::SmallGraph chunk_graph;
  std::vector<idx_t> degree(weights.size(), 0);
  for (std::size_t at = 0; at < edges.size(); at += 2) {
    ++degree[static_cast<std::size_t>(edges[at] / chunk_count)];
    chunk_graph.adjncy.push_back(static_cast<idx_t>(edges[at] % chunk_count));
    chunk_graph.adjwgt.push_back(graph::narrow_to<idx_t>(edges[at + 1], "the faces between two chunks", "METIS idx_t"));
  }
  chunk_graph.xadj.assign(weights.size() + 1, 0);
  std::partial_sum(degree.begin(), degree.end(), chunk_graph.xadj.begin() + 1);
  for (const auto w : weights)
    chunk_graph.vwgt.push_back(graph::narrow_to<idx_t>(w, "a chunk's weight", "METIS idx_t"));
  const int kway_rank = size_of(comm) - 1;
  graph::MetisCut kway;
  mpi::run_agreed(comm, [&] {
    if (rank_of(comm) == kway_rank)
      kway = graph::run_metis(degree, chunk_graph.adjncy, chunk_graph.vwgt, chunk_graph.adjwgt, options,
                              "the chunk graph", {.recursive_bisection = false, .attempts = kKwayAttempts});
  });
  const graph::MetisCut bisected =
      graph::shared_recursive_bisection(comm, chunk_graph, options, kBisectionAttempts, "the chunk graph");
  kway.part.resize(weights.size());
  MPI_Bcast(kway.part.data(), static_cast<int>(kway.part.size()), graph::idx_mpi_type(), kway_rank, comm);
  MPI_Bcast(&kway.edge_cut, 1, MPI_INT64_T, kway_rank, comm);
  const double bisected_imbalance = chunk_imbalance(bisected, weights, options.parts);
  const double kway_imbalance = chunk_imbalance(kway, weights, options.parts);
  const auto within = [&](double imbalance) { return imbalance <= options.imbalance_tolerance + 1e-12; };
  const bool take_bisected =
      within(bisected_imbalance) == within(kway_imbalance)
          ? (within(kway_imbalance) ? bisected.edge_cut < kway.edge_cut : bisected_imbalance < kway_imbalance)
          : within(bisected_imbalance);
  const auto& chosen = take_bisected ? bisected.part : kway.part;
  return {chosen.begin(), chosen.end()};
}

// Chunk c in part c * M / chunks: the parts as the curve alone would cut them, at the
// chunks' grain.
std::vector<int> along_the_curve(int chunks, int parts) {
  std::vector<int> out(static_cast<std::size_t>(chunks));
  for (int c = 0; c < chunks; ++c)
    out[static_cast<std::size_t>(c)] = static_cast<int>(std::int64_t{c} * parts / chunks);
  return out;
}

// METIS may leave a part without chunks on small graphs; the curve's grouping then.
std::vector<int> with_every_part(std::vector<int> chunk_parts, int chunks, int parts) {
  std::vector<bool> used(static_cast<std::size_t>(parts), false);
  for (const int part : chunk_parts) used[static_cast<std::size_t>(part)] = true;
  if (std::ranges::find(used, false) == used.end()) return chunk_parts;
  return along_the_curve(chunks, parts);
}

}  // namespace

int chunk_count(std::int64_t cells, int parts) {
  if (parts == 1) return 1;
  const std::int64_t wanted = std::max(kChunksPerPart * parts, std::min(cells / kMostCellsPerChunk, kMostChunks));
  const std::int64_t chunks = std::min(wanted, cells / kCellsPerChunk);
  return static_cast<int>(chunks >= kFewestChunksPerPart * parts ? chunks : parts);
}

std::vector<int> graph::smooth_chunks(MPI_Comm comm, const LocalGraph& graph, GhostParts& ghosts,
                                      const graph::WeightView& weights, std::vector<int> chunks, int chunks_in_all,
                                      const PartitionOptions& options) {
  if (chunks_in_all <= options.parts) return chunks;  // the chunks are the parts: their balance is the parts'
  const BalanceTarget as_parts{chunks_in_all, std::max(options.imbalance_tolerance, kChunkSlack)};
  return refine_partition(comm, graph, ghosts, weights, std::move(chunks), as_parts, kSmoothingRounds).parts;
}

std::vector<int> graph::group_chunks(MPI_Comm comm, const LocalGraph& graph, GhostParts& ghosts,
                                     const graph::WeightView& weights, std::span<const int> chunks, int chunks_in_all,
                                     const PartitionOptions& options) {
  mpi::run_agreed(comm, [&] {
    if (chunks.size() != graph.local_cells())
      throw InputError("chunks: " + std::to_string(chunks.size()) + " given for " +
                       std::to_string(graph.local_cells()) + " local cells");
    for (const int chunk : chunks)
      if (chunk < 0 || chunk >= chunks_in_all)
        throw InputError("chunks: chunk " + std::to_string(chunk) + " outside 0.." + std::to_string(chunks_in_all - 1));
  });
  std::vector<std::int64_t> chunk_weights(static_cast<std::size_t>(chunks_in_all), 0);
  for (std::size_t c = 0; c < chunks.size(); ++c) chunk_weights[static_cast<std::size_t>(chunks[c])] += weights[c];
  MPI_Allreduce(MPI_IN_PLACE, chunk_weights.data(), chunks_in_all, MPI_INT64_T, MPI_SUM, comm);
  const auto edges = gathered_chunk_edges(comm, local_chunk_edges(comm, graph, ghosts, chunks, chunks_in_all));
  const std::vector<int> chunk_parts =
      options.parts == 1 ? std::vector<int>(chunk_weights.size(), 0)  // METIS: M >= 2
      : chunks_in_all == options.parts
          ? along_the_curve(chunks_in_all, options.parts)
          : with_every_part(cut_chunk_graph(comm, edges, chunk_weights, options), chunks_in_all, options.parts);
  std::vector<int> parts(chunks.size());
  for (std::size_t c = 0; c < chunks.size(); ++c) parts[c] = chunk_parts[static_cast<std::size_t>(chunks[c])];
  return parts;
}

std::vector<int> smooth_chunks(MPI_Comm comm, const DistributedGraph& graph, std::vector<int> chunks, int chunks_in_all,
                               const PartitionOptions& options) {
  graph::StepInputs in(comm, graph, options);
  return graph::smooth_chunks(comm, in.graph, in.ghosts, in.weights, std::move(chunks), chunks_in_all, options);
}

std::vector<int> group_chunks(MPI_Comm comm, const DistributedGraph& graph, std::span<const int> chunks,
                              int chunks_in_all, const PartitionOptions& options) {
  graph::StepInputs in(comm, graph, options);
  return graph::group_chunks(comm, in.graph, in.ghosts, in.weights, chunks, chunks_in_all, options);
}

}  // namespace pcgns::split
