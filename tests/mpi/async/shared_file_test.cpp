// The asynchronous writer's shared-file target: the writer threads of every rank issue
// one collective write per field, in hand-over order. Checked against ParallelWriter
// writing the same values directly, with the threads held at a gate to see that iwait
// waits for the data, and with failures on one rank reaching every rank.
#include <gtest/gtest.h>

#include <chrono>

#include "mpi/async/async_sample.hpp"
#include "mpi/async/gate.hpp"
#include "mpi/async/rank_slice.hpp"
#include "mpi/mpi_test_support.hpp"
#include "pcgns/async_writer.hpp"
#include "pcgns/error.hpp"
#include "pcgns/parallel_writer.hpp"

namespace pcgns {
namespace {

using test::AsyncSample;
using test::FieldSpec;
using test::Gate;
using test::iwrite_my_part;
using test::my_part;

bool mpi_has_thread_multiple() {
  int provided = MPI_THREAD_SINGLE;
  MPI_Query_thread(&provided);
  return provided >= MPI_THREAD_MULTIPLE;
}

TEST(AsyncSharedFile, SameBytesAsParallelWriter) {
  test::SharedDir dir;
  const AsyncSample sample = test::make_sample(6, 700, test::world_size());
  const auto file = dir / "async.cgns";
  std::vector<std::vector<std::byte>> buffers(sample.fields.size());
  {
    AsyncWriter writer(SharedFileTarget{MPI_COMM_WORLD, file});
    EXPECT_EQ(writer.asynchronous(), mpi_has_thread_multiple());
    writer.tree() = sample.tree();
    writer.commit();
    for (int step = 0; step < 3; ++step)
      for (std::size_t k = 0; k < sample.fields.size(); ++k) {
        writer.iwait(sample.fields[k].path);
        buffers[k] = my_part(sample.fields[k], step);
        iwrite_my_part(writer, sample.fields[k], buffers[k]);
      }
    writer.close();
  }
  const auto reference = dir / "sync.cgns";
  {
    ParallelWriter writer(MPI_COMM_WORLD, reference);
    writer.tree() = sample.tree();
    writer.commit();
    for (std::size_t k = 0; k < sample.fields.size(); ++k) {
      buffers[k] = my_part(sample.fields[k], 2);
      writer.write(sample.fields[k].path, test::world_rank() * sample.fields[k].per_rank, sample.fields[k].per_rank,
                   buffers[k].data());
    }
    writer.close();
  }
  for (const FieldSpec& f : sample.fields) {
    const auto written = test::read_array(file, f.path);
    EXPECT_TRUE(written == test::read_array(reference, f.path)) << f.path << " differs from ParallelWriter's";
    EXPECT_TRUE(written == test::expected_array(sample, f, 2, 0)) << f.path;
  }
}

TEST(AsyncSharedFile, IwaitBlocksUntilTheValuesAreInTheFile) {
  // The test main asks for MPI_THREAD_MULTIPLE and the project's Open MPI provides it;
  // without it the writer would be synchronous and this test would prove nothing.
  ASSERT_TRUE(mpi_has_thread_multiple()) << "MPI_THREAD_MULTIPLE not provided by this MPI";
  test::SharedDir dir;
  const AsyncSample sample = test::make_sample(2, 3000, test::world_size());
  const auto file = dir / "gated.cgns";
  const FieldSpec& f0 = sample.fields[0];
  const FieldSpec& f1 = sample.fields[1];
  const auto v0 = my_part(f0, 0);
  const auto v1 = my_part(f1, 0);
  Gate gate(f0.path);  // on every rank
  AsyncWriteOptions options;
  options.before_write = [&gate](std::string_view field) { gate(field); };
  AsyncWriter writer(SharedFileTarget{MPI_COMM_WORLD, file}, std::move(options));
  ASSERT_TRUE(writer.asynchronous());
  writer.tree() = sample.tree();
  writer.commit();
  const auto temporary = test::temporary_of(file);
  const std::int64_t at0 = test::array_offset(temporary, f0.path);
  const auto whole0 = test::expected_array(sample, f0, 0, 0);

  iwrite_my_part(writer, f0, v0);
  iwrite_my_part(writer, f1, v1);
  gate.wait_entered();
  EXPECT_EQ(writer.state(f0.path), FieldState::writing);
  EXPECT_EQ(writer.state(f1.path), FieldState::queued);
  // Every rank's thread is held before the collective write: no value is in the file.
  const std::vector<std::byte> zeros(whole0.size());
  EXPECT_TRUE(test::pread_bytes(temporary, at0, static_cast<std::int64_t>(zeros.size())) == zeros);
  MPI_Barrier(MPI_COMM_WORLD);  // every rank looked before any gate opens

  test::expect_sleeping_wait(gate, [&] { writer.iwait(f0.path); });
  EXPECT_EQ(writer.state(f0.path), FieldState::done);
  MPI_Barrier(MPI_COMM_WORLD);  // every rank's part of the collective returned
  EXPECT_TRUE(test::pread_bytes(temporary, at0, static_cast<std::int64_t>(whole0.size())) == whole0);
  writer.iwait(f1.path);
  writer.close();
  EXPECT_TRUE(test::read_array(file, f1.path) == test::expected_array(sample, f1, 0, 0));
}

TEST(AsyncSharedFile, FailureOnOneRankReachesEveryRank) {
  test::SharedDir dir;
  const AsyncSample sample = test::make_sample(4, 300, test::world_size());
  const auto file = dir / "fail.cgns";
  const int last = test::world_size() - 1;
  const std::string culprit = "rank " + std::to_string(last);
  std::vector<std::vector<std::byte>> v;
  for (const FieldSpec& f : sample.fields) v.push_back(my_part(f, 0));
  AsyncWriteOptions options;
  options.before_write = [&](std::string_view field) {
    if (field == sample.fields[3].path && test::world_rank() == last) throw IoError("disk on fire on the last rank");
  };
  {
    AsyncWriter writer(SharedFileTarget{MPI_COMM_WORLD, file}, std::move(options));
    writer.tree() = sample.tree();
    writer.commit();
    iwrite_my_part(writer, sample.fields[0], v[0]);
    // The last rank asks for a range past the end of F1; the others write theirs.
    if (test::world_rank() == last)
      writer.iwrite(sample.fields[1].path, sample.total(sample.fields[1]), 5, v[1].data());
    else iwrite_my_part(writer, sample.fields[1], v[1]);
    iwrite_my_part(writer, sample.fields[2], v[2]);
    iwrite_my_part(writer, sample.fields[3], v[3]);
    EXPECT_NO_THROW(writer.iwait(sample.fields[0].path));
    test::expect_error<Error>([&] { writer.iwait(sample.fields[1].path); }, {culprit, "F1"});
    EXPECT_NO_THROW(writer.iwait(sample.fields[2].path));
    test::expect_error<IoError>([&] { writer.iwait(sample.fields[3].path); }, {culprit, "disk on fire"});
    // The writers are still in step: a later field goes through on every rank.
    writer.iwait(sample.fields[0].path);
    auto again = my_part(sample.fields[0], 1);
    iwrite_my_part(writer, sample.fields[0], again);
    EXPECT_NO_THROW(writer.wait_all());
    writer.close();
  }
  EXPECT_TRUE(test::read_array(file, sample.fields[0].path) == test::expected_array(sample, sample.fields[0], 1, 0));
  EXPECT_TRUE(test::read_array(file, sample.fields[2].path) == test::expected_array(sample, sample.fields[2], 0, 0));
}

TEST(AsyncSharedFile, RanksWithNothingToWriteStillTakePart) {
  test::SharedDir dir;
  const AsyncSample sample = test::make_sample(2, 100, test::world_size());
  const auto file = dir / "idle_ranks.cgns";
  const FieldSpec& f = sample.fields[0];
  // Rank 0 writes the whole array, the others hand over an empty range.
  const auto whole = test::expected_array(sample, f, 0, 0);
  {
    AsyncWriter writer(SharedFileTarget{MPI_COMM_WORLD, file});
    writer.tree() = sample.tree();
    writer.commit();
    if (test::world_rank() == 0) writer.iwrite(f.path, 0, sample.total(f), whole.data());
    else writer.iwrite(f.path, 0, 0, nullptr);
    writer.close();
    EXPECT_EQ(writer.bytes_written(), test::world_rank() == 0 ? static_cast<std::int64_t>(whole.size()) : 0);
  }
  EXPECT_TRUE(test::read_array(file, f.path) == whole);
}

}  // namespace
}  // namespace pcgns
