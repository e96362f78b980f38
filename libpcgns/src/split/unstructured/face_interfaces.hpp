#pragma once
// Interfaces between the partitions of an unstructured zone given by faces
// (--interface face). A face that a cell of part r shares with a cell of part r2 becomes
// a face element of r, in a section "JN.P<r>.N0.LT.P<r2>.N0.<TYPE>" (one per neighbour
// and face shape, after the part's own sections), and the interface's GridConnectivity_t
// at FaceCenter lists those elements with the neighbour's numbers of the same faces as
// PointListDonor. Both sides list their common faces in one order -- by sorted global
// vertex ids -- so PointList[i] and PointListDonor[i] are one face. Each face keeps the
// vertex order of its own side's cell (SIDS face definitions). The sections are
// partition bookkeeping, like the JN connections: pcgns-merge drops them.
#include <mpi.h>

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "pcgns/sids/element_type.hpp"
#include "split/unstructured/part_meshes.hpp"
#include "split/unstructured/part_values.hpp"

namespace pcgns::split {

struct FaceSection {  // named face_section_name(part, other, type)
  sids::ElementType type = sids::ElementType::QUAD_4;
  int other = 0;                           // the neighbouring part
  std::int64_t start = 0;                  // first local element number
  std::vector<std::int64_t> connectivity;  // local vertex ids
};

struct FaceInterface {
  std::vector<std::int64_t> own;    // local element numbers of the common faces
  std::vector<std::int64_t> donor;  // the neighbour's element numbers of the same faces
};

struct PartFaces {
  std::vector<FaceSection> sections;
  std::map<int, FaceInterface> interfaces;  // per neighbouring part
};

// The face section's name: "JN.P<r>.N0.LT.P<r2>.N0.<TYPE>".
std::string face_section_name(int part, int other, sids::ElementType type);

// UsageError naming the zone and section unless every cell is a linear 3-D element
// (TETRA_4, PYRA_5, PENTA_6, HEXA_8), whose faces are TRI_3 and QUAD_4, or an NFACE_n
// polyhedron (poly_sections.hpp).
void check_face_interfaces_possible(const ElementLayout& layout, const std::string& described);

// Collective: the common faces of the parts built here with every other part. `shared`
// (shared_vertices) narrows the search to faces whose vertices all lie on interfaces.
std::map<int, PartFaces> face_interfaces(MPI_Comm comm, const ElementLayout& layout, const ZonePartition& partition,
                                         const std::map<int, std::map<int, SharedVertices>>& shared);

// Collective: the faces between cells of different parts, each counted once -- the edge
// cut of the cell graph, without the graph (hilbert builds none). Any fixed cell type:
// faces, or edges of 2-D cells, matched by their corners.
std::int64_t cut_faces(MPI_Comm comm, const ElementLayout& layout, const ZonePartition& partition,
                       const std::map<int, std::map<int, SharedVertices>>& shared);
// Collective: the same count from face interfaces already built.
std::int64_t cut_faces(MPI_Comm comm, const std::map<int, PartFaces>& faces);

}  // namespace pcgns::split
