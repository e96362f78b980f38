// The dual graph in three exchanges: faces to their hash home, matched cell pairs back
// to the owners of both cells, then a local CSR assembly.
#include "pcgns/split/dual_graph.hpp"

#include <algorithm>
#include <string>

#include "pcgns/collective.hpp"
#include "pcgns/error.hpp"
#include "split/graph/cell_faces.hpp"
#include "split/graph/face_matching.hpp"
#include "pcgns/mpi_rank.hpp"
#include "split/graph/mpi_exchange.hpp"

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
      cells.offsets.back() != static_cast<std::int64_t>(cells.data.size()) ||
      !std::ranges::is_sorted(cells.offsets))
    throw InputError("cell list: offsets must hold one entry per cell plus one, rise from 0 "
                     "and end at the data size");
  if (cells.size() > 0 && cells.first_cell != expected_first)
    throw InputError("cell list: this rank's first cell is " + std::to_string(cells.first_cell) +
                     " but the blocks of the lower ranks end at " +
                     std::to_string(expected_first) +
                     "; the ranks must hold consecutive blocks of cells in rank order");
}

// Every face of every local cell, as a record bound for the face's hash home.
std::vector<std::vector<std::int64_t>> face_records(const CellList& cells, int ranks) {
  std::vector<std::vector<std::int64_t>> buckets(static_cast<std::size_t>(ranks));
  graph::FaceSet faces;
  std::vector<std::int64_t> vertices;
  for (std::size_t c = 0; c < cells.types.size(); ++c) {
    const auto begin = static_cast<std::size_t>(cells.offsets[c]);
    const auto end = static_cast<std::size_t>(cells.offsets[c + 1]);
    const std::int64_t cell = cells.first_cell + static_cast<std::int64_t>(c);
    try {
      graph::cell_faces(cells.types[c], std::span(cells.data).subspan(begin, end - begin), faces);
    } catch (const InputError& e) {
      throw InputError("cell " + std::to_string(cell) + ": " + e.what());
    }
    for (std::size_t f = 0; f < faces.size(); ++f) {
      const auto face = faces.face(f);
      vertices.assign(face.begin(), face.end());
      std::ranges::sort(vertices);
      auto& bucket = buckets[static_cast<std::size_t>(graph::face_home_rank(vertices, ranks))];
      graph::append_face_record(cell, vertices, bucket);
    }
  }
  return buckets;
}

// Each matched pair goes to the owners of both cells, as (own cell, neighbour).
std::vector<std::vector<std::int64_t>> adjacency_replies(
    const std::vector<graph::CellPair>& pairs, const std::vector<std::int64_t>& vtxdist) {
  std::vector<std::vector<std::int64_t>> buckets(vtxdist.size() - 1);
  for (const auto& pair : pairs) {
    auto& to_a = buckets[static_cast<std::size_t>(graph::owner_rank(vtxdist, pair.a))];
    to_a.insert(to_a.end(), {pair.a, pair.b});
    auto& to_b = buckets[static_cast<std::size_t>(graph::owner_rank(vtxdist, pair.b))];
    to_b.insert(to_b.end(), {pair.b, pair.a});
  }
  return buckets;
}

DistributedGraph assemble_csr(std::vector<std::int64_t> vtxdist, std::int64_t first,
                              std::int64_t local_cells, std::span<const std::int64_t> edges) {
  std::vector<std::vector<std::int64_t>> neighbours(static_cast<std::size_t>(local_cells));
  for (std::size_t e = 0; e + 1 < edges.size(); e += 2)
    neighbours[static_cast<std::size_t>(edges[e] - first)].push_back(edges[e + 1]);
  DistributedGraph graph;
  graph.vtxdist = std::move(vtxdist);
  graph.xadj.push_back(0);
  for (auto& list : neighbours) {
    // Two cells may share several faces (non-convex polyhedra): one edge all the same.
    std::ranges::sort(list);
    list.erase(std::unique(list.begin(), list.end()), list.end());
    graph.adjncy.insert(graph.adjncy.end(), list.begin(), list.end());
    graph.xadj.push_back(static_cast<std::int64_t>(graph.adjncy.size()));
  }
  return graph;
}

}  // namespace

DistributedGraph dual_graph(MPI_Comm comm, const CellList& cells) {
  const int ranks = size_of(comm);
  auto vtxdist = graph::block_offsets(comm, cells.size());
  const std::int64_t first = vtxdist[static_cast<std::size_t>(rank_of(comm))];
  const auto records = run_agreed(comm, [&] {
    check_layout(cells, first);
    return face_records(cells, ranks);
  });
  const auto received = graph::alltoallv_int64(comm, records);
  const auto replies = run_agreed(comm, [&] {
    return adjacency_replies(graph::match_face_records(received.values), vtxdist);
  });
  const auto edges = graph::alltoallv_int64(comm, replies);
  return assemble_csr(std::move(vtxdist), first, cells.size(), edges.values);
}

}  // namespace pcgns::split
