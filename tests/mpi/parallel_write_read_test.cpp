// Round trips through the parallel data path: files written by 1, 2 or 4 ranks through
// each write path (queue, HDF5 collective, HDF5 independent) with every ownership
// pattern -- a zone per rank, several zones per rank, zones shared by all ranks,
// idle ranks, boxes of a structured block -- then read back by other ranks with
// ParallelReader and serially with read_tree/read_bulk, compared exactly.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <functional>

#include "mpi/io_sample.hpp"
#include "mpi/mpi_test_support.hpp"
#include "pcgns/parallel_reader.hpp"
#include "pcgns/parallel_writer.hpp"
#include "pcgns/tree_io.hpp"

namespace pcgns {
namespace {

using test::ArraySpec;
using test::Partition;
using test::SampleLayout;
using test::Selection;

struct Scenario {
  std::string name;
  std::function<SampleLayout(int ranks)> layout;
  std::function<Partition(const SampleLayout&, int ranks)> partition;
};

std::vector<Selection> whole_arrays_of_zone(const SampleLayout& layout, const std::string& zone) {
  std::vector<Selection> out;
  for (std::size_t a = 0; a < layout.arrays.size(); ++a)
    if (layout.arrays[a].path.find("/" + zone + "/") != std::string::npos)
      out.push_back({a, 0, element_count(layout.arrays[a].dims), std::nullopt});
  return out;
}

// Rank r owns zone r.
Partition one_zone_per_rank(const SampleLayout& layout, int ranks) {
  Partition p(static_cast<std::size_t>(ranks));
  for (int r = 0; r < ranks; ++r) p[r] = whole_arrays_of_zone(layout, "Zone_" + std::to_string(r));
  return p;
}

// Zone z belongs to rank z % ranks; queued in reverse file order to exercise sorting.
Partition several_zones_per_rank(const SampleLayout& layout, int ranks) {
  Partition p(static_cast<std::size_t>(ranks));
  const int zones = 3 * ranks;
  for (int z = zones - 1; z >= 0; --z) {
    auto mine = whole_arrays_of_zone(layout, "Zone_" + std::to_string(z));
    std::reverse(mine.begin(), mine.end());
    auto& target = p[static_cast<std::size_t>(z % ranks)];
    target.insert(target.end(), mine.begin(), mine.end());
  }
  return p;
}

// Every array of the single zone cut into pieces of `piece` elements dealt round-robin,
// the remainder last.
Partition dealt_round_robin(const SampleLayout& layout, int ranks, std::int64_t piece) {
  Partition p(static_cast<std::size_t>(ranks));
  for (std::size_t a = 0; a < layout.arrays.size(); ++a) {
    const std::int64_t n = element_count(layout.arrays[a].dims);
    std::int64_t dealt = 0;
    for (std::int64_t first = 0; first < n; first += piece, ++dealt)
      p[static_cast<std::size_t>(dealt % ranks)].push_back({a, first, std::min(piece, n - first), std::nullopt});
  }
  return p;
}

// Chunks of 97 elements: many small interleaved pieces.
Partition shared_interleaved(const SampleLayout& layout, int ranks) { return dealt_round_robin(layout, ranks, 97); }

// Pieces of 150,000 elements (1.2 MB of doubles: large enough to be written on their
// own, ParallelWriter's write_large_runs_at_once): the large pieces of one rank lie
// between other ranks' pieces, large and small, of the same flush.
Partition shared_large_pieces(const SampleLayout& layout, int ranks) {
  return dealt_round_robin(layout, ranks, 150000);
}

// Every array of the single zone cut into one block per rank.
Partition shared_blocked(const SampleLayout& layout, int ranks) {
  Partition p(static_cast<std::size_t>(ranks));
  for (std::size_t a = 0; a < layout.arrays.size(); ++a) {
    const std::int64_t n = element_count(layout.arrays[a].dims);
    for (int r = 0; r < ranks; ++r) {
      const std::int64_t lo = n * r / ranks;
      const std::int64_t hi = n * (r + 1) / ranks;
      p[static_cast<std::size_t>(r)].push_back({a, lo, hi - lo, std::nullopt});
    }
  }
  return p;
}

// Zone 0 belongs to rank 0, zone 1 to the last rank; ranks in between write nothing.
Partition idle_ranks(const SampleLayout& layout, int ranks) {
  Partition p(static_cast<std::size_t>(ranks));
  p[0] = whole_arrays_of_zone(layout, "Zone_0");
  auto last = whole_arrays_of_zone(layout, "Zone_1");
  auto& target = p[static_cast<std::size_t>(ranks - 1)];
  target.insert(target.end(), last.begin(), last.end());
  return p;
}

// Each array of the block cut into 2 x 2 x 2 boxes dealt round-robin.
Partition structured_boxes(const SampleLayout& layout, int ranks) {
  Partition p(static_cast<std::size_t>(ranks));
  for (std::size_t a = 0; a < layout.arrays.size(); ++a) {
    const Dims& d = layout.arrays[a].dims;
    int b = 0;
    for (int k = 0; k < 2; ++k)
      for (int j = 0; j < 2; ++j)
        for (int i = 0; i < 2; ++i, ++b) {
          const Dims half{d[0] / 2, d[1] / 2, d[2] / 2};
          io::Box box{{i * half[0], j * half[1], k * half[2]},
                      {i ? d[0] - 1 : half[0] - 1, j ? d[1] - 1 : half[1] - 1, k ? d[2] - 1 : half[2] - 1}};
          p[static_cast<std::size_t>(b % ranks)].push_back({a, 0, 0, box});
        }
  }
  return p;
}

std::vector<Scenario> scenarios() {
  auto zones = [](int per_rank, std::int64_t vertices) {
    return [=](int ranks) { return test::unstructured_zones(per_rank * ranks, vertices); };
  };
  return {
      {"one_zone_per_rank", zones(1, 2000), one_zone_per_rank},
      {"several_zones_per_rank", zones(3, 500), several_zones_per_rank},
      {"shared_interleaved", [](int) { return test::unstructured_zones(1, 10007); }, shared_interleaved},
      {"shared_blocked", [](int) { return test::unstructured_zones(1, 10007); }, shared_blocked},
      {"idle_ranks", [](int) { return test::unstructured_zones(2, 3000); }, idle_ranks},
      {"structured_boxes", [](int) { return test::structured_block(13, 10, 9); }, structured_boxes},
      // Pieces of more than 1 MiB beside small ones in the same flush.
      {"large_zone_per_rank", zones(1, 140000), one_zone_per_rank},
      {"shared_large_pieces", [](int) { return test::unstructured_zones(1, 600011); }, shared_large_pieces},
  };
}

// Pieces of one buffer per rank, in the order of the selections (not file order).
struct Buffers {
  std::vector<std::byte> bytes;
  std::vector<std::size_t> offsets;
};

Buffers layout_buffers(const SampleLayout& layout, const std::vector<Selection>& selections) {
  Buffers b;
  for (const Selection& s : selections) {
    b.offsets.push_back(b.bytes.size());
    const auto size = element_size(layout.arrays[s.array].type);
    b.bytes.resize(b.bytes.size() + static_cast<std::size_t>(s.elements()) * size);
  }
  return b;
}

void write_file(WritePath path, const std::filesystem::path& file, const SampleLayout& layout,
                const std::vector<Selection>& mine, const mpi::Hints& hints = {}) {
  ParallelWriteOptions options;
  options.path = path;
  options.hints = hints;
  ParallelWriter writer(MPI_COMM_WORLD, file, options);
  writer.tree() = layout.tree();
  writer.commit();
  Buffers buffers = layout_buffers(layout, mine);
  std::int64_t queued = 0;
  // Two flushes; each rank queues half of its selections before each.
  const std::size_t half = mine.size() / 2;
  for (int round = 0; round < 2; ++round) {
    const std::size_t begin = round == 0 ? 0 : half;
    const std::size_t end = round == 0 ? half : mine.size();
    for (std::size_t i = begin; i < end; ++i) {
      const Selection& s = mine[i];
      const ArraySpec& a = layout.arrays[s.array];
      const auto values = test::expected_bytes(a, s);
      std::copy(values.begin(), values.end(), buffers.bytes.begin() + static_cast<std::ptrdiff_t>(buffers.offsets[i]));
      const void* memory = buffers.bytes.data() + buffers.offsets[i];
      if (s.box) writer.write_box(a.path, s.box->lo, s.box->hi, memory);
      else writer.write(a.path, s.first, s.count, memory);
      queued += static_cast<std::int64_t>(values.size());
    }
    writer.flush();
  }
  EXPECT_FALSE(std::filesystem::exists(file)) << "final name visible before close()";
  writer.close();
  EXPECT_EQ(writer.bytes_written(), queued);
}

void check_in_parallel(const std::filesystem::path& file, const SampleLayout& layout,
                       const std::vector<Selection>& selections) {
  ParallelReader reader(MPI_COMM_WORLD, file);
  EXPECT_EQ(reader.version().code, kDefaultCgnsVersion);
  Buffers buffers = layout_buffers(layout, selections);
  for (std::size_t i = 0; i < selections.size(); ++i) {
    const Selection& s = selections[i];
    void* out = buffers.bytes.data() + buffers.offsets[i];
    const std::string& path = layout.arrays[s.array].path;
    if (s.box) reader.read_box(path, s.box->lo, s.box->hi, out);
    else reader.read(path, s.first, s.count, out);
  }
  reader.flush();
  EXPECT_EQ(reader.bytes_read(), static_cast<std::int64_t>(buffers.bytes.size()));
  for (std::size_t i = 0; i < selections.size(); ++i) {
    const auto expected = test::expected_bytes(layout.arrays[selections[i].array], selections[i]);
    EXPECT_TRUE(std::equal(expected.begin(), expected.end(),
                           buffers.bytes.begin() + static_cast<std::ptrdiff_t>(buffers.offsets[i])))
        << "selection " << i << " of " << layout.arrays[selections[i].array].path;
  }
}

// The queue path writes collectively, or independently when every rank's pieces are
// large; small test arrays take the collective route unless romio_cb_write=disable
// forces the independent one.
class RoundTrip : public ::testing::TestWithParam<std::tuple<WritePath, Scenario, mpi::Hints>> {};

TEST_P(RoundTrip, EveryValueReadsBackExactly) {
  const auto& [path, scenario, hints] = GetParam();
  const int ranks = test::world_size();
  const int rank = test::world_rank();
  const test::SharedDir dir;
  const auto file = dir / "out.cgns";
  const SampleLayout layout = scenario.layout(ranks);
  const Partition partition = scenario.partition(layout, ranks);
  write_file(path, file, layout, partition[static_cast<std::size_t>(rank)], hints);
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 0) test::expect_arrays_read_back(file, layout);
  // Every rank reads what the next rank wrote.
  check_in_parallel(file, layout, partition[static_cast<std::size_t>((rank + 1) % ranks)]);
}

std::string name_of(const ::testing::TestParamInfo<RoundTrip::ParamType>& info) {
  return test::write_path_name(std::get<0>(info.param)) + (std::get<2>(info.param).empty() ? "" : "_cb_disabled") +
         "_" + std::get<1>(info.param).name;
}

INSTANTIATE_TEST_SUITE_P(ParallelIo, RoundTrip,
                         ::testing::Combine(::testing::Values(WritePath::queue, WritePath::hdf5_collective,
                                                              WritePath::hdf5_independent),
                                            ::testing::ValuesIn(scenarios()), ::testing::Values(mpi::Hints{})),
                         name_of);
INSTANTIATE_TEST_SUITE_P(ParallelIoIndependent, RoundTrip,
                         ::testing::Combine(::testing::Values(WritePath::queue), ::testing::ValuesIn(scenarios()),
                                            ::testing::Values(mpi::Hints{{"romio_cb_write", "disable"}})),
                         name_of);

// 64-bit sizes and offsets: an array of more than 2^31 elements (16 GiB, allocated
// but never filled, so the file stays sparse) written and read at both ends. The space
// claim is off: it would need the 16 GiB free on the test machine's disk.
class LargeArray : public ::testing::TestWithParam<WritePath> {};

TEST_P(LargeArray, ElementsBeyondTwoToThe31AreAddressedExactly) {
  const std::int64_t n = (std::int64_t{1} << 31) + 10;
  const ArraySpec big{"/Base/Big/FlowSolution/Huge", DataType::R8, {n}};
  const test::SharedDir dir;
  const auto file = dir / "large.cgns";
  const int rank = test::world_rank();
  const int last = test::world_size() - 1;
  // Rank 0 writes the first 1000 elements, the last rank the last 1000.
  const Selection head{0, 0, 1000, std::nullopt};
  const Selection tail{0, n - 1000, 1000, std::nullopt};
  {
    ParallelWriteOptions options;
    options.path = GetParam();
    options.reserve_space = false;
    ParallelWriter writer(MPI_COMM_WORLD, file, options);
    Node& base = writer.tree().add(make_data_node("Base", "CGNSBase_t", std::vector<std::int32_t>{3, 3}));
    base.add(make_data_node("Big", "Zone_t", std::vector<std::int64_t>{n, n - 1, 0}, {1, 3}))
        .add(Node("FlowSolution", "FlowSolution_t"))
        .add(make_deferred_node("Huge", "DataArray_t", DataType::R8, {n}));
    writer.commit();
    const auto head_values = test::expected_bytes(big, head);
    const auto tail_values = test::expected_bytes(big, tail);
    if (rank == 0) writer.write(big.path, head.first, head.count, head_values.data());
    if (rank == last) writer.write(big.path, tail.first, tail.count, tail_values.data());
    writer.close();
  }
  if (rank == 0) {
    const Node tree = read_tree(file);
    const Node* huge = find_node(tree, big.path);
    ASSERT_TRUE(huge && huge->bulk);
    EXPECT_GT(huge->bulk->offset, 0);
    std::vector<std::byte> back(8000);
    read_bulk(*huge->bulk, DataType::R8, tail.first, tail.count, back.data());
    EXPECT_TRUE(back == test::expected_bytes(big, tail));
  }
  // The last rank reads the head and rank 0 the tail, through MPI-IO.
  ParallelReader reader(MPI_COMM_WORLD, file);
  std::vector<std::byte> got(8000);
  const Selection& wanted = rank == 0 ? tail : head;
  reader.read(big.path, wanted.first, wanted.count, got.data());
  reader.flush();
  EXPECT_TRUE(got == test::expected_bytes(big, wanted));
}

std::string path_name(const ::testing::TestParamInfo<WritePath>& param) { return test::write_path_name(param.param); }

INSTANTIATE_TEST_SUITE_P(ParallelIo, LargeArray,
                         ::testing::Values(WritePath::queue, WritePath::hdf5_collective, WritePath::hdf5_independent),
                         path_name);

TEST(ParallelIoFile, IsAValidCgnsFileForTheOfficialTools) {
  const test::SharedDir dir;
  const auto file = dir / "listed.cgns";
  const SampleLayout layout = test::unstructured_zones(test::world_size(), 100);
  write_file(WritePath::queue, file, layout,
             one_zone_per_rank(layout, test::world_size())[static_cast<std::size_t>(test::world_rank())]);
  if (test::world_rank() == 0) {
    const std::string command = "cgnslist '" + file.string() + "' > '" + (dir / "listing.txt").string() + "' 2>&1";
    EXPECT_EQ(std::system(command.c_str()), 0);
    std::ifstream listing(dir / "listing.txt");
    const std::string text(std::istreambuf_iterator<char>(listing), {});
    EXPECT_NE(text.find("Zone_0"), std::string::npos) << text;
    EXPECT_NE(text.find("CoordinateX"), std::string::npos) << text;
  }
}

}  // namespace
}  // namespace pcgns
