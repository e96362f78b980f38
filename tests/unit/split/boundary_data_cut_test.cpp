// A structured BC's data sets cut to a part's piece of its patch: values per point in
// the piece's order (ranges running backwards, 1-D and shaped arrays), global values
// kept, data the cut cannot follow refused naming the node; and every cut put back by
// pcgns-merge's reassembly gives the original values.
#include <gtest/gtest.h>

#include <initializer_list>

#include "dist/boundary_data.hpp"
#include "pcgns/error.hpp"
#include "sids/patch_order.hpp"
#include "split/boundary_data_cut.hpp"
#include "unit/sids/patch_values.hpp"

namespace pcgns::split {
namespace {

using test::bc_over;
using test::value_at;
using test::values_over;

using Range = std::vector<std::int64_t>;
using sids::PatchOrder;

const Node& temperature(const Node& bc) { return *find_node(bc, "Heating/DirichletData/T"); }

std::vector<double> values_of(const Node& array) {
  const auto values = array.values<double>();
  return {values.begin(), values.end()};
}

TEST(CutBoundaryData, APieceGetsItsPointsInItsOrder) {
  Node bc = bc_over({1, 1, 1, 4, 4, 1});
  cut_boundary_data(bc, {1, 1, 1, 4, 4, 1}, {2, 1, 1, 4, 4, 1});
  EXPECT_EQ(values_of(temperature(bc)), values_over({2, 1, 1, 4, 4, 1}));
  EXPECT_EQ(temperature(bc).dims, (Dims{12}));
  EXPECT_EQ(values_of(*find_node(bc, "Heating/NeumannData/Flux")), (std::vector<double>{250.0}));
}

TEST(CutBoundaryData, BackwardRangesAndShapedArrays) {
  const Range whole{4, 4, 1, 1, 1, 1};
  Node bc = bc_over(whole, {4, 4});
  cut_boundary_data(bc, whole, {4, 4, 1, 3, 1, 1});
  EXPECT_EQ(values_of(temperature(bc)), values_over({4, 4, 1, 3, 1, 1}));
  EXPECT_EQ(values_of(temperature(bc)).front(), value_at({4, 4, 1}));
  EXPECT_EQ(temperature(bc).dims, (Dims{2, 4}));
  Node full = bc_over(whole, {4, 4, 1});
  cut_boundary_data(full, whole, {2, 4, 1, 1, 1, 1});
  EXPECT_EQ(temperature(full).dims, (Dims{2, 4, 1}));
  EXPECT_EQ(values_of(temperature(full)), values_over({2, 4, 1, 1, 1, 1}));
}

TEST(CutBoundaryData, APieceOfTheWholePatchKeepsItsValues) {
  Node bc = bc_over({1, 1, 1, 4, 4, 1});
  cut_boundary_data(bc, {1, 1, 1, 4, 4, 1}, {1, 1, 1, 4, 4, 1});
  EXPECT_EQ(values_of(temperature(bc)), values_over({1, 1, 1, 4, 4, 1}));
}

std::string refusal(const Node& bc, const Range& range, const std::string& location = "Vertex") {
  try {
    check_boundary_data(bc, range, location,
                        [](const std::string& below) { return "node 'ZoneBC/wall/" + below + "'"; });
  } catch (const InputError& error) {
    return error.what();
  }
  return "no error";
}

void expect_holds(const std::string& message, std::initializer_list<std::string> parts) {
  for (const auto& part : parts) EXPECT_NE(message.find(part), std::string::npos) << message << "\n lacks: " << part;
}

TEST(CheckBoundaryData, ValuesPerPointOrOneValuePass) {
  EXPECT_EQ(refusal(bc_over({1, 1, 1, 4, 4, 1}), {1, 1, 1, 4, 4, 1}), "no error");
  EXPECT_EQ(refusal(bc_over({1, 1, 1, 4, 4, 1}, {4, 4}), {1, 1, 1, 4, 4, 1}), "no error");
  Node same_location = bc_over({1, 1, 1, 3, 3, 1});
  same_location.child("Heating")->add(make_string_node("GridLocation", "GridLocation_t", "CellCenter"));
  EXPECT_EQ(refusal(same_location, {1, 1, 1, 3, 3, 1}, "CellCenter"), "no error");
}

TEST(CheckBoundaryData, DataTheCutCannotFollowIsRefusedNamingTheNode) {
  Node other_count = bc_over({1, 1, 1, 4, 4, 1});
  find_node(other_count, "Heating/DirichletData")->add(make_data_node("T", "DataArray_t", std::vector<double>(15)));
  expect_holds(refusal(other_count, {1, 1, 1, 4, 4, 1}),
               {"node 'ZoneBC/wall/Heating/DirichletData/T'", "15 values for a boundary patch of 16 points"});

  expect_holds(refusal(bc_over({1, 1, 1, 4, 4, 1}, {2, 8}), {1, 1, 1, 4, 4, 1}),
               {"node 'ZoneBC/wall/Heating/DirichletData/T'", "shape"});

  Node other_location = bc_over({1, 1, 1, 3, 3, 1});
  other_location.child("Heating")->add(make_string_node("GridLocation", "GridLocation_t", "CellCenter"));
  expect_holds(refusal(other_location, {1, 1, 1, 3, 3, 1}),
               {"node 'ZoneBC/wall/Heating'", "CellCenter", "Vertex", "not supported by pcgns-split yet"});

  Node outside = bc_over({1, 1, 1, 4, 4, 1});
  outside.child("Heating")
      ->add(Node("Extra", "UserDefinedData_t"))
      .add(make_data_node("V", "DataArray_t", std::vector<double>(16)));
  expect_holds(refusal(outside, {1, 1, 1, 4, 4, 1}), {"node 'ZoneBC/wall/Heating/Extra'", "outside its BCData_t"});
}

// Cut at every plane of direction `d`, into the two vertex-sharing pieces, and put back.
void cut_and_unite_everywhere(const Range& whole, const Dims& form) {
  const std::size_t dim = 3;
  for (std::size_t d = 0; d < dim; ++d) {
    const auto lo = std::min(whole[d], whole[dim + d]), hi = std::max(whole[d], whole[dim + d]);
    for (auto cut = lo + 1; cut < hi; ++cut) {
      std::vector<dist::BoundaryPiece> pieces;
      for (const auto& [from, to] : {std::pair{lo, cut}, std::pair{cut, hi}}) {
        Range piece = whole;
        const bool backward = whole[d] > whole[dim + d];
        piece[d] = backward ? to : from;
        piece[dim + d] = backward ? from : to;
        Node bc = bc_over(whole, form);
        cut_boundary_data(bc, whole, piece);
        bc.add(make_data_node("PointRange", "IndexRange_t", std::vector<std::int32_t>(piece.begin(), piece.end()),
                              {3, 2}));
        pieces.push_back({bc, [](const std::string& below) { return below; }});
      }
      Node united = pieces.back().bc;
      united.add(
          make_data_node("PointRange", "IndexRange_t", std::vector<std::int32_t>(whole.begin(), whole.end()), {3, 2}));
      dist::unite_boundary_data(united, pieces);
      const Node original = bc_over(whole, form);
      EXPECT_EQ(temperature(united).dims, temperature(original).dims) << d << " " << cut;
      EXPECT_EQ(values_of(temperature(united)), values_of(temperature(original))) << d << " " << cut;
    }
  }
}

TEST(CutAndUnite, EveryCutOfEveryOrientationAndFormGivesTheOriginal) {
  for (const Range& whole :
       {Range{1, 1, 1, 5, 4, 1}, Range{5, 1, 2, 1, 4, 2}, Range{1, 4, 1, 5, 1, 1}, Range{5, 4, 3, 1, 1, 3}})
    for (const Dims& form : {Dims{}, Dims{5, 4, 1}, Dims{5, 4}}) cut_and_unite_everywhere(whole, form);
  // A patch across the zone (a sub-region of faces, say) cut in every direction.
  cut_and_unite_everywhere({3, 1, 4, 1, 3, 1}, {3, 3, 4});
}

}  // namespace
}  // namespace pcgns::split
