// One file written by every rank (io/committed_file.hpp, reserve_shared): rank 0 owns
// the temporary and the skeleton, every rank writes its range, rank 0 publishes; a file
// given up leaves nothing on any rank.
#include "io/committed_file.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <string>
#include <vector>

#include "mpi/broadcast.hpp"
#include "mpi/mpi_test_support.hpp"
#include "pcgns/error.hpp"

namespace pcgns::io {
namespace {

namespace fs = std::filesystem;
using test::SharedDir;
using test::world_rank;
using test::world_size;

constexpr std::int64_t kPerRank = 500;

Node skeleton() {
  Node root("/", "Root Node of HDF5 File");
  Node& base = root.add(make_data_node("Base", "CGNSBase_t", std::vector<std::int32_t>{3, 3}));
  base.add(make_deferred_node("Values", "DataArray_t", DataType::I8, Dims{kPerRank * world_size()}));
  return root;
}

// Rank 0 writes the skeleton, every rank gets its array table and writes its own range
// of /Base/Values (value = element index) through its own descriptor.
void write_ranges(CommittedFile& file) {
  std::vector<std::byte> table;
  if (world_rank() == 0) table = file.write_skeleton(skeleton(), WriteOptions{}).encode();
  mpi::broadcast_bytes(MPI_COMM_WORLD, 0, table);
  file.set_arrays(ArrayTable::decode(table));
  const std::int64_t first = kPerRank * world_rank();
  std::vector<std::int64_t> values(kPerRank);
  for (std::int64_t i = 0; i < kPerRank; ++i) values[static_cast<std::size_t>(i)] = first + i;
  const DatasetPlacement& array = file.arrays()[file.array_range("Base/Values", first, kPerRank)];
  file.write_at(array.offset + first * 8, values.data(), kPerRank * 8, "values");
  file.close_writes();
  MPI_Barrier(MPI_COMM_WORLD);
}

TEST(CommittedFileShared, EveryRankWritesItsRangeAndRankZeroPublishes) {
  SharedDir dir;
  const fs::path out = dir / "out.cgns";
  {
    CommittedFile file = CommittedFile::reserve_shared(MPI_COMM_WORLD, out, false);
    // The same temporary on every rank.
    std::string temporary = file.temporary().string();
    mpi::broadcast_string(MPI_COMM_WORLD, 0, temporary);
    EXPECT_EQ(fs::path(temporary), file.temporary());
    write_ranges(file);
    if (world_rank() == 0) file.publish();
    MPI_Barrier(MPI_COMM_WORLD);
  }
  MPI_Barrier(MPI_COMM_WORLD);
  EXPECT_EQ(dir.entries(), std::vector<std::string>{"out.cgns"});
  const Node tree = read_tree(out, ReadOptions{1 << 20});
  const auto stored = find_node(tree, "/Base/Values")->values<std::int64_t>();
  const std::vector<std::int64_t> values(stored.begin(), stored.end());
  ASSERT_EQ(values.size(), static_cast<std::size_t>(kPerRank * world_size()));
  for (std::size_t i = 0; i < values.size(); ++i) ASSERT_EQ(values[i], static_cast<std::int64_t>(i));
}

TEST(CommittedFileShared, AFileGivenUpLeavesNothingOnAnyRank) {
  SharedDir dir;
  {
    CommittedFile file = CommittedFile::reserve_shared(MPI_COMM_WORLD, dir / "out.cgns", false);
    write_ranges(file);
  }
  MPI_Barrier(MPI_COMM_WORLD);
  EXPECT_TRUE(dir.entries().empty());
}

TEST(CommittedFileShared, AnExistingFileIsRefusedOnEveryRank) {
  SharedDir dir;
  const fs::path out = dir / "out.cgns";
  if (world_rank() == 0) std::ofstream(out) << "old";
  MPI_Barrier(MPI_COMM_WORLD);
  // Only rank 0 reserves; the others learn of its refusal instead of waiting.
  EXPECT_THROW(CommittedFile::reserve_shared(MPI_COMM_WORLD, out, false), OutputError);
  MPI_Barrier(MPI_COMM_WORLD);
  EXPECT_EQ(dir.entries(), std::vector<std::string>{"out.cgns"});
}

}  // namespace
}  // namespace pcgns::io
