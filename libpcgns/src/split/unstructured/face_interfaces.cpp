#include "split/unstructured/face_interfaces.hpp"

#include <algorithm>
#include <array>
#include <limits>
#include <numeric>
#include <span>

#include "pcgns/error.hpp"
#include "split/graph/cell_faces.hpp"
#include "split/unstructured/mixed_sections.hpp"
#include "split/unstructured/part_router.hpp"

namespace pcgns::split {
namespace {

constexpr std::int64_t kNoVertex = std::numeric_limits<std::int64_t>::max();
constexpr sids::ElementType kFaceTypes[2] = {sids::ElementType::TRI_3, sids::ElementType::QUAD_4};

// A face of one of a part's cells whose vertices all lie on interfaces.
struct CandidateFace {
  std::array<std::int64_t, 4> key;    // sorted global vertex ids; kNoVertex pads a triangle
  std::array<std::int64_t, 4> local;  // local vertex ids, in the cell's order
  int corners = 0;
  int type_index() const { return corners == 3 ? 0 : 1; }
};

// The other parts each local vertex of a part is shared with (CSR over 1-based ids).
class VertexNeighbours {
 public:
  VertexNeighbours(std::size_t vertices, const std::map<int, SharedVertices>& shared) : starts_(vertices + 2, 0) {
    for (const auto& [other, list] : shared)
      for (const auto local : list.own) ++starts_[static_cast<std::size_t>(local) + 1];
    std::partial_sum(starts_.begin(), starts_.end(), starts_.begin());
    parts_.resize(starts_.back());
    std::vector<std::size_t> fill(starts_);
    // The map is in increasing part order, so each vertex's list comes out sorted.
    for (const auto& [other, list] : shared)
      for (const auto local : list.own) parts_[fill[static_cast<std::size_t>(local)]++] = other;
  }
  std::span<const int> of(std::int64_t local) const {
    const auto at = static_cast<std::size_t>(local);
    return std::span<const int>(parts_).subspan(starts_[at], starts_[at + 1] - starts_[at]);
  }

