// pcgns-split under 1, 2 and 3 ranks on NGON_n/NFACE_n zones: a generated mesh of
// polyhedra (NGON_n faces, NFACE_n cells, a BC listing faces) cut by every method into
// 1, 2, 3 and 7 parts, from the whole file and from the per-rank set, in the 4.x layout
// (ElementStartOffset), the 3.4 one and the 3.x one (counts inline), with vertex or
// face interfaces, and merged back to the very same tree; a cell naming a face outside the NGON_n section and a face naming
// a vertex outside the zone refused naming the file, the node and the element.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <map>
#include <string>
#include <vector>

#include "generated_round_trip.hpp"
#include "mpi_test_support.hpp"
#include "pcgns/error.hpp"
#include "pcgns/generate.hpp"
#include "pcgns/sids/all.hpp"
#include "pcgns/split/split.hpp"
#include "pcgns/tree_io.hpp"
#include "support/same_tree.hpp"
#include "support/two_polyhedra.hpp"

namespace pcgns::test {
namespace {

namespace fs = std::filesystem;

class PolyZoneTest : public GeneratedRoundTrip {
 protected:
  PolyZoneTest() : GeneratedRoundTrip(generate::Elements::poly) {}
};

TEST_F(PolyZoneTest, EveryMethodIntoEveryPartCountFromAFileMergesBackToTheSameTree) {
  const auto set = generated("set", CgnsVersion{4400});
  const auto whole = merge_into(set, dir_ / "whole.cgns");
  for (const auto method :
       {split::Method::hilbert, split::Method::automatic, split::Method::ptscotch, split::Method::metis})
    for (const int parts : {1, 2, 3, 7})
      expect_round_trip(whole, {whole}, method, parts,
                        std::string(split::to_string(method)) + " " + std::to_string(parts) + " parts", parts == 7);
}

TEST_F(PolyZoneTest, APerRankSetIsCutIntoAnotherPartCountAndMergedBackToo) {
  const auto set = generated("set", CgnsVersion{4400});
  const auto whole = merge_into(set, dir_ / "whole.cgns");
  for (const int parts : {1, 3, 7})
    expect_round_trip(whole, set, split::Method::ptscotch, parts,
                      "ptscotch " + std::to_string(parts) + " parts from the set", true);
  expect_round_trip(whole, set, split::Method::hilbert, 2, "hilbert 2 parts from the set");
}

TEST_F(PolyZoneTest, The34AndTheCountedLayoutsAreCutAndMergedBackToo) {
  for (const CgnsVersion version : {CgnsVersion{3400}, CgnsVersion{3300}}) {
    const std::string name = "set" + version.to_string();
    const auto set = generated(name, version);
    const auto whole = merge_into(set, dir_ / (name + ".cgns"));
    expect_round_trip(whole, {whole}, split::Method::hilbert, 7, name + ", 7 parts from the file", true);
    expect_round_trip(whole, set, split::Method::ptscotch, 2, name + ", 2 parts from the set");
    expect_round_trip(whole, {whole}, split::Method::metis, 3, name + ", metis 3 parts from the file");
  }
}

// --interface face: each cut face is listed by both parts (their own NGON_n elements,
// the other's as donors, in one order) and once in the edge cut; the interfaces are
// dropped by the merge, which gives the same tree back.
TEST_F(PolyZoneTest, FaceInterfacesListEachCutFaceOnBothSidesAndTheRoundTripStaysExact) {
  const auto set = generated("set", CgnsVersion{4400});
  const auto whole = merge_into(set, dir_ / "whole.cgns");
  for (const auto method : {split::Method::hilbert, split::Method::ptscotch}) {
    auto options = options_for({whole}, method, 3, "faces");
    options.interface = split::InterfaceLocation::face;
    const auto report = split::run(MPI_COMM_WORLD, options);
    std::int64_t listed = 0;
    for (const auto& part : report.part_summaries) listed += part.interface_faces;
    EXPECT_EQ(listed, 2 * report.edge_cut) << split::to_string(method);
    const auto back = merge_into({split::main_file(options.stem)}, dir_ / "faces_back.cgns");
    const auto differences = tree_differences(whole, back);
    EXPECT_TRUE(differences.empty()) << split::to_string(method) << ": " << differences.size() << " differences, first "
                                     << (differences.empty() ? "" : differences.front());
  }
}

// The two polyhedra of two_polyhedra.hpp written to `file`; `faces` and `cells` replace
// the faces' vertices and the cells' faces where given.
fs::path write_two_polyhedra(const fs::path& file, std::vector<std::int64_t> faces, std::vector<std::int64_t> cells,
                             CgnsVersion version) {
  if (world_rank() == 0) {
    WriteOptions options;
    options.version = version;
    write_tree(file, two_polyhedra_tree(std::move(faces), std::move(cells), version), options);
  }
  MPI_Barrier(MPI_COMM_WORLD);
  return file;
}

TEST_F(PolyZoneTest, TwoHandBuiltPolyhedraAreCutAndMergedBack) {
  for (const CgnsVersion version : {CgnsVersion{4400}, CgnsVersion{3300}}) {
    const auto input = write_two_polyhedra(dir_ / ("two" + version.to_string() + ".cgns"), {}, {}, version);
    // Two cells in two parts only by the curve: the graph partitioners may leave one empty.
    for (const auto method : {split::Method::hilbert, split::Method::ptscotch, split::Method::metis})
      for (const int parts : {1, 2})
        if (parts == 1 || method == split::Method::hilbert)
          expect_round_trip(input, {input}, method, parts,
                            version.to_string() + " " + split::to_string(method) + " " + std::to_string(parts));
  }
}

TEST_F(PolyZoneTest, ACellNamingAFaceOutsideTheNgonSectionIsRefusedOnEveryRankWritingNothing) {
  for (const CgnsVersion version : {CgnsVersion{4400}, CgnsVersion{3300}}) {
    const std::string name = "face" + version.to_string();
    const auto input =
        write_two_polyhedra(dir_ / (name + ".cgns"), {}, {1, 2, 4, 5, 8, 9, -2, 3, 6, 7, 10, 99}, version);
    for (const auto method : {split::Method::hilbert, split::Method::ptscotch}) {
      const auto options = options_for(std::vector<fs::path>{input}, method, 2, name + "_" + split::to_string(method));
      expect_error<InputError>([&] { split::run(MPI_COMM_WORLD, options); },
                               {name + ".cgns", "/Base/Zone", "Cells", "element 13", "face 99", "'Faces'"});
      EXPECT_FALSE(fs::exists(split::main_file(options.stem))) << name << " " << split::to_string(method);
    }
  }
}

TEST_F(PolyZoneTest, AFaceNamingAVertexOutsideTheZoneIsRefusedOnEveryRankWritingNothing) {
  std::vector<std::int64_t> faces = two_polyhedra_faces();
  faces[42] = 13;  // the last face's third vertex
  for (const CgnsVersion version : {CgnsVersion{4400}, CgnsVersion{3300}}) {
    const std::string name = "vertex" + version.to_string();
    const auto input = write_two_polyhedra(dir_ / (name + ".cgns"), faces, {}, version);
    const auto options = options_for(std::vector<fs::path>{input}, split::Method::hilbert, 2, name + "_parts");
    expect_error<InputError>([&] { split::run(MPI_COMM_WORLD, options); },
                             {name + ".cgns", "/Base/Zone", "Faces", "element 11", "vertex 13"});
    EXPECT_FALSE(fs::exists(split::main_file(options.stem))) << name;
  }
}

// Two hexahedra as polyhedra, the cells numbered before the faces: the cells are
// elements 1-2, the faces `face_start` to `face_start` + 10.
fs::path write_cells_first(const fs::path& input, std::int64_t face_start) {
  if (world_rank() == 0) {
    Node root("/", "Root Node of HDF5 File");
    Node& zone = sids::add_zone(sids::add_base(root, "Base", 3, 3), "Zone", sids::ZoneType::Unstructured,
                                sids::ZoneSizes::unstructured(12, 2));
    add_two_hexa_coordinates(zone);
    const std::vector<std::int64_t> faces{1, 4, 10, 7, 2,  5,  11, 8, 3, 6, 12, 9, 1,  2,  8, 7, 4, 5, 11, 10, 2,  3,
                                          9, 8, 5,  6, 12, 11, 1,  2, 5, 4, 7,  8, 11, 10, 2, 3, 6, 5, 8,  9,  12, 11};
    std::vector<std::int64_t> face_offsets;
    for (std::int64_t f = 0; f <= 11; ++f) face_offsets.push_back(4 * f);
    std::vector<std::int64_t> cells{0, 1, 3, 4, 7, 8, -1, 2, 5, 6, 9, 10};
    for (std::int64_t& face : cells) face += face < 0 ? -face_start : face_start;
    sids::add_poly_section(zone, "Cells", sids::ElementType::NFACE_n, 1, 2, {0, 6, 12}, cells, CgnsVersion{4400});
    sids::add_poly_section(zone, "Faces", sids::ElementType::NGON_n, face_start, face_start + 10, face_offsets, faces,
                           CgnsVersion{4400});
    write_tree(input, root, WriteOptions{});
  }
  MPI_Barrier(MPI_COMM_WORLD);
  return input;
}

// The parts' cells name their faces by the faces' local element numbers wherever those
// start.
TEST_F(PolyZoneTest, CellsNumberedBeforeTheirFacesAreCutAndMergedBack) {
  const fs::path input = write_cells_first(dir_ / "cells_first.cgns", 3);
  for (const int parts : {1, 2})
    expect_round_trip(input, {input}, split::Method::hilbert, parts, "cells first, " + std::to_string(parts));
}

// Face numbers past 2^31 (a gap in the element numbers, which the standard allows
// between sections): the cells' records are held as int64, not narrowed to int32, and
// the merge gives the faces their numbers back from the order record.
TEST_F(PolyZoneTest, FaceNumbersBeyond32BitsAreCutAndMergedBackWithTheirGap) {
  const fs::path input = write_cells_first(dir_ / "far_faces.cgns", std::int64_t{3} << 30);
  for (const int parts : {1, 2}) {  // two cells
    const std::string label = "far faces, " + std::to_string(parts) + " parts";
    expect_round_trip(input, {input}, split::Method::hilbert, parts, label);
    expect_round_trip(input, {input}, split::Method::hilbert, parts, label + ", from the part files", true);
  }
}

// An order record whose range for a section overlaps the section before cannot be given
// back: the merge refuses it, naming the section and both ranges, and writes nothing.
TEST_F(PolyZoneTest, ARecordedRangeOverlappingTheSectionBeforeIsRefused) {
  const fs::path input = write_cells_first(dir_ / "cells_and_faces.cgns", std::int64_t{3} << 30);
  const auto options = options_for(std::vector<fs::path>{input}, split::Method::hilbert, 1, "overlap");
  split::run(MPI_COMM_WORLD, options);
  const fs::path part = options.stem.string() + "_sub_0.cgns", tampered = dir_ / "tampered.cgns";
  if (world_rank() == 0) {
    Node root = read_tree(part);
    const std::string record = "/Base/Zone.P0.N0/:pcgns#Order/";
    ASSERT_EQ(find_node(root, record + "SectionNames")->dims.back(), 2);  // Cells, then Faces
    const auto ranges = find_node(root, record + "SectionRanges")->values<std::int64_t>();
    ranges[3] = 2;  // Faces from 2, over the cells' 1-2
    ranges[4] = 12;
    write_tree(tampered, root, WriteOptions{});
  }
  MPI_Barrier(MPI_COMM_WORLD);
  expect_error<InputError>([&] { merge_into({tampered}, dir_ / "merged.cgns"); },
                           {"section 'Faces'", "would get elements 3-13", "the order record says 2-12"});
  EXPECT_FALSE(fs::exists(dir_ / "merged.cgns"));
}

}  // namespace
}  // namespace pcgns::test
