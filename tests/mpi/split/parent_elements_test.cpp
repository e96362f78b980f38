// pcgns-split under 1, 2 and 3 ranks on sections with ParentElements and
// ParentElementsPosition: NGON_n faces (two polyhedra built by hand, a generated mesh of
// polyhedra) and the QUAD_4 boundary faces of a generated hexahedral mesh, cut into 1, 2
// and 3 parts from a file and from a per-rank set (and with --interface face), each
// part's faces naming their cells by the part's element numbers (0 for a cell of another
// part), and merged back to the very same tree; boundary triangles of tetrahedra whose
// vertices other parts hold go with their cell. Parents that are no cells, arrays of
// another shape, parents that disagree with the cells' faces, ParentData and parents of
// cells are refused naming the file, the zone and the section.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <functional>
#include <initializer_list>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "generated_round_trip.hpp"
#include "mpi_test_support.hpp"
#include "pcgns/error.hpp"
#include "pcgns/sids/all.hpp"
#include "pcgns/split/split.hpp"
#include "pcgns/tree_io.hpp"
#include "support/face_parents.hpp"
#include "support/same_tree.hpp"
#include "support/two_hexa.hpp"
#include "support/two_polyhedra.hpp"

namespace pcgns::test {
namespace {

namespace fs = std::filesystem;

// A file read whole, changed by `edit(zone "/Base/Zone")` on rank 0 and written to `out`
// in the same version.
fs::path rewritten(const fs::path& in, const fs::path& out, const std::function<void(Node&)>& edit) {
  if (world_rank() == 0) {
    ReadOptions everything;
    everything.load_threshold = std::int64_t{1} << 40;
    Node root = read_tree(in, everything);
    edit(*find_node(root, "/Base/Zone"));
    WriteOptions options;
    options.version = tree_version(root);
    write_tree(out, root, options);
  }
  MPI_Barrier(MPI_COMM_WORLD);
  return out;
}

// Entries of an array of /Base/Zone in a file: those other than 0, and all of them.
std::pair<std::size_t, std::size_t> nonzero_entries(const fs::path& file, const std::string& array) {
  ReadOptions everything;
  everything.load_threshold = std::int64_t{1} << 40;
  const auto values = find_node(read_tree(file, everything), "/Base/Zone/" + array)->as_int64();
  return {values.size() - static_cast<std::size_t>(std::count(values.begin(), values.end(), 0)), values.size()};
}

fs::path two_polyhedra_with_parents(const fs::path& file, CgnsVersion version,
                                    const std::function<void(Node&)>& edit = {}) {
  if (world_rank() == 0) {
    Node root = two_polyhedra_tree({}, {}, version, true);
    if (edit) edit(*find_node(root, "/Base/Zone/Faces"));
    WriteOptions options;
    options.version = version;
    write_tree(file, root, options);
  }
  MPI_Barrier(MPI_COMM_WORLD);
  return file;
}

void set_values(Node& array, const std::vector<std::int64_t>& values) {
  array = make_data_node(array.name, array.label, std::vector<std::int32_t>(values.begin(), values.end()), array.dims);
}

// --interface face (shared faces listed at FaceCenter; face sections for fixed types):
// the parents are cut as without, and the merge drops the interfaces.
void expect_face_interfaces_round_trip(const fs::path& whole, const std::string& label) {
  split::SplitOptions options;
  options.inputs = {whole};
  options.parts = 3;
  options.method = split::Method::hilbert;
  options.interface = split::InterfaceLocation::face;
  options.stem = whole.parent_path() / "faces";
  options.force = true;
  split::run(MPI_COMM_WORLD, options);
  const auto back = merge_into({split::main_file(options.stem)}, whole.parent_path() / "faces_back.cgns");
  const auto differences = tree_differences(whole, back);
  EXPECT_TRUE(differences.empty()) << label << ", face interfaces: " << differences.size() << " differences, first "
                                   << (differences.empty() ? "" : differences.front());
}

class ParentsRoundTrip : public GeneratedRoundTrip {
 protected:
  explicit ParentsRoundTrip(generate::Elements elements) : GeneratedRoundTrip(elements) {}