 private:
  std::vector<std::size_t> starts_;
  std::vector<int> parts_;
};

// The faces of the part's cells that lie on interfaces and belong to one cell of the
// part only, sorted by key. (A face of two cells of the part is inside it, even when all
// its vertices are on interfaces.)
std::vector<CandidateFace> candidate_faces(const ElementLayout& layout, const PartMesh& mesh,
                                           const VertexNeighbours& neighbours) {
  // Per local vertex: on an interface or not (a byte each, which stays in cache), and
  // the global ids listed once rather than looked up for every face.
  std::vector<std::uint8_t> on_interface(static_cast<std::size_t>(mesh.vertex_count()) + 1, 0);
  for (std::size_t v = 1; v < on_interface.size(); ++v)
    on_interface[v] = !neighbours.of(static_cast<std::int64_t>(v)).empty();
  const std::vector<std::int64_t> global = mesh.vertices.ids();
  std::vector<CandidateFace> faces;
  graph::FaceSet set;
  std::vector<std::int64_t> cell;
  // The faces of a cell of `type` whose record (its vertices, then any padding) is
  // `record` and whose own vertices are its first `nodes`, when they may lie on an
  // interface. A face of a cell has at least as many vertices as the cell has
  // dimensions (a solid's face three, a surface's edge two, a bar's end one): most
  // cells, inside the part, have fewer on an interface and are passed over without
  // listing their faces.
  const auto consider = [&](sids::ElementType type, auto record, std::size_t nodes, int face_vertices) {
    int shared = 0;
    for (const auto id : record) shared += on_interface[static_cast<std::size_t>(id)];
    if (shared < face_vertices) return;
    cell.assign(record.begin(), record.begin() + static_cast<std::ptrdiff_t>(nodes));
    graph::cell_faces(type, cell, set);
    for (std::size_t f = 0; f < set.size(); ++f) {
      const auto face = set.face(f);
      if (!std::all_of(face.begin(), face.end(),
                       [&](std::int64_t v) { return on_interface[static_cast<std::size_t>(v)] != 0; }))
        continue;
      CandidateFace candidate{};
      candidate.corners = static_cast<int>(face.size());
      candidate.key.fill(kNoVertex);
      for (std::size_t i = 0; i < face.size(); ++i) {
        candidate.local[i] = face[i];
        candidate.key[i] = global[static_cast<std::size_t>(face[i] - 1)];
      }
      std::sort(candidate.key.begin(), candidate.key.begin() + candidate.corners);
      faces.push_back(candidate);
    }
  };
  for (std::size_t s = 0; s < layout.sections.size(); ++s) {
    if (!layout.sections[s].cells) continue;
    const int face_vertices = layout.sections[s].dimension();
    const PartSection& section = mesh.sections[s];
    if (layout.sections[s].poly()) {  // polygonal cells (hilbert's cut under --interface vertex)
      const auto& offsets = section.poly_offsets;
      for (std::size_t c = 0; c + 1 < offsets.size(); ++c) {
        const auto polygon =
            std::span(section.poly_entries)
                .subspan(static_cast<std::size_t>(offsets[c]), static_cast<std::size_t>(offsets[c + 1] - offsets[c]));
        consider(sids::ElementType::NGON_n, polygon, polygon.size(), face_vertices);
      }
      continue;
    }
    const auto width = static_cast<std::size_t>(layout.sections[s].nodes);
    const auto& connectivity = section.local_connectivity;
    // A MIXED cell's record pads its vertices with copies of its last one, which may
    // then be counted several times: the cell may list its faces needlessly, and the
    // test of each face's own vertices skips them. (MIXED cells come here when
    // hilbert's cut is measured under --interface vertex.)
    const auto& types = section.types;
    for (std::size_t c = 0; c * width < connectivity.size(); ++c) {
      const auto type = types.empty() ? layout.sections[s].type : static_cast<sids::ElementType>(types[c]);
      const std::size_t nodes = types.empty() ? width : mixed_nodes(types[c]);
      consider(type, std::span(connectivity).subspan(c * width, width), nodes, face_vertices);
    }
  }
  const auto by_key = [](const CandidateFace& a, const CandidateFace& b) { return a.key < b.key; };
  std::sort(faces.begin(), faces.end(), by_key);
  std::vector<CandidateFace> open;
  for (std::size_t i = 0; i < faces.size();) {
    std::size_t j = i + 1;
    while (j < faces.size() && faces[j].key == faces[i].key) ++j;
    if (j == i + 1) open.push_back(faces[i]);
    i = j;
  }
  return open;
}

// The parts every vertex of the face is shared with.
std::vector<int> common_neighbours(const CandidateFace& face, const VertexNeighbours& neighbours) {
  const auto first = neighbours.of(face.local[0]);
  std::vector<int> common(first.begin(), first.end());
  for (int i = 1; i < face.corners && !common.empty(); ++i) {
    const auto next = neighbours.of(face.local[static_cast<std::size_t>(i)]);
    std::vector<int> both;
    std::set_intersection(common.begin(), common.end(), next.begin(), next.end(), std::back_inserter(both));
    common.swap(both);
  }
  return common;
}

// Per part built here, per neighbour: the indices of its candidates that the neighbour
// has too (its own candidates sent over), in key order.
using Matches = std::map<int, std::map<int, std::vector<std::size_t>>>;

Matches match_with_neighbours(MPI_Comm comm, const std::map<int, std::vector<CandidateFace>>& candidates,
                              const std::map<int, VertexNeighbours>& neighbours) {
  PartRouter router(comm, 5 * sizeof(std::int64_t));
  for (const auto& [part, faces] : candidates)
    for (const auto& face : faces)
      for (const int other : common_neighbours(face, neighbours.at(part))) {
        const std::int64_t fields[5] = {part, face.key[0], face.key[1], face.key[2], face.key[3]};
        router.add(other, face.key[0], std::span<const std::int64_t>(fields));
      }
  Matches matches;
  for (auto& [part, records] : router.exchange()) {
    const auto it = candidates.find(part);
    if (it == candidates.end()) continue;
    const auto& mine = it->second;
    for (std::size_t r = 0; r < records.size(); ++r) {
      CandidateFace probe{};
      for (std::size_t k = 0; k < 4; ++k) probe.key[k] = records.int64_at(r, 1 + k);
      const auto found = std::lower_bound(mine.begin(), mine.end(), probe,
                                          [](const CandidateFace& a, const CandidateFace& b) { return a.key < b.key; });
      if (found != mine.end() && found->key == probe.key)
        matches[part][static_cast<int>(records.int64_at(r, 0))].push_back(
            static_cast<std::size_t>(found - mine.begin()));
    }
  }
  for (auto& [part, by_other] : matches)
    for (auto& [other, indices] : by_other) std::sort(indices.begin(), indices.end());
  return matches;
}

// The number after the part's last element.
std::int64_t next_element(const PartMesh& mesh) {
  std::int64_t next = 1;
  for (const auto& section : mesh.sections)
    if (section.size() > 0) next = std::max(next, section.local_start + section.size());
  return next;
}

// Sections of the matched faces, neighbour after neighbour, triangles before
// quadrilaterals; each face's rank among the faces of its shape towards that neighbour.
struct Numbered {
  PartFaces faces;
  std::map<int, std::vector<std::int64_t>> ranks;  // per neighbour, per face in key order
};

Numbered number_faces(const PartMesh& mesh, const std::vector<CandidateFace>& candidates,
                      const std::map<int, std::vector<std::size_t>>& by_other) {
  Numbered numbered;
  std::int64_t next = next_element(mesh);
  for (const auto& [other, indices] : by_other) {
    FaceInterface& interface = numbered.faces.interfaces[other];
    auto& ranks = numbered.ranks[other];
    interface.own.assign(indices.size(), 0);
    ranks.assign(indices.size(), 0);
    for (int t = 0; t < 2; ++t) {
      FaceSection section{kFaceTypes[t], other, next, {}};
      std::int64_t rank = 0;
      for (std::size_t i = 0; i < indices.size(); ++i) {
        const CandidateFace& face = candidates[indices[i]];
        if (face.type_index() != t) continue;
        section.connectivity.insert(section.connectivity.end(), face.local.begin(), face.local.begin() + face.corners);
        interface.own[i] = next + rank;
        ranks[i] = rank++;
      }
      if (rank == 0) continue;
      next += rank;
      numbered.faces.sections.push_back(std::move(section));
    }
  }
  return numbered;
}

// Each side tells the other where its sections of their common faces start; a face's
// donor number is that start plus its rank among the faces of its shape.
void add_donors(MPI_Comm comm, std::map<int, Numbered>& numbered,
                const std::map<int, std::vector<CandidateFace>>& candidates, const Matches& matches) {
  PartRouter router(comm, 3 * sizeof(std::int64_t));
  for (const auto& [part, entry] : numbered)
    for (const auto& section : entry.faces.sections) {
      const std::int64_t t = section.type == kFaceTypes[0] ? 0 : 1;
      const std::int64_t fields[3] = {part, t, section.start};
      router.add(section.other, 2 * part + t, std::span<const std::int64_t>(fields));
    }
  for (auto& [part, records] : router.exchange()) {
    std::map<std::pair<int, int>, std::int64_t> starts;  // (neighbour, shape) -> its first number
    for (std::size_t r = 0; r < records.size(); ++r)
      starts[{static_cast<int>(records.int64_at(r, 0)), static_cast<int>(records.int64_at(r, 1))}] =
          records.int64_at(r, 2);
    Numbered& entry = numbered.at(part);
    for (auto& [other, interface] : entry.faces.interfaces) {
      const auto& indices = matches.at(part).at(other);
      interface.donor.resize(indices.size());
      for (std::size_t i = 0; i < indices.size(); ++i) {
        const int t = candidates.at(part)[indices[i]].type_index();
        interface.donor[i] = starts.at({other, t}) + entry.ranks.at(other)[i];
      }
    }
  }
}

struct CommonFaces {
  std::map<int, std::vector<CandidateFace>> candidates;  // per part built here
  Matches matches;
};

// The faces each part built here shares with other parts.
CommonFaces common_faces(MPI_Comm comm, const ElementLayout& layout, const ZonePartition& partition,
                         const std::map<int, std::map<int, SharedVertices>>& shared) {
  static const std::map<int, SharedVertices> kNone;
  std::map<int, VertexNeighbours> neighbours;
  CommonFaces common;
  for (const auto& [part, mesh] : partition.parts) {
    const auto it = shared.find(part);
    const auto& vertex_neighbours = neighbours
                                        .emplace(part, VertexNeighbours(static_cast<std::size_t>(mesh.vertex_count()),
                                                                        it == shared.end() ? kNone : it->second))
                                        .first->second;
    common.candidates[part] = candidate_faces(layout, mesh, vertex_neighbours);
  }
  common.matches = match_with_neighbours(comm, common.candidates, neighbours);
  return common;
}

}  // namespace

std::int64_t cut_faces(MPI_Comm comm, const ElementLayout& layout, const ZonePartition& partition,
                       const std::map<int, std::map<int, SharedVertices>>& shared) {
  std::int64_t seen = 0;  // each cut face is seen from both of its parts
  for (const auto& [part, by_other] : common_faces(comm, layout, partition, shared).matches)
    for (const auto& [other, indices] : by_other) seen += static_cast<std::int64_t>(indices.size());
  MPI_Allreduce(MPI_IN_PLACE, &seen, 1, MPI_INT64_T, MPI_SUM, comm);
  return seen / 2;
}

std::int64_t cut_faces(MPI_Comm comm, const std::map<int, PartFaces>& faces) {
  std::int64_t seen = 0;
  for (const auto& [part, mine] : faces)
    for (const auto& [other, interface] : mine.interfaces) seen += static_cast<std::int64_t>(interface.own.size());
  MPI_Allreduce(MPI_IN_PLACE, &seen, 1, MPI_INT64_T, MPI_SUM, comm);
  return seen / 2;
}

std::string face_section_name(int part, int other, sids::ElementType type) {
  return "JN.P" + std::to_string(part) + ".N0.LT.P" + std::to_string(other) + ".N0." +
         std::string(sids::enum_name(type));
}

void check_face_interfaces_possible(const ElementLayout& layout, const std::string& described) {
  using sids::ElementType;
  for (const auto& section : layout.sections) {
    if (section.mixed())
      throw UsageError("--interface face does not take MIXED sections yet; " + described + " section '" + section.name +
                       "' is one (use --interface vertex)");
    // Known before the polygons are read and the layout finished (which sets `cells`).
    if (section.type == ElementType::NGON_n && !has_polyhedra(layout))
      throw UsageError("--interface face does not take 2-D zones of polygons yet; " + described + " section '" +
                       section.name + "' holds them (use --interface vertex)");
    if (!section.cells || section.nface()) continue;  // polyhedra share their NGON_n faces
    const bool linear_solid = section.type == ElementType::TETRA_4 || section.type == ElementType::PYRA_5 ||
                              section.type == ElementType::PENTA_6 || section.type == ElementType::HEXA_8;
    if (!linear_solid)
      throw UsageError("--interface face needs linear 3-D cells (TETRA_4, PYRA_5, PENTA_6, HEXA_8); " + described +
                       " section '" + section.name + "' holds " + std::string(sids::enum_name(section.type)) +
                       " (use --interface vertex)");
  }
}

std::map<int, PartFaces> face_interfaces(MPI_Comm comm, const ElementLayout& layout, const ZonePartition& partition,
                                         const std::map<int, std::map<int, SharedVertices>>& shared) {
  const auto [candidates, matches] = common_faces(comm, layout, partition, shared);
  std::map<int, Numbered> numbered;
  for (const auto& [part, by_other] : matches)
    numbered.emplace(part, number_faces(partition.parts.at(part), candidates.at(part), by_other));
  add_donors(comm, numbered, candidates, matches);
  std::map<int, PartFaces> faces;
  for (auto& [part, entry] : numbered) faces.emplace(part, std::move(entry.faces));
  return faces;
}

}  // namespace pcgns::split
