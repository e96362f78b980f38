// The pipeline schedule at scale: 50 fields of four types over 20 time steps, each
// field waited for just before its update and handed over just after, some copied and
// their buffers scribbled at once, plus one history array per step that is never
// overwritten (so every step's write is checked, not only the last). Both targets.
#include <gtest/gtest.h>

#include <chrono>
#include <thread>

#include "mpi/async/async_sample.hpp"
#include "mpi/mpi_test_support.hpp"
#include "pcgns/async_writer.hpp"

namespace pcgns {
namespace {

using test::AsyncSample;
using test::FieldSpec;

constexpr int kFields = 50;
constexpr int kSteps = 20;

// Fields F0..F49, then history arrays F1000..F1019 (R8, one per step).
AsyncSample stress_sample(int ranks) {
  AsyncSample sample = test::make_sample(kFields, 200, ranks);
  for (int s = 0; s < kSteps; ++s)
    sample.fields.push_back({"/Base/Zone/FlowSolution/F" + std::to_string(1000 + s), DataType::R8, 64});
  return sample;
}

struct Pipeline {
  bool shared = false;  // else a file per process
  std::filesystem::path file;
  std::int64_t first(const FieldSpec& f) const { return shared ? test::world_rank() * f.per_rank : 0; }
};

// Runs the schedule; for a file per process, also checks after each iwait that the
// previous step's values of the field are in the (temporary) file.
void run_pipeline(const Pipeline& p, const AsyncSample& sample, AsyncWriter& writer) {
  std::vector<std::vector<std::byte>> buffers(kFields), history(kSteps);
  std::vector<std::int64_t> offsets;
  std::filesystem::path temporary;
  if (!p.shared) {
    temporary = test::temporary_of(p.file);
    for (int k = 0; k < kFields; ++k) offsets.push_back(test::array_offset(temporary, sample.fields[k].path));
  }
  const int rank = test::world_rank();
  for (int step = 0; step < kSteps; ++step) {
    for (int k = 0; k < kFields; ++k) {
      const FieldSpec& f = sample.fields[k];
      const std::int64_t global = rank * f.per_rank;
      writer.iwait(f.path);  // before the field's first update of this step
      if (!p.shared && step > 0) {
        const auto previous = test::field_values(f, step - 1, global, f.per_rank);
        ASSERT_TRUE(test::pread_bytes(temporary, offsets[k], static_cast<std::int64_t>(previous.size())) == previous)
            << f.path << " step " << step - 1 << " not in the file after iwait";
      }
      buffers[k] = test::field_values(f, step, global, f.per_rank);  // "compute"
      if ((k + rank) % 7 == 0) std::this_thread::sleep_for(std::chrono::microseconds(50 * (rank + 1)));
      const bool copy = k % 5 == 0;
      writer.iwrite(f.path, p.first(f), f.per_rank, buffers[k].data(), copy ? BufferUse::copy : BufferUse::borrow);
      if (copy) buffers[k].assign(buffers[k].size(), std::byte{0xee});  // free to reuse at once
    }
    const FieldSpec& h = sample.fields[kFields + step];
    history[step] = test::field_values(h, step, rank * h.per_rank, h.per_rank);
    writer.iwrite(h.path, p.first(h), h.per_rank, history[step].data());
  }
  writer.close();
}

void check_file(const std::filesystem::path& file, const AsyncSample& sample, int file_rank) {
  for (int k = 0; k < kFields; ++k)
    EXPECT_TRUE(test::read_array(file, sample.fields[k].path) ==
                test::expected_array(sample, sample.fields[k], kSteps - 1, file_rank))
        << sample.fields[k].path;
  for (int s = 0; s < kSteps; ++s)
    EXPECT_TRUE(test::read_array(file, sample.fields[kFields + s].path) ==
                test::expected_array(sample, sample.fields[kFields + s], s, file_rank))
        << "history of step " << s;
}

TEST(AsyncStress, FilePerProcessPipeline) {
  test::SharedDir dir;
  const AsyncSample sample = stress_sample(1);
  const Pipeline p{false, dir / ("stress_" + std::to_string(test::world_rank()) + ".cgns")};
  {
    AsyncWriter writer(FilePerProcessTarget{p.file});
    writer.tree() = sample.tree();
    writer.commit();
    ASSERT_TRUE(writer.asynchronous());
    run_pipeline(p, sample, writer);
  }
  check_file(p.file, sample, test::world_rank());
}

TEST(AsyncStress, SharedFilePipeline) {
  test::SharedDir dir;
  const AsyncSample sample = stress_sample(test::world_size());
  const Pipeline p{true, dir / "stress.cgns"};
  {
    AsyncWriter writer(SharedFileTarget{MPI_COMM_WORLD, p.file});
    writer.tree() = sample.tree();
    writer.commit();
    run_pipeline(p, sample, writer);
  }
  check_file(p.file, sample, 0);
}

}  // namespace
}  // namespace pcgns