  // `whole` cut by hilbert into 1 to 3 parts and by ptscotch into 3 (the parents do not
  // depend on how the cells were chosen; the sanitizer run pays for every cut), and the
  // per-rank set of two parts it is cut into (parents in its parts' numbers) cut again
  // into each of `set_parts`, all merged back to `whole`; then with face interfaces.
  void expect_every_round_trip(const fs::path& whole, std::initializer_list<int> set_parts, const std::string& label) {
    for (const auto& [method, parts] : {std::pair{split::Method::hilbert, 1}, std::pair{split::Method::hilbert, 2},
                                        std::pair{split::Method::hilbert, 3}, std::pair{split::Method::ptscotch, 3}})
      expect_round_trip(whole, {whole}, method, parts,
                        std::string(split::to_string(method)) + ", " + std::to_string(parts) + " parts", parts == 3);
    const auto options = options_for({whole}, split::Method::hilbert, 2, "set_of_two");
    split::run(MPI_COMM_WORLD, options);
    for (const int parts : set_parts)
      expect_round_trip(whole, {split::main_file(options.stem)}, split::Method::ptscotch, parts,
                        "from the set of two, " + std::to_string(parts) + " parts");
    expect_face_interfaces_round_trip(whole, label);
  }
};

class PolyParentsTest : public ParentsRoundTrip {
 protected:
  PolyParentsTest() : ParentsRoundTrip(generate::Elements::poly) {}
};

class HexaParentsTest : public ParentsRoundTrip {
 protected:
  HexaParentsTest() : ParentsRoundTrip(generate::Elements::hexa) {}

