// The synchronous fallback of the shared-file target: without MPI_THREAD_MULTIPLE
// (injected through AsyncWriteOptions::thread_level) or on the plain HDF5 write paths,
// iwrite() writes before returning, on the caller's thread, warns once, and produces
// the same file; failures still come out of iwait(), on every rank.
#include <gtest/gtest.h>

#include <thread>

#include "mpi/async/async_sample.hpp"
#include "mpi/async/rank_slice.hpp"
#include "mpi/mpi_test_support.hpp"
#include "pcgns/async_writer.hpp"
#include "pcgns/error.hpp"

namespace pcgns {
namespace {

using test::AsyncSample;
using test::FieldSpec;
using test::iwrite_my_part;
using test::my_part;

TEST(AsyncFallback, WithoutThreadMultipleWritesSynchronouslyAndWarnsOnce) {
  test::SharedDir dir;
  const AsyncSample sample = test::make_sample(3, 500, test::world_size());
  const auto file = dir / "fallback.cgns";
  std::vector<std::string> warnings;
  std::vector<std::thread::id> writing_threads;
  AsyncWriteOptions options;
  options.thread_level = MPI_THREAD_SERIALIZED;
  options.on_warning = [&](const std::string& message) { warnings.push_back(message); };
  options.before_write = [&](std::string_view) { writing_threads.push_back(std::this_thread::get_id()); };
  std::vector<std::vector<std::byte>> buffers(sample.fields.size());
  {
    AsyncWriter writer(SharedFileTarget{MPI_COMM_WORLD, file}, std::move(options));
    EXPECT_FALSE(writer.asynchronous());
    ASSERT_EQ(warnings.size(), 1u);
    EXPECT_NE(warnings[0].find("MPI_THREAD_MULTIPLE"), std::string::npos) << warnings[0];
    writer.tree() = sample.tree();
    writer.commit();
    const auto temporary = test::temporary_of(file);
    const FieldSpec& f0 = sample.fields[0];
    const std::int64_t at0 = test::array_offset(temporary, f0.path);
    for (int step = 0; step < 2; ++step)
      for (std::size_t k = 0; k < sample.fields.size(); ++k) {
        writer.iwait(sample.fields[k].path);
        buffers[k] = my_part(sample.fields[k], step);
        iwrite_my_part(writer, sample.fields[k], buffers[k]);
        // Written before iwrite returned: done without any wait.
        EXPECT_EQ(writer.state(sample.fields[k].path), FieldState::done);
      }
    MPI_Barrier(MPI_COMM_WORLD);
    const auto whole0 = test::expected_array(sample, f0, 1, 0);
    EXPECT_TRUE(test::pread_bytes(temporary, at0, static_cast<std::int64_t>(whole0.size())) == whole0);
    writer.close();
  }
  EXPECT_EQ(warnings.size(), 1u);  // once, not per write
  ASSERT_EQ(writing_threads.size(), 6u);
  for (const auto& id : writing_threads) EXPECT_EQ(id, std::this_thread::get_id());
  for (const FieldSpec& f : sample.fields)
    EXPECT_TRUE(test::read_array(file, f.path) == test::expected_array(sample, f, 1, 0)) << f.path;
}

TEST(AsyncFallback, PlainHdf5PathsWriteSynchronously) {
  test::SharedDir dir;
  const AsyncSample sample = test::make_sample(2, 200, test::world_size());
  const auto file = dir / "hdf5.cgns";
  std::vector<std::string> warnings;
  AsyncWriteOptions options;
  options.on_warning = [&](const std::string& message) { warnings.push_back(message); };
  SharedFileTarget target{MPI_COMM_WORLD, file};
  target.options.path = WritePath::hdf5_collective;
  std::vector<std::vector<std::byte>> v;
  for (const FieldSpec& f : sample.fields) v.push_back(my_part(f, 0));
  {
    AsyncWriter writer(std::move(target), std::move(options));
    EXPECT_FALSE(writer.asynchronous());
    ASSERT_EQ(warnings.size(), 1u);
    EXPECT_NE(warnings[0].find("queue write path"), std::string::npos) << warnings[0];
    writer.tree() = sample.tree();
    writer.commit();
    for (std::size_t k = 0; k < v.size(); ++k) iwrite_my_part(writer, sample.fields[k], v[k]);
    writer.close();
  }
  for (const FieldSpec& f : sample.fields)
    EXPECT_TRUE(test::read_array(file, f.path) == test::expected_array(sample, f, 0, 0)) << f.path;
}

TEST(AsyncFallback, FailuresStillComeFromIwaitOnEveryRank) {
  test::SharedDir dir;
  const AsyncSample sample = test::make_sample(2, 100, test::world_size());
  const int last = test::world_size() - 1;
  AsyncWriteOptions options;
  options.thread_level = MPI_THREAD_FUNNELED;
  options.on_warning = [](const std::string&) {};
  options.before_write = [&](std::string_view field) {
    if (field == sample.fields[0].path && test::world_rank() == last) throw IoError("no space left");
  };
  std::vector<std::vector<std::byte>> v;
  for (const FieldSpec& f : sample.fields) v.push_back(my_part(f, 0));
  AsyncWriter writer(SharedFileTarget{MPI_COMM_WORLD, dir / "fail.cgns"}, std::move(options));
  ASSERT_FALSE(writer.asynchronous());
  writer.tree() = sample.tree();
  writer.commit();
  EXPECT_NO_THROW(iwrite_my_part(writer, sample.fields[0], v[0]));
  EXPECT_NO_THROW(iwrite_my_part(writer, sample.fields[1], v[1]));
  test::expect_error<IoError>([&] { writer.iwait(sample.fields[0].path); },
                              {"rank " + std::to_string(last), "no space left"});
  EXPECT_NO_THROW(writer.wait_all());
  writer.close();
}

TEST(AsyncFallback, SynchronousOnRequestIsSilent) {
  test::SharedDir dir;
  const AsyncSample shared = test::make_sample(1, 64, test::world_size());
  const AsyncSample own = test::make_sample(1, 64, 1);
  int warnings = 0;
  AsyncWriteOptions options;
  options.synchronous = true;
  options.on_warning = [&](const std::string&) { ++warnings; };
  const auto v = my_part(shared.fields[0], 0);
  {
    AsyncWriter writer(SharedFileTarget{MPI_COMM_WORLD, dir / "sync.cgns"}, options);
    EXPECT_FALSE(writer.asynchronous());
    writer.tree() = shared.tree();
    writer.commit();
    iwrite_my_part(writer, shared.fields[0], v);
    EXPECT_EQ(writer.state(shared.fields[0].path), FieldState::done);
    writer.close();
  }
  const auto file = dir / ("own_" + std::to_string(test::world_rank()) + ".cgns");
  {
    AsyncWriter writer(FilePerProcessTarget{file}, options);
    EXPECT_FALSE(writer.asynchronous());
    writer.tree() = own.tree();
    writer.commit();
    writer.iwrite(own.fields[0].path, 0, own.fields[0].per_rank, v.data());
    EXPECT_EQ(writer.state(own.fields[0].path), FieldState::done);
    writer.close();
  }
  EXPECT_EQ(warnings, 0);
  EXPECT_TRUE(test::read_array(dir / "sync.cgns", shared.fields[0].path) ==
              test::expected_array(shared, shared.fields[0], 0, 0));
  EXPECT_TRUE(test::read_array(file, own.fields[0].path) == v);
}

}  // namespace
}  // namespace pcgns
