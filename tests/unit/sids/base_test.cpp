#include "pcgns/sids/base.hpp"

#include "sample_trees.hpp"

namespace pcgns::sids {
namespace {
using testing::expect_input_error;

TEST(Base, BuilderWritesOfficialLayoutAndViewReadsIt) {
  Node root("/", "Root Node of HDF5 File");
  const Node& base = add_base(root, "Base", 2, 3);
  EXPECT_EQ(base.label, "CGNSBase_t");
  EXPECT_EQ(base.type, DataType::I4);
  EXPECT_EQ(base.dims, (Dims{2}));
  const auto views = bases(root);
  ASSERT_EQ(views.size(), 1u);
  EXPECT_EQ(views[0].name(), "Base");
  EXPECT_EQ(views[0].ref().path, "/Base");
  EXPECT_EQ(views[0].cell_dim(), 2);
  EXPECT_EQ(views[0].phys_dim(), 3);
}

TEST(Base, RejectsInvalidDimensions) {
  Node root("/", "Root Node of HDF5 File");
  EXPECT_THROW(add_base(root, "B", 3, 2), UsageError);
  root.add(make_data_node("Bad", "CGNSBase_t", std::vector<std::int32_t>{3, 2}));
  expect_input_error([&] { (void)bases(root); }, {"/Bad", "CellDimension 3", "PhysicalDimension 2"});
}

TEST(Base, RejectsDataOfWrongShape) {
  Node root("/", "Root Node of HDF5 File");
  root.add(make_data_node("Bad", "CGNSBase_t", std::vector<std::int32_t>{3, 3, 3}));
  expect_input_error([&] { (void)bases(root); }, {"/Bad", "[3]", "expected [2]"});
}

}  // namespace
}  // namespace pcgns::sids
