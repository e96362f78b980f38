// Part q of the generated unstructured zone: a slab of hexahedra (polyhedra, or mixed
// elements) with local numbering and Maia's :CGNS#GlobalNumbering.
#include "generate/mixed_cells.hpp"
#include "generate/part_zones.hpp"
#include "pcgns/sids/all.hpp"
#include "sids/global_numbering.hpp"
#include "sids/set_record.hpp"

namespace pcgns::generate {
namespace {

// Local numbering of the slab's vertices; odd parts count backwards so that merging
// really has to use the numbering.
struct SlabVertices {
  const GlobalBox& box;
  Slab slab;
  bool reversed;
  std::int64_t count() const { return (box.ni + 1) * (box.nj + 1) * (slab.planes() + 1); }
  std::int64_t local(std::int64_t i, std::int64_t j, std::int64_t k) const {
    const std::int64_t natural = i + (box.ni + 1) * (j + (box.nj + 1) * (k - slab.k0));
    return reversed ? count() - natural : natural + 1;
  }
};

SlabVertices part_vertices(const GlobalBox& box, const std::vector<Slab>& all, int q) {
  return {box, all[static_cast<std::size_t>(q)], q % 2 == 1};
}

struct LocalMesh {
  std::vector<std::int64_t> vertex_ids, cell_ids;
};

// The orphans (vertices no cell uses) part q of `parts` holds: every parts-th from q.
std::int64_t orphans_of(const GlobalBox& box, int parts, int q) {
  return q < box.orphans ? (box.orphans - q + parts - 1) / parts : 0;
}

// The slab's vertices, then the part's orphans (local ids after the slab's).
LocalMesh add_vertices_and_cells(Node& zone, const GlobalBox& box, const SlabVertices& v, int parts, int q) {
  LocalMesh mesh;
  const auto nv = static_cast<std::size_t>(v.count());
  std::vector<double> x(nv), y(nv), z(nv);
  mesh.vertex_ids.resize(nv);
  for (std::int64_t k = v.slab.k0; k <= v.slab.k1; ++k)
    for (std::int64_t j = 0; j <= box.nj; ++j)
      for (std::int64_t i = 0; i <= box.ni; ++i) {
        const auto l = static_cast<std::size_t>(v.local(i, j, k) - 1);
        x[l] = expected_coordinate(0, i);
        y[l] = expected_coordinate(1, j);
        z[l] = expected_coordinate(2, k);
        mesh.vertex_ids[l] = vertex_id(box, i, j, k);
      }
  for (std::int64_t orphan = q; orphan < box.orphans; orphan += parts) {
    x.push_back(expected_orphan_coordinate(0, orphan));
    y.push_back(expected_orphan_coordinate(1, orphan));
    z.push_back(expected_orphan_coordinate(2, orphan));
    mesh.vertex_ids.push_back(box.lattice_vertices() + 1 + orphan);
  }
  sids::add_coordinate(zone, "CoordinateX", x);
  sids::add_coordinate(zone, "CoordinateY", y);
  sids::add_coordinate(zone, "CoordinateZ", z);
  if (box.elements == Elements::mixed || box.elements == Elements::tetra) {
    const std::int64_t first = v.slab.k0 * box.plane_cells();
    for (std::int64_t c = 1; c <= v.slab.planes() * box.plane_cells(); ++c) mesh.cell_ids.push_back(first + c);
    return mesh;
  }
  for (std::int64_t k = v.slab.k0; k < v.slab.k1; ++k)
    for (std::int64_t j = 0; j < box.nj; ++j)
      for (std::int64_t i = 0; i < box.ni; ++i) mesh.cell_ids.push_back(cell_id(box, i, j, k));
  return mesh;
}

// The vertices of `piece` in cell (i, j, k), as local ids after its type code (MIXED,
// `typed`) or alone (a fixed-type section).
void add_piece(std::vector<std::int64_t>& connectivity, std::vector<std::int64_t>& offsets, const mixed::Piece& piece,
               const SlabVertices& v, std::int64_t i, std::int64_t j, std::int64_t k, bool typed) {
  static constexpr int kCorner[8][3] = {{0, 0, 0}, {1, 0, 0}, {1, 1, 0}, {0, 1, 0},
                                        {0, 0, 1}, {1, 0, 1}, {1, 1, 1}, {0, 1, 1}};
  if (typed) connectivity.push_back(static_cast<std::int64_t>(piece.type));
  for (const int c : piece.corners)
    connectivity.push_back(v.local(i + kCorner[c][0], j + kCorner[c][1], k + kCorner[c][2]));
  offsets.push_back(static_cast<std::int64_t>(connectivity.size()));
}

// The cut cells (mixed_cells.hpp) and their faces at x = 0: MIXED "Cells" and MIXED
// "Inflow" (QUAD_4 and TRI_3), or with Elements::tetra TETRA_4 "Tetra" and TRI_3 "Inflow".
void add_cut_cell_sections(Node& zone, const GlobalBox& box, const SlabVertices& v, const LocalMesh& mesh,
                           CgnsVersion version) {
  const bool typed = box.elements == Elements::mixed;
  std::vector<std::int64_t> cells, cell_offsets{0};
  for (std::int64_t k = v.slab.k0; k < v.slab.k1; ++k)
    for (std::int64_t j = 0; j < box.nj; ++j)
      for (std::int64_t i = 0; i < box.ni; ++i)
        for (const auto& piece : mixed::cell_pieces(box.elements, i, j))
          add_piece(cells, cell_offsets, piece, v, i, j, k, typed);
  const auto nc = static_cast<std::int64_t>(mesh.cell_ids.size());
  Node& cell_section =
      typed ? sids::add_poly_section(zone, "Cells", sids::ElementType::MIXED, 1, nc, cell_offsets, cells, version)
            : sids::add_section(zone, "Tetra", sids::ElementType::TETRA_4, 1, nc, 0, cells);
  sids::add_global_numbering(cell_section, "Element", mesh.cell_ids);
  std::vector<std::int64_t> faces, face_offsets{0}, positions, points;
  const std::int64_t row = mixed::plane_inflow_faces(box.elements, box.nj);
  for (std::int64_t k = v.slab.k0; k < v.slab.k1; ++k)
    for (std::int64_t j = 0; j < box.nj; ++j) {
      std::int64_t position = 1 + k * row + mixed::first_inflow_in_plane(box.elements, j);
      for (const auto& piece : mixed::inflow_pieces(box.elements, j)) {
        add_piece(faces, face_offsets, piece, v, 0, j, k, typed);
        positions.push_back(position++);
        points.push_back(nc + static_cast<std::int64_t>(positions.size()));
      }
    }
  const std::int64_t last = nc + static_cast<std::int64_t>(positions.size());
  Node& inflow = typed ? sids::add_poly_section(zone, "Inflow", sids::ElementType::MIXED, nc + 1, last, face_offsets,
                                                faces, version)
                       : sids::add_section(zone, "Inflow", sids::ElementType::TRI_3, nc + 1, last, 0, faces);
  sids::add_global_numbering(inflow, "Element", positions);
  Node& bc = sids::add_bc(zone, "Inflow", sids::BCType::BCInflow, sids::GridLocation::FaceCenter,
                          sids::PointSetSpec::list(points));
  sids::add_global_numbering(bc, "Index", positions);
}

void add_hexa_sections(Node& zone, const GlobalBox& box, const SlabVertices& v, const LocalMesh& mesh) {
  std::vector<std::int64_t> hexa;
  for (std::int64_t k = v.slab.k0; k < v.slab.k1; ++k)
    for (std::int64_t j = 0; j < box.nj; ++j)
      for (std::int64_t i = 0; i < box.ni; ++i)
        hexa.insert(hexa.end(), {v.local(i, j, k), v.local(i + 1, j, k), v.local(i + 1, j + 1, k), v.local(i, j + 1, k),
                                 v.local(i, j, k + 1), v.local(i + 1, j, k + 1), v.local(i + 1, j + 1, k + 1),
                                 v.local(i, j + 1, k + 1)});
  const auto cells = static_cast<std::int64_t>(mesh.cell_ids.size());
  sids::add_global_numbering(sids::add_section(zone, "Hexa", sids::ElementType::HEXA_8, 1, cells, 0, hexa), "Element",
                             mesh.cell_ids);
  std::vector<std::int64_t> quads, positions, points;
  for (std::int64_t k = v.slab.k0; k < v.slab.k1; ++k)
    for (std::int64_t j = 0; j < box.nj; ++j) {
      quads.insert(quads.end(),
                   {v.local(0, j, k), v.local(0, j, k + 1), v.local(0, j + 1, k + 1), v.local(0, j + 1, k)});
      positions.push_back(1 + j + box.nj * k);
      points.push_back(cells + static_cast<std::int64_t>(positions.size()));
    }
  sids::add_global_numbering(sids::add_section(zone, "Inflow", sids::ElementType::QUAD_4, cells + 1,
                                               cells + static_cast<std::int64_t>(positions.size()), 0, quads),
                             "Element", positions);
  Node& bc = sids::add_bc(zone, "Inflow", sids::BCType::BCInflow, sids::GridLocation::FaceCenter,
                          sids::PointSetSpec::list(points));
  sids::add_global_numbering(bc, "Index", positions);
}

// Local faces of the slab: i-faces, j-faces, then k-faces (both bounding k-planes).
struct SlabFaces {
  const GlobalBox& box;
  Slab slab;
  std::int64_t i_faces() const { return (box.ni + 1) * box.nj * slab.planes(); }
  std::int64_t j_faces() const { return box.ni * (box.nj + 1) * slab.planes(); }
  std::int64_t count() const { return i_faces() + j_faces() + box.ni * box.nj * (slab.planes() + 1); }
  std::int64_t i_face(std::int64_t i, std::int64_t j, std::int64_t k) const {
    return 1 + i + (box.ni + 1) * (j + box.nj * (k - slab.k0));
  }
  std::int64_t j_face(std::int64_t i, std::int64_t j, std::int64_t k) const {
    return 1 + i_faces() + i + box.ni * (j + (box.nj + 1) * (k - slab.k0));
  }
  std::int64_t k_face(std::int64_t i, std::int64_t j, std::int64_t k) const {
    return 1 + i_faces() + j_faces() + i + box.ni * (j + box.nj * (k - slab.k0));
  }
};

void add_poly_sections(Node& zone, const GlobalBox& box, const SlabVertices& v, const LocalMesh& mesh,
                       CgnsVersion version) {
  const SlabFaces f{box, v.slab};
  std::vector<std::int64_t> offsets{0}, faces, face_ids, inflow, positions;
  const auto face = [&](std::int64_t global, std::initializer_list<std::int64_t> nodes) {
    faces.insert(faces.end(), nodes);
    offsets.push_back(static_cast<std::int64_t>(faces.size()));
    face_ids.push_back(global);
  };
  for (std::int64_t k = v.slab.k0; k < v.slab.k1; ++k)
    for (std::int64_t j = 0; j < box.nj; ++j)
      for (std::int64_t i = 0; i <= box.ni; ++i) {
        face(i_face_id(box, i, j, k),
             {v.local(i, j, k), v.local(i, j + 1, k), v.local(i, j + 1, k + 1), v.local(i, j, k + 1)});
        if (i == 0) {
          inflow.push_back(f.i_face(i, j, k));
          positions.push_back(1 + j + box.nj * k);
        }
      }
  for (std::int64_t k = v.slab.k0; k < v.slab.k1; ++k)
    for (std::int64_t j = 0; j <= box.nj; ++j)
      for (std::int64_t i = 0; i < box.ni; ++i)
        face(j_face_id(box, i, j, k),
             {v.local(i, j, k), v.local(i, j, k + 1), v.local(i + 1, j, k + 1), v.local(i + 1, j, k)});
  for (std::int64_t k = v.slab.k0; k <= v.slab.k1; ++k)
    for (std::int64_t j = 0; j < box.nj; ++j)
      for (std::int64_t i = 0; i < box.ni; ++i)
        face(k_face_id(box, i, j, k),
             {v.local(i, j, k), v.local(i + 1, j, k), v.local(i + 1, j + 1, k), v.local(i, j + 1, k)});
  const std::int64_t nf = f.count();
  sids::add_global_numbering(
      sids::add_poly_section(zone, "Faces", sids::ElementType::NGON_n, 1, nf, offsets, faces, version), "Element",
      face_ids);
  std::vector<std::int64_t> cell_offsets{0}, cells;
  for (std::int64_t k = v.slab.k0; k < v.slab.k1; ++k)
    for (std::int64_t j = 0; j < box.nj; ++j)
      for (std::int64_t i = 0; i < box.ni; ++i) {
        cells.insert(cells.end(), {f.i_face(i, j, k), f.i_face(i + 1, j, k), f.j_face(i, j, k), f.j_face(i, j + 1, k),
                                   f.k_face(i, j, k), f.k_face(i, j, k + 1)});
        cell_offsets.push_back(static_cast<std::int64_t>(cells.size()));
      }
  const auto nc = static_cast<std::int64_t>(mesh.cell_ids.size());
  sids::add_global_numbering(
      sids::add_poly_section(zone, "Cells", sids::ElementType::NFACE_n, nf + 1, nf + nc, cell_offsets, cells, version),
      "Element", mesh.cell_ids);
  Node& bc = sids::add_bc(zone, "Inflow", sids::BCType::BCInflow, sids::GridLocation::FaceCenter,
                          sids::PointSetSpec::list(inflow));
  sids::add_global_numbering(bc, "Index", positions);
}

// One end of the periodic connection between the box's first and last k planes, as Maia
// splits an original join: a piece named "<name>.0" in the part holding that plane,
// naming the donor partition, with local ids on both sides and Index = the position in
// the original list (i fastest). Pieces list their points backwards, so merging has to
// use Index. Hexahedra join vertices; polyhedra join their k faces.
struct PeriodicEnd {
  const char* name;
  std::int64_t k, donor_k;  // planes of the points and of their donors
  int donor_part;
};

void add_periodic_piece(Node& zone, const Options& options, const GlobalBox& box, const std::vector<Slab>& all, int q,
                        const PeriodicEnd& end) {
  const bool poly = options.elements == Elements::poly;
  const SlabVertices mine = part_vertices(box, all, q), donor = part_vertices(box, all, end.donor_part);
  const SlabFaces my_faces{box, mine.slab}, donor_faces{box, donor.slab};
  std::vector<std::int64_t> points, donors, positions;
  const std::int64_t ni = poly ? box.ni : box.ni + 1, nj = poly ? box.nj : box.nj + 1;
  for (std::int64_t j = nj - 1; j >= 0; --j)
    for (std::int64_t i = ni - 1; i >= 0; --i) {
      points.push_back(poly ? my_faces.k_face(i, j, end.k) : mine.local(i, j, end.k));
      donors.push_back(poly ? donor_faces.k_face(i, j, end.donor_k) : donor.local(i, j, end.donor_k));
      positions.push_back(1 + i + ni * j);
    }
  Node& piece = sids::add_connectivity(
      zone, std::string(end.name) + ".0", part_zone_name("Zone", options, end.donor_part),
      sids::GridConnectivityType::Abutting1to1, poly ? sids::GridLocation::FaceCenter : sids::GridLocation::Vertex,
      sids::PointSetSpec::list(points), sids::PointSetSpec::list(donors));
  sids::add_global_numbering(piece, "Index", positions);
}

}  // namespace

void add_unstructured_part(Node& base, const Options& options, const GlobalBox& box, const std::vector<Slab>& all,
                           int q) {
  const int last = static_cast<int>(all.size()) - 1;
  const SlabVertices vertices = part_vertices(box, all, q);
  const std::int64_t cells = box.plane_cells() * vertices.slab.planes();
  const std::int64_t orphans = orphans_of(box, options.parts, q);
  Node& zone = sids::add_zone(base, part_zone_name("Zone", options, q), sids::ZoneType::Unstructured,
                              sids::ZoneSizes::unstructured(vertices.count() + orphans, cells));
  const LocalMesh mesh = add_vertices_and_cells(zone, box, vertices, options.parts, q);
  if (options.elements == Elements::poly) add_poly_sections(zone, box, vertices, mesh, options.version);
  else if (options.elements == Elements::mixed || options.elements == Elements::tetra)
    add_cut_cell_sections(zone, box, vertices, mesh, options.version);
  else add_hexa_sections(zone, box, vertices, mesh);
  if (q == 0) add_periodic_piece(zone, options, box, all, q, {"Periodic_kmin", 0, box.nk, last});
  if (q == last) add_periodic_piece(zone, options, box, all, q, {"Periodic_kmax", box.nk, 0, 0});
  add_time_steps(zone, options, mesh.vertex_ids, mesh.cell_ids);
  sids::add_global_numbering(zone, "Vertex", mesh.vertex_ids);
  sids::add_global_numbering(zone, "Cell", mesh.cell_ids);
  sids::add_set_record(zone, {file_count(options), box.vertices(), box.cells()});
}

}  // namespace pcgns::generate
