// The dual graph: each rank matches its own cells' faces as it meets them, the faces
// left open meet at their hash home, the pairs found there go back to the owners of
// both cells, then a local CSR assembly.
#include "pcgns/split/dual_graph.hpp"

#include <algorithm>
#include <functional>
#include <limits>
#include <numeric>
#include <optional>
#include <string>
#include <utility>

#include "pcgns/error.hpp"
#include "pcgns/mpi/agreement.hpp"
#include "pcgns/mpi_rank.hpp"
#include "split/graph/cell_faces.hpp"
#include "split/graph/face_matching.hpp"
#include "split/graph/local_graph.hpp"
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

// The small faces of a few cells, met together once the slots of all of them are on
// their way from memory. One cell's faces were too few to hide the table's misses on
// tetrahedra, whose faces reach further apart in the table than a hexahedron's
// (docs/performance.md, issue 27).
constexpr std::size_t kFacesFetchedAhead = 32;

void meet_small_faces(std::span<const graph::SmallFace> batch, graph::LocalMatcher& matcher) {
  for (const graph::SmallFace& face : batch) matcher.prefetch(face);
  for (const graph::SmallFace& face : batch) matcher.meet(face);
}

// How many faces this rank's cells have (an upper bound of the small ones), counted
// before they are met, and the span of the vertex ids they use; a cell of a type seen
// just before costs a comparison for its count.
struct FaceCount {
  std::size_t faces = 0;
  std::uint64_t vertex_ids = 0;
};

FaceCount count_faces(const CellStream& cells) {
  std::size_t faces = 0, per_cell = 0;
  std::int64_t lowest = std::numeric_limits<std::int64_t>::max(), highest = 0;
  std::optional<sids::ElementType> last;
  cells.each_cell([&](sids::ElementType type, std::span<const std::int64_t> data) {
    if (type == sids::ElementType::NFACE_n || type == sids::ElementType::NGON_n) {
      faces += graph::face_count(type, data);
      return;  // counts among the ids: the span is a hint, the fixed types give it
    }
    if (type != last) per_cell = graph::face_count(type, {}), last = type;
    faces += per_cell;
    for (const std::int64_t v : data) lowest = std::min(lowest, v), highest = std::max(highest, v);
  });
  const auto span = highest >= lowest ? static_cast<std::uint64_t>(highest - lowest) + 1 : 0;
  return {faces, span};
}

// The faces of `cell` listed in `faces` (polygons' edges, polyhedra's faces): those of
// up to four vertices to `batch`, to be met here, the larger ones as records bound for
// their home rank's bucket in `large`. `vertices`: scratch.
void route_listed_faces(std::int64_t cell, const graph::FaceSet& faces, std::vector<graph::SmallFace>& batch,
                        std::vector<std::vector<std::int64_t>>& large, std::vector<std::int64_t>& vertices) {
  const auto ranks = static_cast<int>(large.size());
  for (std::size_t f = 0; f < faces.size(); ++f) {
    const auto face = faces.face(f);
    if (face.size() <= graph::SmallFace::kMaxVertices) {
      batch.push_back(graph::SmallFace::of(cell, face));
      continue;
    }
    vertices.assign(face.begin(), face.end());
    std::ranges::sort(vertices);
    graph::append_face_record(cell, vertices, large[static_cast<std::size_t>(graph::face_home_rank(vertices, ranks))]);
  }
}

