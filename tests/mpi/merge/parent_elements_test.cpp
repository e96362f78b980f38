// pcgns-merge under 1, 2 and 3 ranks on a per-rank set whose NGON_n faces carry
// ParentElements in part-local element numbers, as Maia writes them: the two polyhedra
// of two_polyhedra.hpp cut in two (by pcgns-split, without parents), each part then
// given the ParentElements and ParentElementsPosition its own NFACE_n cells imply. The
// face between the cells is in both parts, with the other part's cell 0 in each; the
// merge must give the original (left, right) pairs back in merged element ids. Parents
// naming no cell of their part, of the wrong shape, or halves that disagree are refused
// naming the file, the node and the face.
#include <gtest/gtest.h>

#include <functional>
#include <string>
#include <vector>

#include "mpi_test_support.hpp"
#include "pcgns/error.hpp"
#include "pcgns/merge/merge.hpp"
#include "pcgns/split/split.hpp"
#include "pcgns/tree_io.hpp"
#include "support/merged_file.hpp"
#include "support/same_tree.hpp"
#include "support/shared_dir.hpp"
#include "support/two_polyhedra.hpp"

namespace pcgns::test {
namespace {

namespace fs = std::filesystem;

// A part zone's faces given the parents its own cells imply, then `edit(faces section)`.
void add_local_parents(Node& zone, const std::function<void(Node&)>& edit) {
  add_parents_from_cells(zone, "Faces", "Cells");
  if (edit) edit(*zone.child("Faces"));
}

class MergeParentsTest : public ::testing::Test {
 protected:
  // The two polyhedra with parents, written whole (what the merge must give back).
  fs::path whole_with_parents() {
    fs::path file = dir_ / "whole.cgns";
    if (world_rank() == 0) write_tree(file, two_polyhedra_tree({}, {}, CgnsVersion{4400}, true));
    MPI_Barrier(MPI_COMM_WORLD);
    return file;
  }

  // The two polyhedra cut in two parts, each part file rewritten under `name` with the
  // parents of its own faces in its own element numbers, then `edit(part, faces)`.
  std::vector<fs::path> parts_with_parents(const std::string& name, const std::function<void(int, Node&)>& edit = {}) {
    const fs::path plain = dir_ / "plain.cgns";
    if (world_rank() == 0) write_tree(plain, two_polyhedra_tree({}, {}, CgnsVersion{4400}));
    MPI_Barrier(MPI_COMM_WORLD);
    split::SplitOptions options;
    options.inputs = {plain};
    options.parts = 2;
    options.method = split::Method::hilbert;
    options.stem = dir_ / "cut";
    options.force = true;
    split::run(MPI_COMM_WORLD, options);
    fs::create_directories(dir_ / name);
    std::vector<fs::path> files;
    for (int part = 0; part < 2; ++part) {
      const std::string file = "cut_sub_" + std::to_string(part) + ".cgns";
      files.push_back(dir_ / name / file);
      if (world_rank() != 0) continue;
      ReadOptions everything;
      everything.load_threshold = std::int64_t{1} << 40;
      Node root = read_tree(dir_ / file, everything);
      Node& zone = *find_node(root, "/Base/Zone.P" + std::to_string(part) + ".N0");
      add_local_parents(zone, edit ? [&](Node& faces) { edit(part, faces); } : std::function<void(Node&)>{});
      WriteOptions write;
      write.version = tree_version(root);
      write_tree(files.back(), root, write);
    }
    MPI_Barrier(MPI_COMM_WORLD);
    return files;
  }

