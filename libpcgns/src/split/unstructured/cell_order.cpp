#include "split/unstructured/cell_order.hpp"

#include <algorithm>
#include <array>
#include <numeric>

#include "split/graph/cell_faces.hpp"

namespace pcgns::split {
namespace {

// A face by its (up to) four smallest vertex ids: the corners that tell two faces of a
// conforming mesh apart, whatever the element order.
struct FaceOf {
  std::array<std::int64_t, 4> corners;
  std::size_t cell;
};

// Cells sharing a face, as adjacency lists (CSR).
struct CellGraph {
  std::vector<std::size_t> starts, neighbours;
  std::size_t degree(std::size_t c) const { return starts[c + 1] - starts[c]; }
};

CellGraph face_graph(sids::ElementType type, std::size_t width, std::span<const std::int64_t> vertices,
                     std::size_t cells) {
  std::vector<FaceOf> faces;
  graph::FaceSet set;
  for (std::size_t c = 0; c < cells; ++c) {
    graph::cell_faces(type, vertices.subspan(c * width, width), set);
    for (std::size_t f = 0; f < set.size(); ++f) {
      std::vector<std::int64_t> sorted(set.face(f).begin(), set.face(f).end());
      std::sort(sorted.begin(), sorted.end());
      FaceOf face{{-1, -1, -1, -1}, c};
      std::copy_n(sorted.begin(), std::min<std::size_t>(4, sorted.size()), face.corners.begin());
      faces.push_back(face);
    }
  }
  std::sort(faces.begin(), faces.end(), [](const FaceOf& a, const FaceOf& b) { return a.corners < b.corners; });
  std::vector<std::pair<std::size_t, std::size_t>> edges;
  for (std::size_t i = 0; i + 1 < faces.size(); ++i)
    if (faces[i].corners == faces[i + 1].corners && faces[i].cell != faces[i + 1].cell) {
      edges.emplace_back(faces[i].cell, faces[i + 1].cell);
      edges.emplace_back(faces[i + 1].cell, faces[i].cell);
    }
  std::sort(edges.begin(), edges.end());
  CellGraph graph;
  graph.starts.assign(cells + 1, 0);
  for (const auto& [from, to] : edges) ++graph.starts[from + 1];
  std::partial_sum(graph.starts.begin(), graph.starts.end(), graph.starts.begin());
  for (const auto& edge : edges) graph.neighbours.push_back(edge.second);
  return graph;
}

}  // namespace

std::vector<std::size_t> rcm_order(sids::ElementType type, std::size_t width, std::span<const std::int64_t> vertices,
                                   std::size_t cells) {
  const CellGraph graph = face_graph(type, width, vertices, cells);
  // Cuthill-McKee: breadth first from a cell of lowest degree, neighbours by increasing
  // degree; then reversed.
  std::vector<std::size_t> by_degree(cells);
  std::iota(by_degree.begin(), by_degree.end(), std::size_t{0});
  std::stable_sort(by_degree.begin(), by_degree.end(),
                   [&](std::size_t a, std::size_t b) { return graph.degree(a) < graph.degree(b); });
  std::vector<bool> placed(cells, false);
  std::vector<std::size_t> order, next;
  order.reserve(cells);
  for (const std::size_t start : by_degree) {
    if (placed[start]) continue;
    placed[start] = true;
    order.push_back(start);
    for (std::size_t head = order.size() - 1; head < order.size(); ++head) {
      const std::size_t c = order[head];
      next.assign(graph.neighbours.begin() + static_cast<std::ptrdiff_t>(graph.starts[c]),
                  graph.neighbours.begin() + static_cast<std::ptrdiff_t>(graph.starts[c + 1]));
      std::stable_sort(next.begin(), next.end(),
                       [&](std::size_t a, std::size_t b) { return graph.degree(a) < graph.degree(b); });
      for (const std::size_t n : next)
        if (!placed[n]) {
          placed[n] = true;
          order.push_back(n);
        }
    }
  }
  std::reverse(order.begin(), order.end());
  return order;
}

std::vector<std::size_t> key_order(std::span<const std::uint64_t> keys) {
  std::vector<std::size_t> order(keys.size());
  std::iota(order.begin(), order.end(), std::size_t{0});
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return keys[a] < keys[b]; });
  return order;
}

}  // namespace pcgns::split
