// Error agreement, hints and broadcasts: the collective plumbing of the mpi layer.
#include <gtest/gtest.h>

#include "mpi/broadcast.hpp"
#include "mpi/mpi_test_support.hpp"
#include "pcgns/error.hpp"
#include "pcgns/mpi/agreement.hpp"
#include "pcgns/mpi/hints.hpp"

namespace pcgns::mpi {
namespace {

using test::expect_error;
using test::world_rank;
using test::world_size;

TEST(AgreeOnError, NoErrorAnywhereDoesNotThrow) { EXPECT_NO_THROW(agree_on_error(MPI_COMM_WORLD, nullptr)); }

TEST(AgreeOnError, ErrorOnTheLastRankReachesEveryRank) {
  const int last = world_size() - 1;
  expect_error<IoError>(
      [&] {
        std::exception_ptr error;
        if (world_rank() == last) error = std::make_exception_ptr(IoError("disk full on x.cgns"));
        agree_on_error(MPI_COMM_WORLD, error);
      },
      {"rank " + std::to_string(last) + ": disk full on x.cgns"});
}

TEST(AgreeOnError, LowestFailingRankWins) {
  expect_error<InputError>(
      [&] {
        std::exception_ptr error;
        if (world_rank() == 0) error = std::make_exception_ptr(InputError("bad zone"));
        if (world_rank() > 0) error = std::make_exception_ptr(OutputError("other"));
        agree_on_error(MPI_COMM_WORLD, error);
      },
      {"rank 0: bad zone"});
}

TEST(AgreeOnError, ForeignExceptionsBecomeInternalErrors) {
  expect_error<InternalError>(
      [&] {
        std::exception_ptr error;
        if (world_rank() == world_size() - 1) error = std::make_exception_ptr(std::runtime_error("vector too long"));
        agree_on_error(MPI_COMM_WORLD, error);
      },
      {"vector too long"});
}

TEST(AgreeOnError, AnAgreedErrorIsNotPrefixedTwice) {
  // A nested collective step already agreed; the outer agreement keeps its blame.
  const int last = world_size() - 1;
  try {
    run_agreed(MPI_COMM_WORLD, [&] {
      run_agreed(MPI_COMM_WORLD, [&] {
        if (world_rank() == last) throw IoError("inner");
      });
    });
    ADD_FAILURE() << "no exception";
  } catch (const IoError& e) {
    EXPECT_EQ(std::string(e.what()), "rank " + std::to_string(last) + ": inner");
  }
}

TEST(RunAgreed, ReturnsTheValueWhenEveryRankSucceeds) {
  EXPECT_EQ(run_agreed(MPI_COMM_WORLD, [] { return 42; }), 42);
}

TEST(MpiInfo, CarriesEveryHint) {
  const MpiInfo info(Hints{parse_hint("romio_cb_write=enable"), parse_hint("cb_nodes=2")});
  ASSERT_NE(info.get(), MPI_INFO_NULL);
  char value[64] = {};
  int found = 0;
  MPI_Info_get(info.get(), "cb_nodes", sizeof value - 1, value, &found);
  EXPECT_TRUE(found);
  EXPECT_STREQ(value, "2");
  int keys = 0;
  MPI_Info_get_nkeys(info.get(), &keys);
  EXPECT_EQ(keys, 2);
  EXPECT_EQ(MpiInfo(Hints{}).get(), MPI_INFO_NULL);
  EXPECT_THROW(MpiInfo(Hints{{"", "1"}}), UsageError);
}

TEST(Broadcast, BytesTravelInChunks) {
  std::vector<std::byte> bytes;
  if (world_rank() == 0)
    for (int i = 0; i < 1000; ++i) bytes.push_back(static_cast<std::byte>(i * 7));
  mpi::broadcast_bytes(MPI_COMM_WORLD, 0, bytes, 7);
  ASSERT_EQ(bytes.size(), 1000u);
  for (int i = 0; i < 1000; ++i) EXPECT_EQ(bytes[static_cast<std::size_t>(i)], static_cast<std::byte>(i * 7));
}

}  // namespace
}  // namespace pcgns::mpi
