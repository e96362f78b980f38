// A structured BC's data sets put back from its pieces: values per point in the united
// range's order (ranges running backwards, 1-D and shaped arrays), global values kept,
// and the refusals when the pieces do not make one patch (a shared point that differs,
// a point no piece holds, a global value that differs, an array a piece lacks).
#include <gtest/gtest.h>

#include <initializer_list>

#include "dist/boundary_data.hpp"
#include "pcgns/error.hpp"
#include "sids/patch_order.hpp"
#include "unit/sids/patch_values.hpp"

namespace pcgns::dist {
namespace {

using test::bc_over;
using test::value_at;
using test::values_over;

using Range = std::vector<std::int64_t>;

BoundaryPiece piece_of(Node bc, const std::string& file) {
  return {std::move(bc), [file](const std::string& below) { return "file '" + file + "' node 'wall/" + below + "'"; }};
}

// The merged BC as add_boundary_conditions leaves it: the first piece with the united range.
Node united_from(const BoundaryPiece& first, const Range& united) {
  Node bc = first.bc;
  bc.add(make_data_node("PointRange", "IndexRange_t", std::vector<std::int32_t>(united.begin(), united.end()), {3, 2}));
  return bc;
}

std::vector<double> temperature(const Node& bc) {
  const auto values = find_node(bc, "Heating/DirichletData/T")->values<double>();
  return {values.begin(), values.end()};
}

std::string refusal(Node& united, const std::vector<BoundaryPiece>& pieces) {
  try {
    unite_boundary_data(united, pieces);
  } catch (const InputError& error) {
    return error.what();
  }
  return "no error";
}

// The message of the refusal of `pieces` holds every one of `parts`.
void expect_refusal(Node& united, const std::vector<BoundaryPiece>& pieces, std::initializer_list<std::string> parts) {
  const std::string message = refusal(united, pieces);
  for (const auto& part : parts) EXPECT_NE(message.find(part), std::string::npos) << message << "\n lacks: " << part;
}

TEST(UniteBoundaryData, PiecesSharingAVertexPlaneMakeThePatch) {
  const Range whole{1, 1, 1, 4, 4, 1};
  const std::vector<BoundaryPiece> pieces{piece_of(bc_over({1, 1, 1, 2, 4, 1}), "a"),
                                          piece_of(bc_over({2, 1, 1, 4, 4, 1}), "b")};
  Node united = united_from(pieces[0], whole);
  unite_boundary_data(united, pieces);
  EXPECT_EQ(temperature(united), values_over(whole));
  EXPECT_EQ(find_node(united, "Heating/DirichletData/T")->dims, (Dims{16}));
  EXPECT_EQ(find_node(united, "Heating/NeumannData/Flux")->values<double>()[0], 250.0);
}

TEST(UniteBoundaryData, BackwardRangesAndShapedArrays) {
  const Range whole{4, 3, 2, 1, 1, 2};  // I and J from high to low
  const std::vector<BoundaryPiece> pieces{piece_of(bc_over({2, 3, 2, 1, 1, 2}, {2, 3}), "a"),
                                          piece_of(bc_over({4, 3, 2, 2, 1, 2}, {3, 3}), "b")};
  Node united = united_from(pieces[1], whole);
  unite_boundary_data(united, pieces);
  EXPECT_EQ(temperature(united), values_over(whole));
  EXPECT_EQ(find_node(united, "Heating/DirichletData/T")->dims, (Dims{4, 3}));
}

TEST(UniteBoundaryData, APieceOfTheWholePatchIsKept) {
  const Range whole{1, 1, 1, 3, 1, 2};
  const std::vector<BoundaryPiece> pieces{piece_of(bc_over(whole, {3, 1, 2}), "a")};
  Node united = united_from(pieces[0], whole);
  unite_boundary_data(united, pieces);
  EXPECT_EQ(temperature(united), values_over(whole));
  EXPECT_EQ(find_node(united, "Heating/DirichletData/T")->dims, (Dims{3, 1, 2}));
}

TEST(UniteBoundaryData, PiecesOfOnePointEachHoldValuesPerPointWhenTheyDiffer) {
  const Range whole{1, 1, 1, 3, 1, 1};
  std::vector<BoundaryPiece> pieces;
  for (std::int64_t i = 1; i <= 3; ++i)
    pieces.push_back(piece_of(bc_over({i, 1, 1, i, 1, 1}), "p" + std::to_string(i)));
  Node united = united_from(pieces[0], whole);
  unite_boundary_data(united, pieces);
  EXPECT_EQ(temperature(united), values_over(whole));
  // The same value in every piece is the patch's one value.
  EXPECT_EQ(find_node(united, "Heating/NeumannData/Flux")->dims, (Dims{1}));
}

TEST(UniteBoundaryData, ASharedPointThatDiffersIsRefusedNamingBothFiles) {
  std::vector<BoundaryPiece> pieces{piece_of(bc_over({1, 1, 1, 2, 4, 1}), "a.cgns"),
                                    piece_of(bc_over({2, 1, 1, 4, 4, 1}), "b.cgns")};
  find_node(pieces[1].bc, "Heating/DirichletData/T")->values<double>()[3] =
      -1.0;  // point (2, 2, 1), on the plane both hold
  Node united = united_from(pieces[0], {1, 1, 1, 4, 4, 1});
  expect_refusal(united, pieces,
                 {"file 'a.cgns' node 'wall/Heating/DirichletData/T'",
                  "file 'b.cgns' node 'wall/Heating/DirichletData/T'", "(2, 2, 1)"});
}

TEST(UniteBoundaryData, APointNoPieceHoldsIsRefused) {
  const std::vector<BoundaryPiece> pieces{piece_of(bc_over({1, 1, 1, 2, 4, 1}), "a.cgns"),
                                          piece_of(bc_over({4, 1, 1, 4, 4, 1}), "b.cgns")};
  Node united = united_from(pieces[0], {1, 1, 1, 4, 4, 1});  // the piece 2..4 in I is missing
  expect_refusal(united, pieces,
                 {"file 'a.cgns' node 'wall/Heating/DirichletData/T'", "(3, 1, 1)", "a part is missing"});
}

TEST(UniteBoundaryData, GlobalValuesThatDifferAreRefused) {
  const std::vector<BoundaryPiece> pieces{piece_of(bc_over({1, 1, 1, 2, 4, 1}), "a.cgns"),
                                          piece_of(bc_over({2, 1, 1, 4, 4, 1}, {}, 260.0), "b.cgns")};
  Node united = united_from(pieces[0], {1, 1, 1, 4, 4, 1});
  expect_refusal(united, pieces, {"'wall/Heating/NeumannData/Flux'", "b.cgns", "disagree"});
}

TEST(UniteBoundaryData, AnArrayAPieceLacksIsRefused) {
  std::vector<BoundaryPiece> pieces{piece_of(bc_over({1, 1, 1, 2, 4, 1}), "a.cgns"),
                                    piece_of(bc_over({2, 1, 1, 4, 4, 1}), "b.cgns")};
  find_node(pieces[1].bc, "Heating/DirichletData")->remove("T");
  Node united = united_from(pieces[0], {1, 1, 1, 4, 4, 1});
  expect_refusal(united, pieces, {"file 'b.cgns' node 'wall/Heating/DirichletData'", "no T"});
}

TEST(UniteBoundaryData, ValuesForAnotherNumberOfPointsAreRefused) {
  std::vector<BoundaryPiece> pieces{piece_of(bc_over({1, 1, 1, 2, 4, 1}), "a.cgns"),
                                    piece_of(bc_over({2, 1, 1, 4, 4, 1}), "b.cgns")};
  Node& t = *find_node(pieces[1].bc, "Heating/DirichletData/T");
  t = make_data_node("T", "DataArray_t", std::vector<double>(11, 1.0));
  Node united = united_from(pieces[0], {1, 1, 1, 4, 4, 1});
  expect_refusal(united, pieces, {"file 'b.cgns'", "11 values for a piece of 12"});
}

TEST(UniteBoundaryData, ADataSetOnPointsOfItsOwnIsRefused) {
  std::vector<BoundaryPiece> pieces{piece_of(bc_over({1, 1, 1, 2, 4, 1}), "a.cgns"),
                                    piece_of(bc_over({2, 1, 1, 4, 4, 1}), "b.cgns")};
  pieces[1].bc.child("Heating")->add(
      make_data_node("PointRange", "IndexRange_t", std::vector<std::int32_t>{1, 1, 1, 3, 4, 1}, {3, 2}));
  Node united = united_from(pieces[0], {1, 1, 1, 4, 4, 1});
  expect_refusal(united, pieces, {"file 'b.cgns' node 'wall/Heating'", "BCDataSet_t given by PointRange"});
}

TEST(UniteBoundaryData, ADataSetRepeatingTheBcRangeFollowsTheUnitedRange) {
  std::vector<BoundaryPiece> pieces{piece_of(bc_over({1, 1, 1, 2, 4, 1}), "a.cgns"),
                                    piece_of(bc_over({2, 1, 1, 4, 4, 1}), "b.cgns")};
  for (auto& piece : pieces) piece.bc.child("Heating")->add(*piece.bc.child("PointRange"));
  Node united = united_from(pieces[0], {1, 1, 1, 4, 4, 1});
  unite_boundary_data(united, pieces);
  EXPECT_EQ(find_node(united, "Heating/PointRange")->as_int64(), (Range{1, 1, 1, 4, 4, 1}));
  EXPECT_EQ(find_node(united, "Heating/PointRange")->type, DataType::I4);
  EXPECT_EQ(temperature(united), values_over({1, 1, 1, 4, 4, 1}));
}

TEST(HasArraysOutsideBcData, OnlyBcDataArraysAreReassembled) {
  Node bc = bc_over({1, 1, 1, 4, 4, 1});
  EXPECT_FALSE(has_arrays_outside_bc_data(bc));
  bc.add(Node("Extra", "UserDefinedData_t")).add(make_data_node("V", "DataArray_t", std::vector<double>(16, 0.0)));
  EXPECT_TRUE(has_arrays_outside_bc_data(bc));
  Node in_set = bc_over({1, 1, 1, 4, 4, 1});
  in_set.child("Heating")
      ->add(Node("Extra", "UserDefinedData_t"))
      .add(make_data_node("V", "DataArray_t", std::vector<double>(16, 0.0)));
  EXPECT_TRUE(has_arrays_outside_bc_data(in_set));
}

}  // namespace
}  // namespace pcgns::dist