  SharedDir dir_;
};

TEST_F(MergeParentsTest, LocalParentsOfBothPartsBecomeTheOriginalPairsInMergedElementIds) {
  const auto whole = whole_with_parents();
  const auto parts = parts_with_parents("parts");
  merge::MergeOptions options;  // --verify: the merged parents read back and compared with the parts' too
  options.inputs = parts;
  options.output = dir_ / "merged.cgns";
  options.verify = true;
  EXPECT_EQ(merge::run(MPI_COMM_WORLD, options).verified, true);
  const fs::path merged = options.output;
  if (world_rank() == 0) {
    const MergedFile f(merged);
    ASSERT_TRUE(f.has("/Base/Zone/Faces/ParentElements"));
    EXPECT_EQ(f.integers("/Base/Zone/Faces/ParentElements"),
              (std::vector<std::int64_t>{12, 12, 13, 12, 12, 13, 13, 12, 12, 13, 13,    // left
                                         0,  13, 0,  0,  0,  0,  0,  0,  0,  0,  0}));  // right
    EXPECT_EQ(f.node("/Base/Zone/Faces/ParentElements").dims, (Dims{11, 2}));
    EXPECT_EQ(f.integers("/Base/Zone/Faces/ParentElementsPosition"),
              (std::vector<std::int64_t>{1, 2, 2, 3, 4, 3, 4, 5, 6, 5, 6, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0}));
  }
  const auto differences = tree_differences(whole, merged);
  EXPECT_TRUE(differences.empty()) << differences.size() << " differences, first "
                                   << (differences.empty() ? "" : differences.front());
}

// The ParentElements of a faces section as values, and back (I4, as add_face_parents
// wrote them).
std::vector<std::int64_t> parents_of(const Node& faces) {
  return loaded_integers(faces.require_child("ParentElements"));
}
void set_array(Node& faces, const std::string& name, const std::vector<std::int64_t>& values) {
  Node& array = *faces.child(name);
  array = make_data_node(name, "DataArray_t", std::vector<std::int32_t>(values.begin(), values.end()), array.dims);
}
void set_parents(Node& faces, const std::vector<std::int64_t>& values) { set_array(faces, "ParentElements", values); }

TEST_F(MergeParentsTest, AParentThatIsNoCellOfThePartIsRefusedNamingFileNodeAndElement) {
  const auto parts = parts_with_parents("face_parent", [](int part, Node& faces) {
    if (part != 0) return;
    auto parents = parents_of(faces);
    parents[0] = 1;  // the part's first face, not a cell
    set_parents(faces, parents);
  });
  expect_error<InputError>(
      [&] { merge_into(parts, dir_ / "refused.cgns"); },
      {"cut_sub_0.cgns", "/Base/Zone.P0.N0/Faces/ParentElements", "element 1", "left parent 1", "neither 0"});
  EXPECT_FALSE(fs::exists(dir_ / "refused.cgns"));
}

TEST_F(MergeParentsTest, ParentElementsOfAnotherShapeThanFacesByTwoAreRefused) {
  const auto parts = parts_with_parents("shape", [](int part, Node& faces) {
    if (part != 1) return;
    faces.child("ParentElements")->dims = {2, 6};  // the part's six faces
  });
  expect_error<InputError>(
      [&] { merge_into(parts, dir_ / "refused.cgns"); },
      {"cut_sub_1.cgns", "/Base/Zone.P1.N0/Faces/ParentElements", "dimensions [2, 6]", "expected [6, 2]"});
  EXPECT_FALSE(fs::exists(dir_ / "refused.cgns"));
}

TEST_F(MergeParentsTest, AFaceWhoseCopiesNameDifferentCellsOnOneSideIsRefused) {
  // The part holding the right cell of the shared face names it on the left instead
  // (its position with it).
  const auto parts = parts_with_parents("disagree", [](int, Node& faces) {
    auto parents = parents_of(faces);
    auto positions = loaded_integers(faces.require_child("ParentElementsPosition"));
    const std::size_t faces_here = parents.size() / 2;
    for (std::size_t k = 0; k < faces_here; ++k)
      if (parents[faces_here + k] != 0) {
        std::swap(parents[k], parents[faces_here + k]);
        std::swap(positions[k], positions[faces_here + k]);
      }
    set_parents(faces, parents);
    set_array(faces, "ParentElementsPosition", positions);
  });
  expect_error<InputError>([&] { merge_into(parts, dir_ / "refused.cgns"); },
                           {"cut_sub_0.cgns", "cut_sub_1.cgns", "section 'Faces' ParentElements"});
  EXPECT_FALSE(fs::exists(dir_ / "refused.cgns"));
}

TEST_F(MergeParentsTest, APositionBesideNoParentIsRefusedNotZeroed) {
  const auto parts = parts_with_parents("lone_position", [](int part, Node& faces) {
    if (part != 1) return;
    auto positions = loaded_integers(faces.require_child("ParentElementsPosition"));
    const auto parents = parents_of(faces);
    const auto lone = std::find(parents.begin(), parents.end(), 0) - parents.begin();
    positions[static_cast<std::size_t>(lone)] = 5;
    set_array(faces, "ParentElementsPosition", positions);
  });
  expect_error<InputError>(
      [&] { merge_into(parts, dir_ / "refused.cgns"); },
      {"cut_sub_1.cgns", "/Base/Zone.P1.N0/Faces/ParentElementsPosition", "position 5", "no parent"});
  EXPECT_FALSE(fs::exists(dir_ / "refused.cgns"));
}

TEST_F(MergeParentsTest, APartWithoutTheParentsOthersHaveIsRefused) {
  const auto parts = parts_with_parents("lacking", [](int part, Node& faces) {
    if (part != 1) return;
    faces.remove("ParentElements");
    faces.remove("ParentElementsPosition");
  });
  expect_error<InputError>([&] { merge_into(parts, dir_ / "refused.cgns"); },
                           {"cut_sub_1.cgns", "/Base/Zone.P1.N0/Faces", "no ParentElements", "cut_sub_0.cgns"});
  EXPECT_FALSE(fs::exists(dir_ / "refused.cgns"));
}

// A section's other children (here a FamilyName and a Descriptor) are whole-section
// metadata every part carries alike: the merge keeps them once, in the parts' order.
TEST_F(MergeParentsTest, OtherChildrenOfASectionAlikeInEveryPartAreKeptOnce) {
  const auto parts = parts_with_parents("extras", [](int, Node& faces) {
    faces.add(make_string_node("FamilyName", "FamilyName_t", "Wall"));
    faces.add(make_string_node("Note", "Descriptor_t", "faces of the two cells"));
  });
  merge_into(parts, dir_ / "extras.cgns");
  if (world_rank() != 0) return;
  const MergedFile f(dir_ / "extras.cgns");
  ASSERT_TRUE(f.has("/Base/Zone/Faces/FamilyName"));
  EXPECT_EQ(f.node("/Base/Zone/Faces/FamilyName").as_string(), "Wall");
  EXPECT_EQ(f.node("/Base/Zone/Faces/FamilyName").label, "FamilyName_t");
  EXPECT_EQ(f.node("/Base/Zone/Faces/Note").as_string(), "faces of the two cells");
  EXPECT_EQ(f.node("/Base/Zone/Faces/Note").label, "Descriptor_t");
  const Node& faces = f.node("/Base/Zone/Faces");
  ASSERT_GE(faces.children.size(), 2U);
  EXPECT_EQ(faces.children[faces.children.size() - 2].name, "FamilyName");
  EXPECT_EQ(faces.children.back().name, "Note");
}

TEST_F(MergeParentsTest, AnOtherChildOfASectionThatDiffersBetweenPartsIsRefusedNotDropped) {
  const auto parts = parts_with_parents("extras_differ", [](int part, Node& faces) {
    faces.add(make_string_node("FamilyName", "FamilyName_t", part == 0 ? "Wall" : "Farfield"));
  });
  expect_error<InputError>([&] { merge_into(parts, dir_ / "refused.cgns"); },
                           {"cut_sub_1.cgns", "/Base/Zone.P1.N0/Faces/FamilyName", "cut_sub_0.cgns", "alike"});
  EXPECT_FALSE(fs::exists(dir_ / "refused.cgns"));
}

TEST_F(MergeParentsTest, AnOtherChildOfASectionInOnlySomePartsIsRefusedNotDropped) {
  const auto parts = parts_with_parents("extras_some", [](int part, Node& faces) {
    if (part == 1) faces.add(make_string_node("FamilyName", "FamilyName_t", "Wall"));
  });
  expect_error<InputError>([&] { merge_into(parts, dir_ / "refused.cgns"); },
                           {"cut_sub_1.cgns", "/Base/Zone.P1.N0/Faces", "cut_sub_0.cgns", "different children"});
  EXPECT_FALSE(fs::exists(dir_ / "refused.cgns"));
}

// A child too large to be read whole (left on disk by the reader) is refused before any
// comparison, which would read it on every rank; alike or not, one copy cannot be checked.
TEST_F(MergeParentsTest, AnOtherChildOfASectionTooLargeToHoldIsRefusedNotDropped) {
  const auto parts = parts_with_parents("extras_large", [](int, Node& faces) {
    Node data("Weights", "UserDefinedData_t");
    data.add(make_data_node("Values", "DataArray_t", std::vector<double>(20000, 1.5)));
    faces.add(std::move(data));
  });
  expect_error<InputError>([&] { merge_into(parts, dir_ / "refused.cgns"); },
                           {"cut_sub_0.cgns", "/Base/Zone.P0.N0/Faces/Weights", "too large"});
  EXPECT_FALSE(fs::exists(dir_ / "refused.cgns"));
}

}  // namespace
}  // namespace pcgns::test