LocalFaces match_local_faces(const CellStream& cells, std::int64_t first, int ranks) {
  graph::LocalMatcher matcher(ranks, first);
  const FaceCount count = count_faces(cells);
  matcher.prepare(count.faces, count.vertex_ids);
  std::vector<std::vector<std::int64_t>> large(static_cast<std::size_t>(ranks));
  graph::FaceSet faces;
  std::vector<std::int64_t> vertices;
  std::vector<graph::SmallFace> batch;
  std::int64_t cell = first;
  cells.each_cell([&](sids::ElementType type, std::span<const std::int64_t> data) {
    try {
      if (!graph::fixed_cell_small_faces(type, data, cell, batch)) {
        graph::cell_faces(type, data, faces);
        route_listed_faces(cell, faces, batch, large, vertices);
      }
    } catch (const InputError& e) {
      throw InputError("cell " + std::to_string(cell) + ": " + e.what());
    }
    if (batch.size() >= kFacesFetchedAhead) {
      meet_small_faces(batch, matcher);
      batch.clear();
    }
    ++cell;
  });
  meet_small_faces(batch, matcher);
  if (cell != first + cells.count)
    throw InputError("cell stream: " + std::to_string(cell - first) + " cells given where " +
                     std::to_string(cells.count) + " were announced");
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

// What matching the faces leaves for the CSR: the pairs of this rank's cells found here,
// and the (own cell, neighbour) edges the home ranks sent back.
struct MatchedEdges {
  std::vector<std::int64_t> vtxdist;
  std::int64_t first = 0, local_cells = 0;
  std::vector<graph::LocalPair> local_pairs;
  std::vector<std::int64_t> edges;
};

// The CSR of the local cells from their matched edges, each neighbour numbered by
// `number(global id)`, placed by counting rather than through a list per cell. Returns
// xadj; `adjncy` is filled.
template <class Neighbour, class Number>
std::vector<std::int64_t> assemble_csr(const MatchedEdges& matched, const Number& number,
                                       std::vector<Neighbour>& adjncy) {
  const std::int64_t first = matched.first;
  const auto slot = [&](std::int64_t cell) { return static_cast<std::size_t>(cell - first); };
  std::vector<std::int64_t> fill(static_cast<std::size_t>(matched.local_cells) + 1, 0);
  for (const auto& pair : matched.local_pairs) ++fill[pair.a + 1], ++fill[pair.b + 1];
  const auto& edges = matched.edges;
  for (std::size_t e = 0; e + 1 < edges.size(); e += 2) ++fill[slot(edges[e]) + 1];
  std::partial_sum(fill.begin(), fill.end(), fill.begin());
  adjncy.assign(static_cast<std::size_t>(fill.back()), Neighbour{});
  const auto place = [&](std::int64_t own, std::int64_t neighbour) {
    adjncy[static_cast<std::size_t>(fill[slot(own)]++)] = number(neighbour);
  };
  for (const auto& pair : matched.local_pairs)
    place(first + pair.a, first + pair.b), place(first + pair.b, first + pair.a);
  for (std::size_t e = 0; e + 1 < edges.size(); e += 2) place(edges[e], edges[e + 1]);
  // fill[c] now ends cell c's run. Two cells may share several faces (non-convex
  // polyhedra): one edge all the same, so each run is sorted and made unique in place.
  // fill becomes xadj rather than a second array as long: each run's kept end is
  // written where its end was read, then all move up one place behind a 0.
  std::int64_t begin = 0, kept = 0;
  for (std::size_t c = 0; c < static_cast<std::size_t>(matched.local_cells); ++c) {
    const auto run_begin = adjncy.begin() + begin, run_end = adjncy.begin() + fill[c];
    std::sort(run_begin, run_end);
    const auto unique_end = std::unique(run_begin, run_end);
    kept = std::copy(run_begin, unique_end, adjncy.begin() + kept) - adjncy.begin();
    begin = std::exchange(fill[c], kept);
  }
  std::move_backward(fill.begin(), fill.end() - 1, fill.end());
  fill.front() = 0;
  adjncy.resize(static_cast<std::size_t>(kept));
  return fill;
}

DistributedGraph distributed_graph(MatchedEdges&& matched) {
  DistributedGraph graph;
  graph.xadj = assemble_csr(matched, std::identity{}, graph.adjncy);
  graph.vtxdist = std::move(matched.vtxdist);
  return graph;
}

// Collective. The graph in local numbering straight from the matched edges: the 64-bit
// adjacency is never built. Only the edges the home ranks sent back can reach a ghost.
graph::LocalGraph local_graph(MPI_Comm comm, MatchedEdges&& matched) {
  graph::LocalNumbering number(comm, matched.first, matched.local_cells, [&](auto&& fn) {
    for (std::size_t e = 0; e + 1 < matched.edges.size(); e += 2) fn(matched.edges[e + 1]);
  });
  std::vector<graph::LocalCell> adjncy;
  auto xadj = assemble_csr(matched, number, adjncy);
  return {std::move(matched.vtxdist), matched.first, std::move(xadj), std::move(adjncy),
          std::move(number).take_ghosts()};
}

// The edges of `cells`; `check` validates them before their faces are met (inside the
// agreement on errors), `faces_met` is called once they are no longer read: a cell list
// owned by the call is emptied there, so it is no longer part of the peak memory while
// the faces travel and the CSR is built.
MatchedEdges match_edges(MPI_Comm comm, const CellStream& cells, const std::function<void(std::int64_t first)>& check,
                         const std::function<void()>& faces_met) {
  const int ranks = size_of(comm);
  MatchedEdges matched;
  matched.local_cells = cells.count;
  matched.vtxdist = graph::block_offsets(comm, matched.local_cells);
  matched.first = matched.vtxdist[static_cast<std::size_t>(rank_of(comm))];
  graph::LocalMatch local;
  std::vector<std::vector<std::int64_t>> large;
  mpi::run_agreed(comm, [&] {
    if (check) check(matched.first);
    if (matched.local_cells >= graph::kMaxLocalCells)
      throw InputError("this rank holds " + std::to_string(matched.local_cells) + " cells, more than the " +
                       std::to_string(graph::kMaxLocalCells - 1) + " a rank can match faces for; use more ranks");
    LocalFaces faces = match_local_faces(cells, matched.first, ranks);
    local = std::move(faces.small);
    large = std::move(faces.large);
  });
  if (faces_met) faces_met();
  const auto open = graph::alltoallv_int64(comm, std::move(local.open));  // each freed once packed
  auto closed = graph::alltoallv_int64(comm, std::move(local.closed));
  const auto received_large = graph::alltoallv_int64(comm, std::move(large));
  auto replies = mpi::run_agreed(comm, [&] {
    auto pairs = graph::match_at_home(open.values, std::move(closed.values));
    const auto large_pairs = graph::match_face_records(received_large.values);
    pairs.insert(pairs.end(), large_pairs.begin(), large_pairs.end());
    return adjacency_replies(pairs, matched.vtxdist);
  });
  matched.edges = graph::alltoallv_int64(comm, std::move(replies)).values;
  matched.local_pairs = std::move(local.pairs);
  return matched;
}

}  // namespace

