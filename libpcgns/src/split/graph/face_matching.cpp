#include "split/graph/face_matching.hpp"

#include <algorithm>
#include <string>

#include "pcgns/error.hpp"
#include "split/graph/mix64.hpp"

namespace pcgns::split::graph {

namespace {

// A record as (cell, sorted vertices) viewed in the received buffer.
struct FaceRecord {
  std::int64_t cell = 0;
  std::span<const std::int64_t> vertices;
};

std::vector<FaceRecord> parse_records(std::span<const std::int64_t> records) {
  std::vector<FaceRecord> faces;
  for (std::size_t at = 0; at < records.size();) {
    const auto count = static_cast<std::size_t>(records[at]);
    faces.push_back({records[at + 1], records.subspan(at + 2, count)});
    at += 2 + count;
  }
  return faces;
}

bool same_face(const FaceRecord& x, const FaceRecord& y) { return std::ranges::equal(x.vertices, y.vertices); }

std::string describe(std::span<const FaceRecord> group) {
  std::string text = "the face with vertices";
  for (const auto v : group.front().vertices) text += " " + std::to_string(v);
  text += " is shared by " + std::to_string(group.size()) + " cells (global ids";
  for (const auto& face : group) text += " " + std::to_string(face.cell);
  return text + "); a face joins at most two cells (are boundary elements among the cells?)";
}

}  // namespace

int face_home_rank(std::span<const std::int64_t> sorted_vertices, int ranks) {
  std::uint64_t hash = mix64(sorted_vertices.size());
  for (const auto v : sorted_vertices) hash = mix64(hash ^ static_cast<std::uint64_t>(v));
  return static_cast<int>(hash % static_cast<std::uint64_t>(ranks));
}

void append_face_record(std::int64_t cell, std::span<const std::int64_t> sorted_vertices,
                        std::vector<std::int64_t>& bucket) {
  bucket.push_back(static_cast<std::int64_t>(sorted_vertices.size()));
  bucket.push_back(cell);
  bucket.insert(bucket.end(), sorted_vertices.begin(), sorted_vertices.end());
}

std::vector<CellPair> match_face_records(std::span<const std::int64_t> records) {
  auto faces = parse_records(records);
  // Shorter faces first, then lexicographic: equal faces end up side by side.
  std::ranges::sort(faces, [](const FaceRecord& x, const FaceRecord& y) {
    if (x.vertices.size() != y.vertices.size()) return x.vertices.size() < y.vertices.size();
    return std::ranges::lexicographical_compare(x.vertices, y.vertices);
  });
  std::vector<CellPair> pairs;
  for (std::size_t first = 0; first < faces.size();) {
    std::size_t end = first + 1;
    while (end < faces.size() && same_face(faces[first], faces[end])) ++end;
    const std::span<const FaceRecord> group(faces.data() + first, end - first);
    if (group.size() > 2) throw InputError(describe(group));
    // A face listed twice by one cell (a degenerate polyhedron) joins nothing.
    if (group.size() == 2 && group[0].cell != group[1].cell) pairs.push_back({group[0].cell, group[1].cell});
    first = end;
  }
  return pairs;
}

}  // namespace pcgns::split::graph
