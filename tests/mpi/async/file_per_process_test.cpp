// The asynchronous writer's file-per-process target: each rank writes its own file
// from its writer thread. Checked against write_tree of the same values, and with the
// writer thread held at a gate to see that iwait waits for the data and that states,
// buffers and failures behave as documented.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstring>
#include <span>
#include <thread>

#include "mpi/async/async_sample.hpp"
#include "mpi/async/gate.hpp"
#include "mpi/mpi_test_support.hpp"
#include "pcgns/async_writer.hpp"
#include "pcgns/error.hpp"

namespace pcgns {
namespace {

using test::AsyncSample;
using test::FieldSpec;
using test::Gate;
using namespace std::chrono_literals;

std::string own_file(const test::SharedDir& dir, const std::string& stem) {
  return (dir / (stem + "_" + std::to_string(test::world_rank()) + ".cgns")).string();
}

// Rank r's values of a field in its own file, at `step`.
std::vector<std::byte> mine(const FieldSpec& f, int step) {
  return test::field_values(f, step, test::world_rank() * f.per_rank, f.per_rank);
}

AsyncWriter committed_writer(const std::string& file, const AsyncSample& sample, AsyncWriteOptions options = {}) {
  AsyncWriter writer(FilePerProcessTarget{file}, std::move(options));
  writer.tree() = sample.tree();
  writer.commit();
  return writer;
}

TEST(AsyncFilePerProcess, SameBytesAsSynchronousWrite) {
  test::SharedDir dir;
  const AsyncSample sample = test::make_sample(8, 1000, 1);
  const std::string file = own_file(dir, "async");
  std::vector<std::vector<std::byte>> buffers(sample.fields.size());
  std::int64_t bytes = 0;
  {
    AsyncWriter writer(FilePerProcessTarget{file});
    writer.tree() = sample.tree();
    writer.commit();
    EXPECT_TRUE(writer.asynchronous());
    for (int step = 0; step < 3; ++step)
      for (std::size_t k = 0; k < sample.fields.size(); ++k) {
        const FieldSpec& f = sample.fields[k];
        writer.iwait(f.path);  // the pipeline: wait before the field's first update
        buffers[k] = mine(f, step);
        writer.iwrite(f.path, 0, f.per_rank, buffers[k].data());
        bytes += static_cast<std::int64_t>(buffers[k].size());
      }
    writer.close();
    EXPECT_EQ(writer.bytes_written(), bytes);
  }
  const std::string reference = own_file(dir, "sync");
  test::write_reference_file(reference, sample, 2, test::world_rank());
  for (const FieldSpec& f : sample.fields) {
    const auto written = test::read_array(file, f.path);
    EXPECT_TRUE(written == test::read_array(reference, f.path)) << f.path << " differs from write_tree's";
    EXPECT_TRUE(written == mine(f, 2)) << f.path;
  }
}

TEST(AsyncFilePerProcess, IwaitBlocksUntilTheValuesAreInTheFile) {
  test::SharedDir dir;
  const AsyncSample sample = test::make_sample(2, 4096, 1);
  const std::string file = own_file(dir, "gated");
  const FieldSpec& f0 = sample.fields[0];
  const FieldSpec& f1 = sample.fields[1];
  const auto v0 = mine(f0, 0);
  const auto v1 = mine(f1, 0);
  Gate gate(f0.path);
  AsyncWriteOptions options;
  options.before_write = [&gate](std::string_view field) { gate(field); };
  AsyncWriter writer = committed_writer(file, sample, std::move(options));
  const auto temporary = test::temporary_of(file);
  const std::int64_t at0 = test::array_offset(temporary, f0.path);
  const std::int64_t at1 = test::array_offset(temporary, f1.path);
  EXPECT_EQ(writer.state(f0.path), FieldState::idle);

  writer.iwrite(f0.path, 0, f0.per_rank, v0.data());
  writer.iwrite(f1.path, 0, f1.per_rank, v1.data());
  gate.wait_entered();
  // The thread is inside f0's write, before any byte: nothing is done or in the file.
  EXPECT_EQ(writer.state(f0.path), FieldState::writing);
  EXPECT_EQ(writer.state(f1.path), FieldState::queued);
  const std::vector<std::byte> zeros(v0.size());
  EXPECT_TRUE(test::pread_bytes(temporary, at0, static_cast<std::int64_t>(v0.size())) == zeros);

  test::expect_sleeping_wait(gate, [&] { writer.iwait(f0.path); });
  EXPECT_EQ(writer.state(f0.path), FieldState::done);
  EXPECT_TRUE(test::pread_bytes(temporary, at0, static_cast<std::int64_t>(v0.size())) == v0);
  writer.iwait(f1.path);
  EXPECT_EQ(writer.state(f1.path), FieldState::done);
  EXPECT_TRUE(test::pread_bytes(temporary, at1, static_cast<std::int64_t>(v1.size())) == v1);
  writer.close();
}

TEST(AsyncFilePerProcess, IdleWriterThreadSleeps) {
  test::SharedDir dir;
  const AsyncSample sample = test::make_sample(1, 16, 1);
  AsyncWriter writer = committed_writer(own_file(dir, "idle"), sample);
  const double cpu_before = test::process_cpu_ms();
  std::this_thread::sleep_for(300ms);
  EXPECT_LT(test::process_cpu_ms() - cpu_before, 100.0) << "the idle writer thread is busy";
  writer.close();
}

TEST(AsyncFilePerProcess, WritesOnItsOwnThreadWhateverTheMpiThreadLevel) {
  test::SharedDir dir;
  const AsyncSample sample = test::make_sample(1, 16, 1);
  std::thread::id writing_thread;
  AsyncWriteOptions options;
  options.thread_level = MPI_THREAD_SINGLE;  // the thread makes no MPI call
  options.before_write = [&](std::string_view) { writing_thread = std::this_thread::get_id(); };
  AsyncWriter writer = committed_writer(own_file(dir, "single"), sample, std::move(options));
  EXPECT_TRUE(writer.asynchronous());
  const auto values = mine(sample.fields[0], 0);
  writer.iwrite(sample.fields[0].path, 0, sample.fields[0].per_rank, values.data());
  writer.wait_all();  // orders the hook's write before this read
  EXPECT_NE(writing_thread, std::thread::id());
  EXPECT_NE(writing_thread, std::this_thread::get_id());
  writer.close();
}

TEST(AsyncFilePerProcess, BuffersAreBorrowedUnlessCopyIsAsked) {
  test::SharedDir dir;
  const AsyncSample sample = test::make_sample(2, 512, 1);
  const FieldSpec& borrowed = sample.fields[0];
  const FieldSpec& copied = sample.fields[1];
  const std::string file = own_file(dir, "copy");
  auto b = mine(borrowed, 0);
  auto c = mine(copied, 0);
  const auto c_at_iwrite = c;
  {
    Gate gate(borrowed.path);
    AsyncWriteOptions options;
    options.before_write = [&gate](std::string_view field) { gate(field); };
    AsyncWriter writer = committed_writer(file, sample, std::move(options));
    writer.iwrite(borrowed.path, 0, borrowed.per_rank, b.data());
    writer.iwrite(copied.path, 0, copied.per_rank, c.data(), BufferUse::copy);
    gate.wait_entered();
    // Both writes are pending. Changing the buffers now breaks the caller's contract
    // for the borrowed one -- on purpose, to see that it was not copied.
    const auto b1 = mine(borrowed, 1);
    const auto c1 = mine(copied, 1);
    std::copy(b1.begin(), b1.end(), b.begin());  // in place: b.data() is what was lent
    std::copy(c1.begin(), c1.end(), c.begin());
    gate.open_after(0ms);
    writer.close();
  }
  EXPECT_TRUE(test::read_array(file, borrowed.path) == mine(borrowed, 1)) << "the borrowed buffer was copied";
  EXPECT_TRUE(test::read_array(file, copied.path) == c_at_iwrite) << "the copy was not taken at iwrite";
}

TEST(AsyncFilePerProcess, CopyAsAWriterOption) {
  test::SharedDir dir;
  const AsyncSample sample = test::make_sample(1, 512, 1);
  const FieldSpec& f = sample.fields[0];
  const std::string file = own_file(dir, "copyall");
  auto values = mine(f, 0);
  {
    Gate gate(f.path);
    AsyncWriteOptions options;
    options.copy = true;
    options.before_write = [&gate](std::string_view field) { gate(field); };
    AsyncWriter writer = committed_writer(file, sample, std::move(options));
    writer.iwrite(f.path, 0, f.per_rank, values.data());
    values.assign(values.size(), std::byte{0x5a});  // allowed: the writer has a copy
    gate.open_after(0ms);
    writer.close();
  }
  EXPECT_TRUE(test::read_array(file, f.path) == mine(f, 0));
}

TEST(AsyncFilePerProcess, TypedIwriteChecksTheElementType) {
  test::SharedDir dir;
  const AsyncSample sample = test::make_sample(2, 100, 1);  // F0 R8, F1 R4
  const std::string file = own_file(dir, "typed");
  const FieldSpec& f0 = sample.fields[0];
  std::vector<double> values(static_cast<std::size_t>(f0.per_rank));
  const auto expected = mine(f0, 0);
  std::memcpy(values.data(), expected.data(), expected.size());
  {
    AsyncWriter writer = committed_writer(file, sample);
    test::expect_error<InputError>([&] { writer.iwrite(sample.fields[1].path, values); }, {"F1", "R8", "R4"});
    EXPECT_EQ(writer.state(sample.fields[1].path), FieldState::idle);
    writer.iwrite(f0.path, std::span<const double>(values).first(10));
    writer.iwait(f0.path);
    writer.iwrite(f0.path, std::span<const double>(values).subspan(10), 10);
    writer.close();
  }
  EXPECT_TRUE(test::read_array(file, f0.path) == expected);
}

TEST(AsyncFilePerProcess, FailuresInTheThreadSurfaceFromIwait) {
  test::SharedDir dir;
  const AsyncSample sample = test::make_sample(4, 256, 1);
  const std::string file = own_file(dir, "fail");
  std::vector<std::vector<std::byte>> v;
  for (const FieldSpec& f : sample.fields) v.push_back(mine(f, 0));
  std::thread::id failing_thread;
  AsyncWriteOptions options;
  options.before_write = [&](std::string_view field) {
    if (field != sample.fields[1].path) return;
    failing_thread = std::this_thread::get_id();
    throw IoError("disk on fire while writing " + std::string(field));
  };
  {
    AsyncWriter writer = committed_writer(file, sample, std::move(options));
    for (std::size_t k = 0; k < 4; ++k) writer.iwrite(sample.fields[k].path, 0, sample.fields[k].per_rank, v[k].data());
    EXPECT_NO_THROW(writer.iwait(sample.fields[0].path));  // before the failure: clean
    test::expect_error<IoError>([&] { writer.iwait(sample.fields[1].path); }, {"disk on fire", "F1"});
    EXPECT_NE(failing_thread, std::this_thread::get_id());
    EXPECT_NO_THROW(writer.iwait(sample.fields[1].path));  // reported once
    EXPECT_NO_THROW(writer.iwait(sample.fields[3].path));  // later fields still written
    EXPECT_EQ(writer.state(sample.fields[1].path), FieldState::done);

    // Requests the file cannot serve fail in the thread too, reported by the wait.
    writer.iwrite("/Base/Zone/FlowSolution/Nope", 0, 1, v[0].data());
    test::expect_error<InputError>([&] { writer.iwait("/Base/Zone/FlowSolution/Nope"); }, {"Nope", file});
    writer.iwrite(sample.fields[2].path, 1, sample.fields[2].per_rank, v[2].data());
    test::expect_error<InputError>([&] { writer.wait_all(); }, {"F2"});
    EXPECT_NO_THROW(writer.wait_all());
    writer.close();
  }
  EXPECT_TRUE(test::read_array(file, sample.fields[0].path) == v[0]);
  EXPECT_TRUE(test::read_array(file, sample.fields[3].path) == v[3]);
}

TEST(AsyncFilePerProcess, MisuseThrowsAtOnce) {
  test::SharedDir dir;
  const AsyncSample sample = test::make_sample(1, 64, 1);
  const FieldSpec& f = sample.fields[0];
  const auto values = mine(f, 0);
  AsyncWriter writer(FilePerProcessTarget{own_file(dir, "misuse")});
  writer.tree() = sample.tree();
  test::expect_error<UsageError>([&] { writer.iwrite(f.path, 0, f.per_rank, values.data()); }, {"commit"});
  writer.commit();
  test::expect_error<UsageError>([&] { writer.commit(); }, {"commit"});
  writer.iwrite(f.path, 0, f.per_rank, values.data());
  test::expect_error<UsageError>([&] { writer.iwrite(f.path, 0, f.per_rank, values.data()); }, {"F0", "iwait"});
  writer.iwait(f.path);
  writer.close();
  test::expect_error<UsageError>([&] { writer.iwrite(f.path, 0, f.per_rank, values.data()); }, {"close"});
  test::expect_error<UsageError>([&] { writer.close(); }, {"close"});
}

TEST(AsyncFilePerProcess, DestructionWaitsForPendingWritesAndRemovesTheFile) {
  test::SharedDir dir;
  const AsyncSample sample = test::make_sample(3, 2048, 1);
  const std::string file = own_file(dir, "abandoned");
  std::vector<std::vector<std::byte>> v;
  for (const FieldSpec& f : sample.fields) v.push_back(mine(f, 0));
  std::vector<std::string> written;  // by the writer thread, read after it is joined
  {
    Gate gate(sample.fields[0].path);
    AsyncWriteOptions options;
    options.before_write = [&](std::string_view field) {
      gate(field);
      written.emplace_back(field);
    };
    AsyncWriter writer = committed_writer(file, sample, std::move(options));
    for (std::size_t k = 0; k < 3; ++k) writer.iwrite(sample.fields[k].path, 0, sample.fields[k].per_rank, v[k].data());
    gate.wait_entered();
    gate.open_after(50ms);
  }  // no close(): the destructor must neither terminate nor leave a thread behind
  EXPECT_EQ(written.size(), 3u);
  EXPECT_FALSE(std::filesystem::exists(file));
  for (const auto& name : std::filesystem::directory_iterator(dir.path()))
    EXPECT_EQ(name.path().filename().string().find("abandoned_" + std::to_string(test::world_rank())),
              std::string::npos)
        << name.path() << " left behind";
}

}  // namespace
}  // namespace pcgns
