// Reads a file the C API wrote (capi_write shared|tube|poly) back through the C++
// ParallelReader -- each rank reads every array -- and compares every value, and the
// tree's structure, with tube_case.h (its time series, BCs and descriptor included).
// poly_extras: the Poly zone with the tube's time series, BCs and descriptor, and
// IterationValues (the Fortran poly_zone's file).
//
//   capi_check shared|tube|poly|poly_extras FILE.cgns VERSION
//
// Exit 0 when everything matches; else one line per mismatch and exit 1.
#include <mpi.h>

#include <cstdio>
#include <exception>
#include <string>
#include <vector>

#include "pcgns/node.hpp"
#include "pcgns/parallel_reader.hpp"
#include "tube_case.h"

namespace {

int mismatches = 0;

void expect(bool ok, const std::string& what) {
  if (ok) return;
  std::fprintf(stderr, "capi_check: MISMATCH %s\n", what.c_str());
  ++mismatches;
}

template <class T>
std::vector<T> read_all(pcgns::ParallelReader& reader, const std::string& path, std::int64_t count) {
  std::vector<T> values(static_cast<std::size_t>(count));
  const pcgns::Node* node = pcgns::find_node(reader.tree(), path);
  expect(node != nullptr && node->count() == count && node->type == pcgns::data_type_of<T>(),
         path + ": missing, or not " + std::to_string(count) + " values of the expected type");
  if (node == nullptr) return values;
  reader.read(path, 0, count, values.data());
  return values;
}

void check_tube(pcgns::ParallelReader& reader) {
  const std::string zone = "/Base/Tube";
  const pcgns::Node* section = pcgns::find_node(reader.tree(), zone + "/Hexa/ElementRange");
  expect(section && section->as_int64() == std::vector<std::int64_t>{1, TUBE_CELLS}, "Hexa element range");
  std::vector<std::vector<double>> coords;
  for (const char* axis : {"X", "Y", "Z"})
    coords.push_back(read_all<double>(reader, zone + "/GridCoordinates/Coordinate" + axis, TUBE_VERTICES));
  const auto pressure = read_all<double>(reader, zone + "/VertexData/Pressure", TUBE_VERTICES);
  const auto density = read_all<double>(reader, zone + "/CellData/Density", TUBE_CELLS);
  const auto nodes = read_all<std::int32_t>(reader, zone + "/Hexa/ElementConnectivity", 8 * TUBE_CELLS);
  reader.flush();
  for (int axis = 0; axis < 3; ++axis)
    for (std::int64_t g = 0; g < TUBE_VERTICES; ++g)
      expect(coords[axis][g] == tube_coordinate(axis, g),
             "tube coordinate " + std::to_string(axis) + " of " + std::to_string(g));
  for (std::int64_t g = 0; g < TUBE_VERTICES; ++g)
    expect(pressure[g] == tube_pressure(g), "pressure " + std::to_string(g));
  for (std::int64_t c = 0; c < TUBE_CELLS; ++c) {
    expect(density[c] == tube_density(c), "density " + std::to_string(c));
    for (int corner = 0; corner < 8; ++corner)
      expect(nodes[8 * c + corner] == tube_hexa_node(c, corner),
             "cell " + std::to_string(c) + " node " + std::to_string(corner));
  }
}

// A small node of the tree (read with the skeleton, values in memory); nullptr, and a
// mismatch, when it is missing or its label is not `label`.
const pcgns::Node* small_node(const pcgns::ParallelReader& reader, const std::string& path, const char* label) {
  const pcgns::Node* node = pcgns::find_node(reader.tree(), path);
  expect(node != nullptr && node->label == label && node->has_data(),
         path + ": missing, not a " + label + ", or without values");
  return node != nullptr && node->has_data() ? node : nullptr;
}

void check_bc(const pcgns::ParallelReader& reader, const std::string& bc, const char* type, const char* points_name,
              const std::vector<std::int64_t>& points) {
  const pcgns::Node* node = small_node(reader, bc, "BC_t");
  expect(node == nullptr || node->as_string() == type, bc + ": BCType");
  const pcgns::Node* set = small_node(reader, bc + "/" + points_name,
                                      std::string(points_name) == "PointRange" ? "IndexRange_t" : "IndexArray_t");
  expect(set == nullptr || set->as_int64() == points, bc + "/" + points_name + ": points");
}

// The time series, BCs and descriptor of tube_case.h on `zone`.
void check_tube_extras(const pcgns::ParallelReader& reader, const std::string& zone) {
  std::vector<std::int64_t> inlet, outlet;
  for (int i = 0; i < 4; ++i) {
    inlet.push_back(tube_plane_vertex(0, i));
    outlet.push_back(tube_plane_vertex(TUBE_CELLS, i));
  }
  check_bc(reader, zone + "/ZoneBC/Inlet", "BCInflow", "PointList", inlet);
  check_bc(reader, zone + "/ZoneBC/Outlet", "BCOutflow", "PointList", outlet);
  const pcgns::Node* biter = small_node(reader, "/Base/BaseIterativeData", "BaseIterativeData_t");
  expect(biter == nullptr || biter->as_int64() == std::vector<std::int64_t>{TUBE_STEPS}, "NumberOfSteps");
  const pcgns::Node* times = small_node(reader, "/Base/BaseIterativeData/TimeValues", "DataArray_t");
  for (int step = 0; times != nullptr && step < TUBE_STEPS; ++step)
    expect(times->as_double().at(static_cast<std::size_t>(step)) == tube_time(step), "TimeValues");
  const pcgns::Node* pointers = small_node(reader, zone + "/ZoneIterativeData/FlowSolutionPointers", "DataArray_t");
  std::string expected(32 * TUBE_STEPS, ' ');
  tube_pointers(expected.data());
  expect(pointers == nullptr ||
             (pointers->dims == pcgns::Dims{32, TUBE_STEPS} &&
              std::string(reinterpret_cast<const char*>(pointers->data.data()), pointers->data.size()) == expected),
         "FlowSolutionPointers");
  const pcgns::Node* about = small_node(reader, zone + "/About", "Descriptor_t");
  expect(about == nullptr || about->as_string() == TUBE_DESCRIPTOR, "Descriptor About");
}

// IterationValues, 32-bit integers: written by the Fortran poly_zone only (its
// tube_iteration), so not in tube_case.h.
void check_iterations(const pcgns::ParallelReader& reader) {
  const pcgns::Node* iterations = small_node(reader, "/Base/BaseIterativeData/IterationValues", "DataArray_t");
  std::vector<std::int64_t> expected(TUBE_STEPS);
  for (int step = 0; step < TUBE_STEPS; ++step) expected[static_cast<std::size_t>(step)] = 10 * (step + 1);
  expect(iterations == nullptr || (iterations->type == pcgns::DataType::I4 && iterations->as_int64() == expected),
         "IterationValues");
}

void check_block(pcgns::ParallelReader& reader) {
  check_bc(reader, "/Base/Block/ZoneBC/Bottom", "BCWall", "PointRange", {1, 1, 1, BLOCK_NI, BLOCK_NJ, 1});
  const std::string zone = "/Base/Block";
  const std::int64_t n = BLOCK_NI * BLOCK_NJ * BLOCK_NK;
  const auto x = read_all<double>(reader, zone + "/GridCoordinates/CoordinateX", n);
  const auto y = read_all<double>(reader, zone + "/GridCoordinates/CoordinateY", n);
  const auto z = read_all<float>(reader, zone + "/GridCoordinates/CoordinateZ", n);
  const auto t = read_all<double>(reader, zone + "/VertexData/Temperature", n);
  reader.flush();
  std::size_t at = 0;
  for (std::int64_t k = 0; k < BLOCK_NK; ++k)
    for (std::int64_t j = 0; j < BLOCK_NJ; ++j)
      for (std::int64_t i = 0; i < BLOCK_NI; ++i, ++at) {
        const std::string where = " at " + std::to_string(i) + "," + std::to_string(j) + "," + std::to_string(k);
        expect(x[at] == block_coordinate(0, i, j, k) && y[at] == block_coordinate(1, i, j, k), "block x/y" + where);
        expect(z[at] == static_cast<float>(block_coordinate(2, i, j, k)), "block z" + where);
        expect(t[at] == block_temperature(i, j, k), "block temperature" + where);
      }
}

// Section `name` of zone Poly, `count` elements of `npe` nodes, node k of element e being
// node(e, k): in the file's layout (ElementStartOffset from 4.0 and under 3.4, counts in
// the connectivity otherwise).
void check_poly_section(pcgns::ParallelReader& reader, const std::string& name, std::int64_t count, int npe,
                        std::int64_t (*node)(std::int64_t, int)) {
  const std::string section = "/Base/Poly/" + name;
  const bool has_offsets = reader.version().has_element_start_offset();
  std::vector<std::int64_t> connectivity;
  for (std::int64_t e = 0; e < count; ++e) {
    if (!has_offsets) connectivity.push_back(npe);
    for (int k = 0; k < npe; ++k) connectivity.push_back(node(e, k));
  }
  const auto stored =
      read_all<std::int32_t>(reader, section + "/ElementConnectivity", static_cast<std::int64_t>(connectivity.size()));
  std::vector<std::int32_t> offsets;
  if (has_offsets) offsets = read_all<std::int32_t>(reader, section + "/ElementStartOffset", count + 1);
  expect(has_offsets || pcgns::find_node(reader.tree(), section + "/ElementStartOffset") == nullptr,
         section + ": no ElementStartOffset before CGNS 4.0");
  reader.flush();
  for (std::size_t i = 0; i < connectivity.size(); ++i)
    expect(stored[i] == connectivity[i], section + " connectivity entry " + std::to_string(i));
  for (std::size_t e = 0; e < offsets.size(); ++e)
    expect(offsets[e] == npe * static_cast<std::int64_t>(e), section + " offset " + std::to_string(e));
}

// The Poly zone of tube_case.h (capi_write poly).
void check_poly(pcgns::ParallelReader& reader) {
  const auto x = read_all<double>(reader, "/Base/Poly/GridCoordinates/CoordinateX", TUBE_VERTICES);
  reader.flush();
  for (std::int64_t g = 0; g < TUBE_VERTICES; ++g)
    expect(x[static_cast<std::size_t>(g)] == tube_coordinate(0, g), "poly coordinate " + std::to_string(g));
  check_poly_section(reader, "Faces", TUBE_FACES, 4, tube_face_node);
  const auto parents = read_all<std::int32_t>(reader, "/Base/Poly/Faces/ParentElements", 2 * TUBE_FACES);
  const auto positions = read_all<std::int32_t>(reader, "/Base/Poly/Faces/ParentElementsPosition", 2 * TUBE_FACES);
  reader.flush();
  for (std::int64_t f = 0; f < TUBE_FACES; ++f)
    for (int side = 0; side < 2; ++side) {
      const auto at = static_cast<std::size_t>(side * TUBE_FACES + f);
      expect(parents[at] == tube_face_parent(f, side) && positions[at] == tube_face_position(f, side),
             "parents of face " + std::to_string(f) + " side " + std::to_string(side));
    }
  check_poly_section(reader, "Cells", TUBE_CELLS, 6, tube_cell_face);
}

}  // namespace

int main(int argc, char** argv) {
  MPI_Init(&argc, &argv);
  int status = 0;
  try {
    if (argc != 4) throw std::runtime_error("usage: capi_check shared|tube|poly|poly_extras FILE VERSION");
    const std::string mode = argv[1];
    pcgns::ParallelReader reader(MPI_COMM_WORLD, argv[2]);
    expect(reader.version().to_string() == argv[3], "stamped version " + reader.version().to_string());
    if (mode == "poly") {
      check_poly(reader);
    } else if (mode == "poly_extras") {
      check_poly(reader);
      check_tube_extras(reader, "/Base/Poly");
      check_iterations(reader);
    } else {
      check_tube(reader);
      check_tube_extras(reader, "/Base/Tube");
      expect((pcgns::find_node(reader.tree(), "/Base/Block") != nullptr) == (mode == "shared"), "Block zone presence");
      if (mode == "shared") check_block(reader);
    }
    status = mismatches == 0 ? 0 : 1;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "capi_check: %s\n", e.what());
    status = 2;
  }
  MPI_Allreduce(MPI_IN_PLACE, &status, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
  MPI_Finalize();
  return status;
}
