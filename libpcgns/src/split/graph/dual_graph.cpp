// The dual graph: each rank matches its own cells' faces as it meets them, the faces
// left open meet at their hash home, the pairs found there go back to the owners of
// both cells, then a local CSR assembly.
#include "pcgns/split/dual_graph.hpp"

#include <algorithm>
#include <numeric>
#include <string>

#include "pcgns/error.hpp"
#include "pcgns/mpi/agreement.hpp"
#include "pcgns/mpi_rank.hpp"
#include "split/graph/cell_faces.hpp"
#include "split/graph/face_matching.hpp"
#include "split/graph/mpi_exchange.hpp"
#include "split/graph/small_face_matching.hpp"

namespace pcgns::split {

void CellList::add_cell(sids::ElementType type, std::span<const std::int64_t> vertices) {
  types.push_back(type);
  data.insert(data.end(), vertices.begin(), vertices.end());
  offsets.push_back(static_cast<std::int64_t>(data.size()));
}

void CellList::add_polyhedron(const std::vector<std::vector<std::int64_t>>& faces) {
  types.push_back(sids::ElementType::NFACE_n);
  data.push_back(static_cast<std::int64_t>(faces.size()));
  for (const auto& face : faces) {
    data.push_back(static_cast<std::int64_t>(face.size()));
    data.insert(data.end(), face.begin(), face.end());
  }
  offsets.push_back(static_cast<std::int64_t>(data.size()));
}

namespace {

void check_layout(const CellList& cells, std::int64_t expected_first) {
  if (cells.offsets.size() != cells.types.size() + 1 || cells.offsets.front() != 0 ||
      cells.offsets.back() != static_cast<std::int64_t>(cells.data.size()) || !std::ranges::is_sorted(cells.offsets))
    throw InputError(
        "cell list: offsets must hold one entry per cell plus one, rise from 0 "
        "and end at the data size");
  if (cells.size() > 0 && cells.first_cell != expected_first)
    throw InputError("cell list: this rank's first cell is " + std::to_string(cells.first_cell) +
                     " but the blocks of the lower ranks end at " + std::to_string(expected_first) +
                     "; the ranks must hold consecutive blocks of cells in rank order");
}

// Every face of every local cell: those of up to four vertices matched here as they
// come, the larger ones (polyhedra's polygons) as variable records bound for their hash
// home.
struct LocalFaces {
  graph::LocalMatch small;
  std::vector<std::vector<std::int64_t>> large;  // per home rank
};

// The small faces of a cell, with their hashes, met together once the slots of all of
// them are on their way from memory: the open faces outgrow the caches, and waiting for
// one slot at a time is most of the matching's time.
struct HashedFace {
  graph::SmallFace face;
  std::uint64_t hash = 0;
};

void meet_small_faces(std::span<const HashedFace> batch, graph::LocalMatcher& matcher) {
  for (const HashedFace& f : batch) matcher.prefetch(f.hash);
  for (const HashedFace& f : batch) matcher.meet(f.face, f.hash);
}

LocalFaces match_local_faces(const CellList& cells, int ranks) {
  graph::LocalMatcher matcher(ranks);
  std::vector<std::vector<std::int64_t>> large(static_cast<std::size_t>(ranks));
  graph::FaceSet faces;
  std::vector<std::int64_t> vertices;
  std::vector<HashedFace> batch;
  for (std::size_t c = 0; c < cells.types.size(); ++c) {
    const auto begin = static_cast<std::size_t>(cells.offsets[c]);
    const auto end = static_cast<std::size_t>(cells.offsets[c + 1]);
    const std::int64_t cell = cells.first_cell + static_cast<std::int64_t>(c);
    try {
      graph::cell_faces(cells.types[c], std::span(cells.data).subspan(begin, end - begin), faces);
    } catch (const InputError& e) {
      throw InputError("cell " + std::to_string(cell) + ": " + e.what());
    }
    batch.clear();
    for (std::size_t f = 0; f < faces.size(); ++f) {
      const auto face = faces.face(f);
      if (face.size() <= graph::SmallFace::kMaxVertices) {
        const auto small = graph::SmallFace::of(cell, face);
        batch.push_back({small, small.hash()});
        continue;
      }
      vertices.assign(face.begin(), face.end());
      std::ranges::sort(vertices);
      auto& bucket = large[static_cast<std::size_t>(graph::face_home_rank(vertices, ranks))];
      graph::append_face_record(cell, vertices, bucket);
    }
    meet_small_faces(batch, matcher);
  }
  return {std::move(matcher).finish(), std::move(large)};
}

// Each pair matched at a home rank goes to the owners of both cells, as (own cell,
// neighbour).
std::vector<std::vector<std::int64_t>> adjacency_replies(const std::vector<graph::CellPair>& pairs,
                                                         const std::vector<std::int64_t>& vtxdist) {
  std::vector<std::vector<std::int64_t>> buckets(vtxdist.size() - 1);
  for (const auto& pair : pairs) {
    auto& to_a = buckets[static_cast<std::size_t>(graph::owner_rank(vtxdist, pair.a))];
    to_a.insert(to_a.end(), {pair.a, pair.b});
    auto& to_b = buckets[static_cast<std::size_t>(graph::owner_rank(vtxdist, pair.b))];
    to_b.insert(to_b.end(), {pair.b, pair.a});
  }
  return buckets;
}

// The CSR of the local cells from their pairs matched here and the (own, neighbour)
// edges received, placed by counting rather than through a list per cell.
DistributedGraph assemble_csr(std::vector<std::int64_t> vtxdist, std::int64_t first, std::int64_t local_cells,
                              const std::vector<graph::CellPair>& local_pairs, std::span<const std::int64_t> edges) {
  DistributedGraph graph;
  graph.vtxdist = std::move(vtxdist);
  const auto slot = [&](std::int64_t cell) { return static_cast<std::size_t>(cell - first); };
  std::vector<std::int64_t> fill(static_cast<std::size_t>(local_cells) + 1, 0);
  for (const auto& pair : local_pairs) ++fill[slot(pair.a) + 1], ++fill[slot(pair.b) + 1];
  for (std::size_t e = 0; e + 1 < edges.size(); e += 2) ++fill[slot(edges[e]) + 1];
  std::partial_sum(fill.begin(), fill.end(), fill.begin());
  std::vector<std::int64_t> adjncy(static_cast<std::size_t>(fill.back()));
  const auto place = [&](std::int64_t own, std::int64_t neighbour) {
    adjncy[static_cast<std::size_t>(fill[slot(own)]++)] = neighbour;
  };
  for (const auto& pair : local_pairs) place(pair.a, pair.b), place(pair.b, pair.a);
  for (std::size_t e = 0; e + 1 < edges.size(); e += 2) place(edges[e], edges[e + 1]);
  // fill[c] now ends cell c's run. Two cells may share several faces (non-convex
  // polyhedra): one edge all the same, so each run is sorted and made unique in place.
  graph.xadj.assign(1, 0);
  graph.xadj.reserve(static_cast<std::size_t>(local_cells) + 1);
  std::int64_t begin = 0, kept = 0;
  for (std::int64_t c = 0; c < local_cells; ++c) {
    const auto run_begin = adjncy.begin() + begin, run_end = adjncy.begin() + fill[static_cast<std::size_t>(c)];
    std::sort(run_begin, run_end);
    const auto unique_end = std::unique(run_begin, run_end);
    kept = std::copy(run_begin, unique_end, adjncy.begin() + kept) - adjncy.begin();
    begin = fill[static_cast<std::size_t>(c)];
    graph.xadj.push_back(kept);
  }
  adjncy.resize(static_cast<std::size_t>(kept));
  graph.adjncy = std::move(adjncy);
  return graph;
}

// The graph of `cells`; `owner`, when given, is `cells` itself, emptied as soon as its
// faces are met: the cell list (a copy of the connectivity in 64-bit ids) is then no
// longer part of the peak memory while the faces travel and the CSR is built.
DistributedGraph build_dual_graph(MPI_Comm comm, const CellList& cells, CellList* owner) {
  const int ranks = size_of(comm);
  const std::int64_t local_cells = cells.size();
  auto vtxdist = graph::block_offsets(comm, local_cells);
  const std::int64_t first = vtxdist[static_cast<std::size_t>(rank_of(comm))];
  graph::LocalMatch local;
  std::vector<std::vector<std::int64_t>> large;
  mpi::run_agreed(comm, [&] {
    check_layout(cells, first);
    LocalFaces faces = match_local_faces(cells, ranks);
    local = std::move(faces.small);
    large = std::move(faces.large);
  });
  if (owner != nullptr) *owner = CellList{};  // `cells` is not read from here on
  const auto open = graph::alltoallv_int64(comm, local.open);
  auto closed = graph::alltoallv_int64(comm, local.closed);
  const auto received_large = graph::alltoallv_int64(comm, large);
  local.open = {};
  local.closed = {};
  large = {};
  const auto replies = mpi::run_agreed(comm, [&] {
    auto pairs = graph::match_at_home(open.values, std::move(closed.values));
    const auto large_pairs = graph::match_face_records(received_large.values);
    pairs.insert(pairs.end(), large_pairs.begin(), large_pairs.end());
    return adjacency_replies(pairs, vtxdist);
  });
  const auto edges = graph::alltoallv_int64(comm, replies);
  return assemble_csr(std::move(vtxdist), first, local_cells, local.pairs, edges.values);
}

}  // namespace

DistributedGraph dual_graph(MPI_Comm comm, const CellList& cells) { return build_dual_graph(comm, cells, nullptr); }

DistributedGraph dual_graph(MPI_Comm comm, CellList&& cells) { return build_dual_graph(comm, cells, &cells); }

}  // namespace pcgns::split