  // The generated hexahedra merged into one file, their "Inflow" quads given parents.
  fs::path hexa_with_inflow_parents() {
    const auto plain = merge_into(generated("set", CgnsVersion{4400}), dir_ / "plain.cgns");
    return rewritten(plain, dir_ / "whole.cgns", [](Node& zone) { add_parents_from_hexa(zone, "Inflow", "Hexa"); });
  }
};

// In two parts each polyhedron is alone with its six faces: the face between them is in
// both, its other cell 0 in each; every face keeps one cell, positions only beside one.
TEST_F(PolyParentsTest, EachPartNamesItsOwnCellsAndTheSharedFaceKeepsOneSideInEach) {
  const auto input = two_polyhedra_with_parents(dir_ / "two.cgns", CgnsVersion{4400});
  const auto options = options_for({input}, split::Method::hilbert, 2, "two_parts");
  split::run(MPI_COMM_WORLD, options);
  if (world_rank() == 0)
    for (int part = 0; part < 2; ++part) {
      ReadOptions everything;
      everything.load_threshold = std::int64_t{1} << 40;
      const Node root = read_tree(options.stem.string() + "_sub_" + std::to_string(part) + ".cgns", everything);
      const Node& faces = *find_node(root, "/Base/Zone.P" + std::to_string(part) + ".N0/Faces");
      const auto cell = find_node(root, "/Base/Zone.P" + std::to_string(part) + ".N0/Cells/ElementRange")->as_int64();
      ASSERT_EQ(cell[0], cell[1]) << "part " << part;  // one polyhedron
      const auto parents = faces.require_child("ParentElements").as_int64();
      const auto positions = faces.require_child("ParentElementsPosition").as_int64();
      EXPECT_EQ(faces.require_child("ParentElements").dims, (Dims{6, 2})) << "part " << part;
      for (std::size_t face = 0; face < 6; ++face) {
        const bool left = parents[face] != 0, right = parents[6 + face] != 0;
        EXPECT_NE(left, right) << "part " << part << " face " << face + 1;
        EXPECT_EQ(left ? parents[face] : parents[6 + face], cell[0]) << "part " << part << " face " << face + 1;
        EXPECT_EQ(positions[face] != 0, left) << "part " << part << " face " << face + 1;
        EXPECT_EQ(positions[6 + face] != 0, right) << "part " << part << " face " << face + 1;
      }
    }
  const auto back = merge_into({split::main_file(options.stem)}, dir_ / "two_back.cgns");
  const auto differences = tree_differences(input, back);
  EXPECT_TRUE(differences.empty()) << differences.size() << " differences, first "
                                   << (differences.empty() ? "" : differences.front());
}

// A section's other children (a FamilyName, a Descriptor) describe the whole section:
// every part's section carries them as they are, and the merge keeps one copy, so the
// round trip gives the input back (they were dropped).
TEST_F(PolyParentsTest, OtherChildrenOfASectionReachEveryPartAndComeBackOnce) {
  const auto input = two_polyhedra_with_parents(dir_ / "extras.cgns", CgnsVersion{4400}, [](Node& faces) {
    faces.add(make_string_node("FamilyName", "FamilyName_t", "Wall"));
    faces.add(make_string_node("Note", "Descriptor_t", "faces of the two cells"));
  });
  const auto options = options_for({input}, split::Method::hilbert, 2, "extras_parts");
  split::run(MPI_COMM_WORLD, options);
  if (world_rank() == 0)
    for (int part = 0; part < 2; ++part) {
      const Node root = read_tree(options.stem.string() + "_sub_" + std::to_string(part) + ".cgns");
      const std::string faces = "/Base/Zone.P" + std::to_string(part) + ".N0/Faces";
      ASSERT_NE(find_node(root, faces + "/FamilyName"), nullptr) << "part " << part;
      EXPECT_EQ(find_node(root, faces + "/FamilyName")->as_string(), "Wall") << "part " << part;
      EXPECT_EQ(find_node(root, faces + "/Note")->as_string(), "faces of the two cells") << "part " << part;
    }
  const auto back = merge_into({split::main_file(options.stem)}, dir_ / "extras_back.cgns");
  const auto differences = tree_differences(input, back);
  EXPECT_TRUE(differences.empty()) << differences.size() << " differences, first "
                                   << (differences.empty() ? "" : differences.front());
}

TEST_F(PolyParentsTest, TwoHandBuiltPolyhedraWithParentsAreCutAndMergedBack) {
  for (const CgnsVersion version : {CgnsVersion{4400}, CgnsVersion{3300}}) {
    const auto input = two_polyhedra_with_parents(dir_ / ("two" + version.to_string() + ".cgns"), version);
    for (const int parts : {1, 2})
      expect_round_trip(input, {input}, split::Method::hilbert, parts,
                        version.to_string() + ", " + std::to_string(parts) + " parts", parts == 2);
  }
}

TEST_F(PolyParentsTest, GeneratedPolyhedraWithParentsAreCutIntoOneToThreePartsFromAFileAndFromASet) {
  const auto set = generated("set", CgnsVersion{4400});
  const auto plain = merge_into(set, dir_ / "plain.cgns");
  const auto whole =
      rewritten(plain, dir_ / "whole.cgns", [](Node& zone) { add_parents_from_cells(zone, "Faces", "Cells"); });
  if (world_rank() == 0) {  // a parent for each face of each cell
    EXPECT_EQ(nonzero_entries(whole, "Faces/ParentElements").first,
              nonzero_entries(whole, "Cells/ElementConnectivity").second);
  }
  expect_every_round_trip(whole, {1, 3}, "poly");
}

TEST_F(HexaParentsTest, BoundaryQuadsWithParentsAreCutWithTheirCellsAndMergedBack) {
  const auto whole = hexa_with_inflow_parents();
  if (world_rank() == 0) {  // each quad's hexahedron on the left, none on the right
    const auto [parents, entries] = nonzero_entries(whole, "Inflow/ParentElements");
    EXPECT_EQ(2 * parents, entries);
  }
  expect_every_round_trip(whole, {3}, "hexa");
}

// --renumber hilbert reorders each part's cells: the faces' parents follow them.
TEST_F(HexaParentsTest, RenumberedCellsAreTheParentsTheFacesName) {
  const auto whole = hexa_with_inflow_parents();
  auto options = options_for({whole}, split::Method::hilbert, 3, "renumbered");
  options.renumber = split::CellOrder::hilbert;
  split::run(MPI_COMM_WORLD, options);
  // Merged back, each face names its hexahedron again, whatever order the parts held it in.
  const auto back = merge_into({split::main_file(options.stem)}, dir_ / "renumbered_back.cgns");
  if (world_rank() != 0) return;
  ReadOptions everything;
  everything.load_threshold = std::int64_t{1} << 40;
  const Node original = read_tree(whole, everything), merged = read_tree(back, everything);
  for (const char* array : {"ParentElements", "ParentElementsPosition"}) {
    const std::string path = std::string("/Base/Zone/Inflow/") + array;
    ASSERT_NE(find_node(merged, path), nullptr) << path;
    EXPECT_EQ(find_node(merged, path)->as_int64(), find_node(original, path)->as_int64()) << path;
  }
}

// `triangles` (three nodes each) as a MIXED section "Boundary" from element `start`: each
// triangle's type code before its nodes (CGNS 4.x offsets).
Node& add_mixed_triangles(Node& zone, std::int64_t start, const std::vector<std::int64_t>& triangles) {
  std::vector<std::int64_t> offsets{0}, items;
  for (std::size_t t = 0; t < triangles.size(); t += 3) {
    items.push_back(static_cast<std::int64_t>(sids::ElementType::TRI_3));
    items.insert(items.end(), triangles.begin() + static_cast<std::ptrdiff_t>(t),
                 triangles.begin() + static_cast<std::ptrdiff_t>(t + 3));
    offsets.push_back(static_cast<std::int64_t>(items.size()));
  }
  const auto count = static_cast<std::int64_t>(triangles.size() / 3);
  return sids::add_poly_section(zone, "Boundary", sids::ElementType::MIXED, start, start + count - 1, offsets, items,
                                CgnsVersion{4400});
}

// A row of `cubes` unit cubes along x, each cut into six tetrahedra around its diagonal
// (TETRA_4 "Tetra"), and the triangles on the row's boundary (TRI_3 "Boundary", or MIXED
// with `mixed`, as Gmsh-based converters write boundaries) with their tetrahedron on the
// left: a triangle's three vertices are often all in other tetrahedra too, so a part
// without its tetrahedron may hold them.
fs::path tetra_row(const fs::path& file, int cubes, bool mixed = false) {
  if (world_rank() == 0) {
    const auto vertex = [&](int i, int j, int k) { return std::int64_t{1} + i + (cubes + 1) * (j + 2 * k); };
    Node root("/", "Root Node of HDF5 File");
    Node& zone = sids::add_zone(sids::add_base(root, "Base", 3, 3), "Zone", sids::ZoneType::Unstructured,
                                sids::ZoneSizes::unstructured(4 * (cubes + 1), 6 * cubes));
    add_lattice_coordinates(zone, cubes + 1, 2, 2);
    // Faces 1 (nodes 1, 2, 3) and 3 (nodes 2, 3, 4) of each tetrahedron: on the cube's
    // boundary, and on the row's unless two cubes share them. Faces 2 and 4 are inside.
    std::vector<std::int64_t> tetra;
    std::map<std::set<std::int64_t>, std::vector<std::array<std::int64_t, 5>>> faces;  // nodes, cell, position
    for (int c = 0; c < cubes; ++c) {
      // Corners 1-8 of the cube, 1 and 7 its diagonal; the other six in a cycle around it.
      const std::int64_t v[9] = {0,
                                 vertex(c, 0, 0),
                                 vertex(c + 1, 0, 0),
                                 vertex(c + 1, 1, 0),
                                 vertex(c, 1, 0),
                                 vertex(c, 0, 1),
                                 vertex(c + 1, 0, 1),
                                 vertex(c + 1, 1, 1),
                                 vertex(c, 1, 1)};
      const int ring[7] = {2, 3, 4, 8, 5, 6, 2};
      for (int t = 0; t < 6; ++t) {
        const std::int64_t a = v[ring[t]], b = v[ring[t + 1]], cell = 6 * c + t + 1;
        tetra.insert(tetra.end(), {v[1], a, b, v[7]});
        faces[{v[1], a, b}].push_back({v[1], a, b, cell, 1});
        faces[{a, b, v[7]}].push_back({a, b, v[7], cell, 3});
      }
    }
    std::vector<std::int64_t> triangles, parents, positions;
    for (const auto& [corners, copies] : faces) {
      if (copies.size() != 1) continue;
      triangles.insert(triangles.end(), copies[0].begin(), copies[0].begin() + 3);
      parents.push_back(copies[0][3]);
      positions.push_back(copies[0][4]);
    }
    const auto count = static_cast<std::int64_t>(parents.size());
    sids::add_section(zone, "Tetra", sids::ElementType::TETRA_4, 1, 6 * cubes, 0, tetra);
    Node& boundary = mixed ? add_mixed_triangles(zone, 6 * cubes + 1, triangles)
                           : sids::add_section(zone, "Boundary", sids::ElementType::TRI_3, 6 * cubes + 1,
                                               6 * cubes + count, 0, triangles);
    parents.resize(2 * parents.size(), 0);
    positions.resize(2 * positions.size(), 0);
    add_face_parents(boundary, FaceParents{parents, positions});
    write_tree(file, root);
  }
  MPI_Barrier(MPI_COMM_WORLD);
  return file;
}

// The fixture's round trip, on meshes built here.
class TetraParentsTest : public GeneratedRoundTrip {
 protected:
  TetraParentsTest() : GeneratedRoundTrip(generate::Elements::hexa) {}
};

TEST_F(TetraParentsTest, BoundaryTrianglesGoWithTheirTetrahedronWhereOtherPartsHoldTheirVertices) {
  const auto input = tetra_row(dir_ / "tetra.cgns", 4);
  for (const auto method : {split::Method::hilbert, split::Method::ptscotch, split::Method::metis})
    for (const int parts : {2, 3, 4, 5})
      expect_round_trip(input, {input}, method, parts,
                        std::string(split::to_string(method)) + ", " + std::to_string(parts) + " parts");
}

TEST_F(TetraParentsTest, MixedBoundaryTrianglesWithParentsAreCutWithTheirTetrahedronAndMergedBack) {
  const auto input = tetra_row(dir_ / "tetra_mixed.cgns", 4, true);
  for (const int parts : {2, 3})
    expect_round_trip(input, {input}, split::Method::hilbert, parts, "mixed, " + std::to_string(parts) + " parts");
}

// ---- refused

// Split into two parts: refused with a message holding `fragments`, nothing written.
void expect_refused(const std::function<fs::path()>& input, const std::vector<std::string>& fragments,
                    const fs::path& stem) {
  split::SplitOptions options;
  options.inputs = {input()};
  options.parts = 2;
  options.method = split::Method::hilbert;
  options.stem = stem;
  options.force = true;
  expect_error<InputError>([&] { split::run(MPI_COMM_WORLD, options); }, fragments);
  EXPECT_FALSE(fs::exists(split::main_file(options.stem)));
}

TEST_F(PolyParentsTest, AParentThatIsNoCellIsRefusedNamingFileZoneSectionAndElement) {
  const auto input = [&] {
    return two_polyhedra_with_parents(dir_ / "face_parent.cgns", CgnsVersion{4400}, [](Node& faces) {
      auto values = faces.require_child("ParentElements").as_int64();
      values[2] = 3;  // face 3's left parent: a face
      set_values(*faces.child("ParentElements"), values);
    });
  };
  expect_refused(input,
                 {"face_parent.cgns", "/Base/Zone", "section 'Faces'", "element 3 has left parent 3", "neither 0"},
                 dir_ / "refused");
}

// Face 1 has no right parent; a position there cannot be carried (each part keeps the
// positions of its own parents only), so it is refused rather than zeroed.
TEST_F(PolyParentsTest, APositionBesideNoParentIsRefusedNotZeroed) {
  const auto input = [&] {
    return two_polyhedra_with_parents(dir_ / "lone_position.cgns", CgnsVersion{4400}, [](Node& faces) {
      auto values = faces.require_child("ParentElementsPosition").as_int64();
      values[11] = 2;  // face 1's right position, beside its right parent 0
      set_values(*faces.child("ParentElementsPosition"), values);
    });
  };
  expect_refused(input,
                 {"lone_position.cgns", "/Base/Zone", "section 'Faces'",
                  "element 1 has right parent 0 but ParentElementsPosition 2"},
                 dir_ / "refused");
}

TEST_F(PolyParentsTest, ParentElementsOfAnotherShapeAreRefused) {
  const auto input = [&] {
    return two_polyhedra_with_parents(dir_ / "shape.cgns", CgnsVersion{4400}, [](Node& faces) {
      faces.child("ParentElementsPosition")->dims = {2, 11};
    });
  };
  expect_refused(input,
                 {"shape.cgns", "/Base/Zone/Faces/ParentElementsPosition", "dimensions [2, 11]", "expected [11, 2]"},
                 dir_ / "refused");
}

// Face 1 is only the first cell's: naming the second as its right parent, the parents
// disagree with the cells, and the part holding face 1 cannot name that cell.
TEST_F(PolyParentsTest, ParentsDisagreeingWithTheCellsFacesAreRefused) {
  const auto input = [&] {
    return two_polyhedra_with_parents(dir_ / "disagree.cgns", CgnsVersion{4400}, [](Node& faces) {
      auto values = faces.require_child("ParentElements").as_int64();
      values[11] = 13;  // face 1's right parent
      set_values(*faces.child("ParentElements"), values);
    });
  };
  expect_refused(input, {"disagree.cgns", "/Base/Zone", "section 'Faces'", "1 of its 13 parents"}, dir_ / "refused");
}

TEST_F(PolyParentsTest, ParentDataAndParentsOfCellsAreRefused) {
  const auto parent_data = [&] {
    return two_polyhedra_with_parents(dir_ / "parent_data.cgns", CgnsVersion{4400}, [](Node& faces) {
      faces.add(make_data_node("ParentData", "DataArray_t", std::vector<std::int32_t>(44, 0), {11, 4}));
    });
  };
  expect_refused(parent_data, {"parent_data.cgns", "/Base/Zone", "section 'Faces'", "ParentData"}, dir_ / "refused");
  const auto cell_parents = [&] {
    fs::path file = dir_ / "cell_parents.cgns";
    if (world_rank() == 0) {
      Node root = two_polyhedra_tree({}, {}, CgnsVersion{4400});
      add_face_parents(*find_node(root, "/Base/Zone/Cells"),
                       FaceParents{std::vector<std::int64_t>(4, 0), std::vector<std::int64_t>(4, 0)});
      write_tree(file, root);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    return file;
  };
  expect_refused(cell_parents, {"cell_parents.cgns", "/Base/Zone", "section 'Cells'", "ParentElements of cells"},
                 dir_ / "refused");
}

}  // namespace
}  // namespace pcgns::test
