#pragma once
// The sample case: a small, deterministic CFD-like file whose every value is a
// closed-form function of its indices, so any reader (pcgns, the official CGNS
// library, VTK) can check a file exactly. Used by the demo, the interoperability
// tests and the benchmarks.
//
// One base "Base" (3, 3) with
//   "Block"  structured, ni x nj x nk vertices;
//   "Hexa"   unstructured: n x n x n HEXA_8 cells ("Cells"), a QUAD_4 section
//            ("InflowFaces") on the x = 0 face, and ZoneBC/"Inflow" (BCInflow,
//            FaceCenter, PointList of those quads);
//   "Poly"   (CGNS >= 4.0 only) the same cube as NGON_n faces ("Faces") and NFACE_n
//            cells ("Cells").
// Every zone has FlowSolution "VertexData" (Vertex, field "Pressure") and "CellData"
// (CellCenter, field "Density"). Coordinates, fields, connectivity, offsets and the BC
// point list are bulk arrays written in parallel; zone sizes and element ranges are
// small data defined in memory.
//
// Ids below are 0-based flat indices in Fortran order (i fastest), element and vertex
// numbers in connectivity are 1-based as CGNS stores them.
#include <cstdint>
#include <string>
#include <vector>

#include "pcgns/cgns_version.hpp"
#include "pcgns/node.hpp"

namespace pcgns {
class ParallelWriter;
class ParallelReader;
}  // namespace pcgns

namespace pcgns::sample {

struct SampleSpec {
  std::int64_t ni = 41, nj = 33, nk = 9;  // Block vertices per direction (each >= 2)
  std::int64_t n = 8;                     // Hexa/Poly cells per cube edge (>= 1)
  CgnsVersion version{};                  // stamped version; >= 4.0 adds "Poly"
  // By major version, not poly layout: a 3.4 sample is the official 3.4 writer's case,
  // which has no Poly zone (tests/interop compares them).
  bool has_poly_zone() const { return version.major() >= 4; }
};

// Throws UsageError when a size is out of range.
void validate(const SampleSpec& spec);

enum class Zone : int { block = 0, hexa = 1, poly = 2 };
const char* zone_name(Zone zone);
// The zones the spec defines, in definition order.
std::vector<Zone> zones(const SampleSpec& spec);
std::int64_t vertex_count(const SampleSpec& spec, Zone zone);
std::int64_t cell_count(const SampleSpec& spec, Zone zone);

// ---- closed-form values (the formulas; tests/interop/sample_formulas.h restates them)
// Coordinate `axis` (0 x, 1 y, 2 z) at lattice index `index` along that axis.
double coordinate(Zone zone, int axis, std::int64_t index);
double pressure(Zone zone, std::int64_t vertex);
double density(Zone zone, std::int64_t cell);
// Lattice point (i, j, k) of a flat vertex id in a zone.
struct Lattice {
  std::int64_t i, j, k;
};
Lattice vertex_lattice(const SampleSpec& spec, Zone zone, std::int64_t vertex);
// Hexa: node `corner` (0..7) of cell `cell`; quad `corner` (0..3) of inflow face
// `face` (normal pointing out of the cube); both 1-based vertex numbers.
std::int64_t hexa_node(std::int64_t n, std::int64_t cell, int corner);
std::int64_t inflow_quad_node(std::int64_t n, std::int64_t face, int corner);
// Poly: faces are numbered x-normal, then y-normal, then z-normal, each normal pointing
// towards +axis. ngon_node: 1-based vertex `corner` (0..3) of face `face`;
// nface_face: signed 1-based face number `side` (0..5) of cell `cell`, negative when
// the face normal points into the cell.
std::int64_t poly_face_count(std::int64_t n);
std::int64_t ngon_node(std::int64_t n, std::int64_t face, int corner);
std::int64_t nface_face(std::int64_t n, std::int64_t cell, int side);

// ---- the bulk arrays, with the expected value of each element
enum class ArrayKind {
  coordinate_x,
  coordinate_y,
  coordinate_z,
  pressure,
  density,
  hexa_connectivity,
  quad_connectivity,
  inflow_points,
  ngon_offsets,
  ngon_connectivity,
  nface_offsets,
  nface_connectivity,
};
struct SampleArray {
  std::string path;  // "/Base/Hexa/GridCoordinates/CoordinateX"
  Zone zone;
  ArrayKind kind;
  DataType type;       // R8, or I4/I8 (the narrowest that holds every value)
  std::int64_t count;  // elements
};
// Every bulk array of the case, in definition order.
std::vector<SampleArray> sample_arrays(const SampleSpec& spec);
// Expected value of element `index` of an array (integers are exact below 2^53).
double expected_value(const SampleSpec& spec, const SampleArray& array, std::int64_t index);
// Expected values of elements [first, first + count).
std::vector<double> expected_values(const SampleSpec& spec, const SampleArray& array, std::int64_t first,
                                    std::int64_t count);

// ---- partition: contiguous ranges, so zones are shared by ranks
struct Range {
  std::int64_t first = 0;
  std::int64_t count = 0;
  friend bool operator==(const Range&, const Range&) = default;
};
// Part `part` of `parts` nearly equal contiguous ranges of [0, total): the first
// total % parts parts get one element more.
Range part_range(std::int64_t total, int parts, int part);
// The share of an array owned by `rank` of `ranks`: connectivity arrays are split on
// element boundaries (whole elements per rank), everything else by entries.
Range array_share(const SampleArray& array, int ranks, int rank);

// ---- building and writing
// Defines the whole case in `root` (a ParallelWriter's tree): bases, zones, small data
// in memory and every bulk array deferred. Collective by convention: every rank calls
// it with the same spec.
void define_sample(Node& root, const SampleSpec& spec);
// Collective: queues this rank's share (array_share) of every bulk array and flushes
// the writer once (the queue points at buffers owned here). Returns the bytes this
// rank wrote.
std::int64_t write_sample_share(ParallelWriter& writer, const SampleSpec& spec, int ranks, int rank);
// Infers the spec (sizes, version) of a sample-case tree; InputError naming the node
// when the tree is not a sample case.
SampleSpec spec_from_tree(const Node& root, CgnsVersion version);

// Reads the share of `rank` of `ranks` of every bulk array through `reader` (one
// flush) and compares each element with its expected value. Returns a description of
// each mismatching array (first wrong element), empty when every value matches.
std::vector<std::string> verify_sample_share(ParallelReader& reader, const SampleSpec& spec, int ranks, int rank);

}  // namespace pcgns::sample
