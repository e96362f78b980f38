// Structured BCs given by PointList put back from their pieces: entries placed by
// :CGNS#GlobalNumbering/Index and moved to parent indices, per-entry boundary data
// likewise, the numbering dropped; pieces that disagree or leave a position out are
// invalid input naming the files and the BC.
#include <gtest/gtest.h>

#include "dist/structured_point_lists.hpp"
#include "pcgns/sids/data_array.hpp"
#include "pcgns/sids/index_data.hpp"
#include "pcgns/tree_compare.hpp"
#include "sids/global_numbering.hpp"

namespace pcgns::dist {
namespace {

using Values = std::vector<std::int64_t>;

// A BC "wall" at Vertex with the list `points`, a temperature per entry and one heat flux.
Node wall(const Values& points, const std::vector<double>& temperatures, DataType width = DataType::I4,
          bool flux = true) {
  Node bc = make_string_node("wall", "BC_t", "BCWall");
  Node list("PointList", "IndexArray_t", width, {3, static_cast<std::int64_t>(points.size() / 3)});
  list.data = sids::encode_integers(points, width);
  bc.add(std::move(list));
  bc.add(make_string_node("GridLocation", "GridLocation_t", "Vertex"));
  Node& dataset = bc.add(make_string_node("Heating", "BCDataSet_t", "BCWallViscousIsothermal"));
  sids::add_data_array(dataset.add(Node("DirichletData", "BCData_t")), "Temperature", temperatures);
  if (flux) sids::add_data_array(dataset.add(Node("NeumannData", "BCData_t")), "HeatFlux", std::vector<double>{250.0});
  return bc;
}

// A part's piece as pcgns-split writes it: local indices, the positions in Index.
Node piece(const Values& local, const std::vector<double>& temperatures, const Values& positions,
           DataType width = DataType::I4, bool flux = true) {
  Node bc = wall(local, temperatures, width, flux);
  sids::add_global_numbering(bc, "Index", positions);
  return bc;
}

// The original: 4 vertices of the plane j = 1 of a 4x3x2-cell block.
const Values kOriginal{1, 1, 1, 3, 1, 2, 5, 1, 3, 2, 1, 1};
const std::vector<double> kTemperatures{301, 302, 303, 304};

// Cells i 1..2 hold entries 1, 2 and 4 (the vertex on i = 3 is shared); cells i 3..4 hold
// entries 2 and 3, in local indices (offset 2 across I).
struct TwoParts {
  Node low = piece({1, 1, 1, 3, 1, 2, 2, 1, 1}, {301, 302, 304}, {1, 2, 4});
  Node high = piece({1, 1, 2, 3, 1, 3}, {302, 303}, {2, 3});
  std::vector<ListPiece> pieces() const {
    return {{&low, {0, 0, 0}, "file 'p0.cgns' node '/B/Z.P0.N0/ZoneBC/wall'"},
            {&high, {2, 0, 0}, "file 'p1.cgns' node '/B/Z.P1.N0/ZoneBC/wall'"}};
  }
};

std::string message_of(const std::vector<ListPiece>& pieces) {
  try {
    assemble_point_list_bc(pieces, "zone '/B/Z': BC 'ZoneBC/wall'");
  } catch (const InputError& e) {
    return e.what();
  }
  return "no error";
}

TEST(StructuredPointLists, PiecesComeBackAsTheOriginalBc) {
  const TwoParts parts;
  const Node merged = assemble_point_list_bc(parts.pieces(), "wall");
  const auto differences = compare_trees(wall(kOriginal, kTemperatures), merged);
  for (const auto& d : differences) ADD_FAILURE() << d.path << ": " << d.what;
  EXPECT_EQ(merged.child(sids::kGlobalNumbering), nullptr);
  EXPECT_EQ(merged.child("PointList")->type, DataType::I4);
}

TEST(StructuredPointLists, PieceOrderDoesNotMatterAndI8StaysI8) {
  const Node low = piece({1, 1, 1, 3, 1, 2, 2, 1, 1}, {301, 302, 304}, {1, 2, 4}, DataType::I8);
  const Node high = piece({1, 1, 2, 3, 1, 3}, {302, 303}, {2, 3}, DataType::I8);
  const Node merged = assemble_point_list_bc({{&high, {2, 0, 0}, "b"}, {&low, {0, 0, 0}, "a"}}, "wall");
  EXPECT_TRUE(compare_trees(wall(kOriginal, kTemperatures, DataType::I8), merged).empty());
}

TEST(StructuredPointLists, ASharedEntryGivenDifferentlyNamesBothFiles) {
  TwoParts parts;
  parts.high = piece({1, 1, 2, 3, 1, 3}, {302.5, 303}, {2, 3});  // another temperature at entry 2
  const auto message = message_of(parts.pieces());
  EXPECT_NE(message.find("file 'p0.cgns' node '/B/Z.P0.N0/ZoneBC/wall'"), std::string::npos) << message;
  EXPECT_NE(message.find("file 'p1.cgns' node '/B/Z.P1.N0/ZoneBC/wall'"), std::string::npos) << message;
  EXPECT_NE(message.find("entry 2 of the PointList"), std::string::npos) << message;
  parts.high = piece({1, 1, 1, 3, 1, 3}, {302, 303}, {2, 3});  // another point at entry 2
  EXPECT_NE(message_of(parts.pieces()).find("entry 2 of the PointList is given differently"), std::string::npos);
}

TEST(StructuredPointLists, AMissingPositionNamesTheBcAndTheCount) {
  TwoParts parts;
  parts.low = piece({1, 1, 1, 2, 1, 1}, {301, 304}, {1, 4});  // entry 2 is only in the other part
  parts.high = piece({3, 1, 3}, {303}, {3});                  // and not there either
  const auto message = message_of(parts.pieces());
  EXPECT_NE(message.find("zone '/B/Z': BC 'ZoneBC/wall'"), std::string::npos) << message;
  EXPECT_NE(message.find("3 of the 4 entries"), std::string::npos) << message;
  EXPECT_NE(message.find("1 positions missing"), std::string::npos) << message;
  // Positions beyond every entry given: missing ones, said without counting them one by one.
  parts.high = piece({3, 1, 3}, {303}, {1000000000000});
  EXPECT_NE(message_of(parts.pieces()).find("positions missing"), std::string::npos);
}

TEST(StructuredPointLists, PerEntryValuesOfAnotherTypeInALaterPieceAreRefused) {
  TwoParts parts;
  Node& temperatures = *find_node(parts.high, "Heating/DirichletData/Temperature");
  temperatures = make_data_node(temperatures.name, temperatures.label, std::vector<std::int64_t>{302, 303});
  const auto message = message_of(parts.pieces());
  EXPECT_NE(message.find("p1.cgns' node '/B/Z.P1.N0/ZoneBC/wall': Heating/DirichletData/Temperature: another data "
                         "type than in file 'p0.cgns'"),
            std::string::npos)
      << message;
}

TEST(StructuredPointLists, APieceWithoutIndexOrWithAWrongOneIsRefused) {
  TwoParts parts;
  parts.high.remove(sids::kGlobalNumbering);
  EXPECT_NE(message_of(parts.pieces())
                .find("p1.cgns' node '/B/Z.P1.N0/ZoneBC/wall': PointList in a partitioned zone "
                      "without :CGNS#GlobalNumbering/Index"),
            std::string::npos);
  parts.high = piece({1, 1, 2, 3, 1, 3}, {302, 303}, {2});
  EXPECT_NE(message_of(parts.pieces()).find("Index has 1 values for 2 PointList entries"), std::string::npos);
  parts.high = piece({1, 1, 2, 3, 1, 3}, {302, 303}, {0, 3});
  EXPECT_NE(message_of(parts.pieces()).find("positions start at 1"), std::string::npos);
}

TEST(StructuredPointLists, OneEntryPerPieceTellsPerEntryValuesOnlyWhenTheyDiffer) {
  const Node first = piece({1, 1, 1}, {301}, {1}, DataType::I4, false);
  const Node second = piece({1, 1, 1}, {302}, {2}, DataType::I4, false);
  const Node merged = assemble_point_list_bc({{&first, {0, 0, 0}, "a"}, {&second, {2, 0, 0}, "b"}}, "wall");
  EXPECT_TRUE(compare_trees(wall({1, 1, 1, 3, 1, 1}, {301, 302}, DataType::I4, false), merged).empty());
  // The heat flux, the same in both, may be one value or one per entry: refused, not guessed.
  const Node with_flux = piece({1, 1, 1}, {301}, {1}), other_with_flux = piece({1, 1, 1}, {302}, {2});
  const auto message = message_of({{&with_flux, {0, 0, 0}, "a"}, {&other_with_flux, {2, 0, 0}, "b"}});
  EXPECT_NE(message.find("ZoneBC/wall': Heating/NeumannData/HeatFlux"), std::string::npos) << message;
  EXPECT_NE(message.find("cannot be told apart"), std::string::npos) << message;
}

}  // namespace
}  // namespace pcgns::dist
