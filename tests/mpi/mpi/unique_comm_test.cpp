// UniqueComm: a duplicate that is congruent with the original but separate from it,
// freed exactly once, by whichever object owns it last.
#include <gtest/gtest.h>
#include <mpi.h>

#include <memory>
#include <utility>

#include "mpi/mpi_test_support.hpp"
#include "pcgns/mpi/unique_comm.hpp"

namespace pcgns::mpi {
namespace {

using test::world_size;

// Counts the communicators freed while carrying the attribute: MPI calls an attribute's
// delete function when the communicator that holds it is freed.
int freed_count = 0;

int count_free(MPI_Comm, int, void*, void*) {
  ++freed_count;
  return MPI_SUCCESS;
}

class UniqueCommTest : public ::testing::Test {
 protected:
  void SetUp() override {
    freed_count = 0;
    MPI_Comm_create_keyval(MPI_COMM_NULL_COPY_FN, count_free, &keyval_, nullptr);
  }
  void TearDown() override { MPI_Comm_free_keyval(&keyval_); }
  void watch(const UniqueComm& comm) { MPI_Comm_set_attr(comm.get(), keyval_, nullptr); }

  int keyval_ = MPI_KEYVAL_INVALID;
};

int compare(MPI_Comm a, MPI_Comm b) {
  int result = MPI_UNEQUAL;
  MPI_Comm_compare(a, b, &result);
  return result;
}

TEST_F(UniqueCommTest, DuplicateIsCongruentButNotTheOriginal) {
  const UniqueComm comm(MPI_COMM_WORLD);
  ASSERT_NE(comm.get(), MPI_COMM_NULL);
  EXPECT_NE(comm.get(), MPI_COMM_WORLD);
  EXPECT_EQ(compare(comm.get(), MPI_COMM_WORLD), MPI_CONGRUENT);
  int size = 0;
  MPI_Comm_size(comm.get(), &size);
  EXPECT_EQ(size, world_size());
}

TEST_F(UniqueCommTest, DestructionFreesTheDuplicate) {
  {
    const UniqueComm comm(MPI_COMM_WORLD);
    watch(comm);
    EXPECT_EQ(freed_count, 0);
  }
  EXPECT_EQ(freed_count, 1);
}

TEST_F(UniqueCommTest, DefaultHoldsNothing) {
  const UniqueComm comm;
  EXPECT_EQ(comm.get(), MPI_COMM_NULL);
}

TEST_F(UniqueCommTest, MoveConstructionTransfersOwnership) {
  auto source = std::make_unique<UniqueComm>(MPI_COMM_WORLD);
  const MPI_Comm handle = source->get();
  watch(*source);
  {
    const UniqueComm target(std::move(*source));
    EXPECT_EQ(target.get(), handle);
    EXPECT_EQ(source->get(), MPI_COMM_NULL);
    source.reset();
    EXPECT_EQ(freed_count, 0);  // the moved-from object freed nothing
  }
  EXPECT_EQ(freed_count, 1);
}

TEST_F(UniqueCommTest, MoveAssignmentFreesTheOldDuplicateAndTakesTheNew) {
  UniqueComm target(MPI_COMM_WORLD);
  watch(target);
  UniqueComm source(MPI_COMM_WORLD);
  const MPI_Comm handle = source.get();
  target = std::move(source);
  EXPECT_EQ(freed_count, 1);  // target's former duplicate
  EXPECT_EQ(target.get(), handle);
  EXPECT_EQ(source.get(), MPI_COMM_NULL);  // NOLINT(bugprone-use-after-move): the moved-from state is tested
  EXPECT_EQ(compare(target.get(), MPI_COMM_WORLD), MPI_CONGRUENT);
}

TEST_F(UniqueCommTest, SharedMemoryNodeHoldsTheRanksOfThisMachineAndIsFreed) {
  {
    const UniqueComm node = UniqueComm::shared_memory_node(MPI_COMM_WORLD);
    ASSERT_NE(node.get(), MPI_COMM_NULL);
    EXPECT_NE(node.get(), MPI_COMM_WORLD);
    int size = 0;
    MPI_Comm_size(node.get(), &size);
    EXPECT_EQ(size, world_size());  // the tests run on one machine
    watch(node);
    EXPECT_EQ(freed_count, 0);
  }
  EXPECT_EQ(freed_count, 1);
}

TEST_F(UniqueCommTest, DuplicateCarriesCollectives) {
  const UniqueComm comm(MPI_COMM_WORLD);
  int one = 1;
  int sum = 0;
  MPI_Allreduce(&one, &sum, 1, MPI_INT, MPI_SUM, comm.get());
  EXPECT_EQ(sum, world_size());
}

}  // namespace
}  // namespace pcgns::mpi
