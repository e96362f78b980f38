#pragma once
// NGON_n / NFACE_n zones as pcgns-split carries them: the cells are the NFACE_n
// polyhedra, each listing the element numbers of its NGON_n faces (negative for a face
// seen reversed). Both sections are read into records padded with zeros to the longest
// element of the section (no id is 0), held as int32 where every entry fits (else
// int64) whatever the file's width, so the steps that move elements by their positions (ZoneArrays::fetch, the routing of
// cells to parts) take them as they take fixed-size elements. The dual graph joins two
// cells listing the same face; each part gets its cells, every face they list (a face
// two parts share is in both, as pcgns-merge expects), and the faces' vertices.
#include <mpi.h>

#include <array>
#include <cstdint>
#include <functional>
#include <map>
#include <span>
#include <string>
#include <vector>

#include "dist/array_source.hpp"
#include "pcgns/cgns_version.hpp"
#include "pcgns/split/dual_graph.hpp"
#include "split/block_arrays.hpp"
#include "split/unstructured/element_layout.hpp"
#include "split/unstructured/face_interfaces.hpp"
#include "split/unstructured/part_meshes.hpp"
#include "split/unstructured/zone_arrays.hpp"
#include "split/unstructured/zone_slices.hpp"

namespace pcgns::split {

// Collective. This rank's block (BlockDistribution over its elements) of the NGON_n
// and NFACE_n sections read into `slices` at their connectivity's path as padded
// records, the sections' width set and the layout finished. `held`: the zone is
// reassembled in `slices` (a per-rank set), else read from the inputs. InputError on
// every rank naming the zone, the section and the element for a face naming a vertex
// outside the zone, a cell naming a face outside the NGON_n section, or an
// ElementStartOffset (or 3.x counts) disagreeing with the connectivity.
void read_poly_sections(MPI_Comm comm, ElementLayout& layout, const Node& zone, const std::string& zone_path,
                        ZoneSlices& slices, bool held, const BlockArrays& arrays, dist::ArraySource& source,
                        CgnsVersion version, const std::string& described);

// Collective. The dual graph of the NFACE_n cells of this rank's block (`cells`, their
// padded records): two cells listing the same face are neighbours. InputError on every
// rank, naming the zone and the face, for a face more than two cells list.
DistributedGraph poly_dual_graph(MPI_Comm comm, const ElementLayout& layout, const Slice& cells,
                                 const std::string& described);

// Calls visit(entries) for each element of a slice of padded records, in order: its
// entries, without the padding.
void for_each_record(const Slice& records, const std::function<void(std::span<const std::int64_t>)>& visit);

// Collective. The centroid of each polyhedron of this rank's block (`cells`, the NFACE_n
// section's records) as the mean of its faces' centres -- for a hexahedron the mean of its
// vertices. `face_centres`: those of this rank's block of the NGON_n section, which the
// cells fetch by their faces' numbers (no face record travels), `batch_cells` cells at a
// time (a knob for tests): fetched for all cells at once, the centres were as large as
// the face centres held, at the split's peak.
std::vector<std::array<double, 3>> polyhedron_centroids(MPI_Comm comm, const ElementLayout& layout, const Slice& cells,
                                                        std::vector<std::array<double, 3>> face_centres,
                                                        std::size_t batch_cells = std::size_t{1} << 20);

// Collective. Each part built here (its cells routed) given its faces -- those its cells
// list -- and its vertices (those of the faces), their entries in local numbers, and the
// lowest part holding each face of this rank's block of the NGON_n section. The faces'
// local element numbers are the places among the part's faces (1-based) until
// number_poly_faces. InputError on every rank for a face no cell lists. In a polygonal
// zone (has_polygon_cells) each part's polygons, its cells, and their vertices.
void build_poly_parts(MPI_Comm comm, const ElementLayout& layout, ZoneArrays& arrays, const std::string& zone_path,
                      ZonePartition& partition, const std::string& described);

// Collective (--interface face): the faces each part built here shares with another
// part, as its own NGON_n elements and the other part's numbers of the same faces, both
// sides in the order of the faces' original numbers. No face sections are added: the
// faces are in both parts already.
std::map<int, PartFaces> poly_face_interfaces(MPI_Comm comm, const ElementLayout& layout,
                                              const ZonePartition& partition);

// The cells' entries made local element numbers of the faces once the sections are
// numbered (PartSection::local_start). InputError for a part of more elements than 32-bit
// local numbers can name.
void number_poly_faces(const ElementLayout& layout, PartMesh& mesh);

}  // namespace pcgns::split