CellStream stream_of(const CellList& cells) {
  return {cells.size(), [&cells](const CellVisit& visit) {
            for (std::size_t c = 0; c < cells.types.size(); ++c) {
              const auto begin = static_cast<std::size_t>(cells.offsets[c]);
              const auto end = static_cast<std::size_t>(cells.offsets[c + 1]);
              visit(cells.types[c], std::span(cells.data).subspan(begin, end - begin));
            }
          }};
}

DistributedGraph dual_graph(MPI_Comm comm, const CellList& cells) {
  return distributed_graph(
      match_edges(comm, stream_of(cells), [&](std::int64_t first) { check_layout(cells, first); }, {}));
}

DistributedGraph dual_graph(MPI_Comm comm, CellList&& cells) {
  return distributed_graph(match_edges(
      comm, stream_of(cells), [&](std::int64_t first) { check_layout(cells, first); }, [&] { cells = CellList{}; }));
}

DistributedGraph dual_graph(MPI_Comm comm, const CellStream& cells) {
  return distributed_graph(match_edges(comm, cells, {}, cells.read_all));
}

graph::LocalGraph graph::local_dual_graph(MPI_Comm comm, const CellStream& cells) {
  return local_graph(comm, match_edges(comm, cells, {}, cells.read_all));
}

}  // namespace pcgns::split
