// broadcast_tree: the tree one rank holds, bulk references included, reaches every rank.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "io/broadcast_tree.hpp"
#include "mpi/mpi_test_support.hpp"
#include "pcgns/node.hpp"

namespace pcgns::io {
namespace {

using test::world_rank;
using test::world_size;

TEST(Broadcast, TreeFromTheLastRankReplacesEveryOther) {
  const int root_rank = world_size() - 1;
  Node tree;
  if (world_rank() == root_rank) {
    tree = Node("/", "Root Node of HDF5 File");
    tree.add(make_data_node("Base", "CGNSBase_t", std::vector<std::int32_t>{3, 3}))
        .add(make_deferred_node("X", "DataArray_t", DataType::R8, {10}));
  }
  broadcast_tree(MPI_COMM_WORLD, root_rank, tree);
  const Node* x = find_node(tree, "/Base/X");
  ASSERT_NE(x, nullptr);
  EXPECT_TRUE(x->is_deferred());
  EXPECT_EQ(find_node(tree, "/Base")->as_int64(), (std::vector<std::int64_t>{3, 3}));
}

}  // namespace
}  // namespace pcgns::io
