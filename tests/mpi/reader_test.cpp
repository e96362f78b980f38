// ParallelReader: the skeleton parsed once and broadcast, bulk arrays read by ranges
// through MPI-IO (contiguous data) or HDF5/in-memory copies (compact, chunked), on the
// files written by the official CGNS library and on files written by pcgns.
#include <gtest/gtest.h>

#include <cstring>
#include <fstream>

#include "mpi/io_sample.hpp"
#include "mpi/mpi_test_support.hpp"
#include "pcgns/parallel_reader.hpp"
#include "pcgns/parallel_writer.hpp"
#include "pcgns/tree_io.hpp"

namespace pcgns {
namespace {

using test::expect_error;
using test::world_rank;
using test::world_size;

struct DataNode {
  std::string path;
  const Node* node;
};

void collect(const Node& node, const std::string& path, std::vector<DataNode>& out) {
  if (element_size(node.type) > 0 && node.count() > 0 && (node.has_data() || node.bulk)) out.push_back({path, &node});
  for (const Node& child : node.children) collect(child, (path == "/" ? "/" : path + "/") + child.name, out);
}

std::vector<std::byte> serial_values(const Node& node) {
  if (node.has_data()) return node.data;
  std::vector<std::byte> values(static_cast<std::size_t>(node.byte_size()));
  read_bulk(*node.bulk, node.type, 0, node.count(), values.data());
  return values;
}

class OfficialFiles : public ::testing::TestWithParam<const char*> {};

TEST_P(OfficialFiles, EveryArrayReadsLikeTheSerialReader) {
  const std::filesystem::path file = std::string(PCGNS_TEST_DATA_DIR) + "/" + GetParam();
  ParallelReader reader(MPI_COMM_WORLD, file);
  std::vector<DataNode> nodes;
  collect(reader.tree(), "/", nodes);
  ASSERT_GT(nodes.size(), 10u);
  // Node i is read by rank i % size, in two pieces: the upper half first.
  std::vector<std::vector<std::byte>> got(nodes.size());
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    if (static_cast<int>(i % static_cast<std::size_t>(world_size())) != world_rank()) continue;
    const Node& n = *nodes[i].node;
    const auto size = static_cast<std::int64_t>(element_size(n.type));
    got[i].resize(static_cast<std::size_t>(n.byte_size()));
    const std::int64_t half = n.count() / 2;
    reader.read(nodes[i].path, half, n.count() - half, got[i].data() + half * size);
    reader.read(nodes[i].path, 0, half, got[i].data());
  }
  reader.flush();
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    if (!got[i].empty()) {
      EXPECT_TRUE(got[i] == serial_values(*nodes[i].node)) << nodes[i].path;
    }
  }
}

// "cgnslib_vers-3420.cgns" -> "3420"
std::string version_of(const ::testing::TestParamInfo<const char*>& param) {
  return std::string(param.param).substr(13, 4);
}

INSTANTIATE_TEST_SUITE_P(ParallelReader, OfficialFiles,
                         ::testing::Values("cgnslib_vers-3000.cgns", "cgnslib_vers-3420.cgns",
                                           "cgnslib_vers-4400.cgns"),
                         version_of);

TEST(ParallelReader, VersionOfTheOfficialFiles) {
  ParallelReader reader(MPI_COMM_WORLD, std::string(PCGNS_TEST_DATA_DIR) + "/cgnslib_vers-3420.cgns");
  EXPECT_EQ(reader.version().code, 3420);
}

TEST(ParallelReader, MissingFileFailsOnEveryRankNamingIt) {
  const test::SharedDir dir;
  expect_error<MissingInputError>([&] { ParallelReader reader(MPI_COMM_WORLD, dir / "absent.cgns"); },
                                  {"rank 0:", "absent.cgns"});
}

TEST(ParallelReader, NonCgnsFileIsAnInputError) {
  const test::SharedDir dir;
  if (world_rank() == 0) std::ofstream(dir / "text.cgns") << "not hdf5";
  MPI_Barrier(MPI_COMM_WORLD);
  expect_error<InputError>([&] { ParallelReader reader(MPI_COMM_WORLD, dir / "text.cgns"); }, {"text.cgns"});
}

class WrittenFile : public ::testing::Test {
 protected:
  void SetUp() override {
    ParallelWriter writer(MPI_COMM_WORLD, file);
    writer.tree() = layout.tree();
    // A small array given in memory is stored compact: read by copy, not MPI-IO.
    writer.tree().child("Base")->add(make_data_node("Small", "DataArray_t", std::vector<std::int32_t>{5, 6, 7, 8}));
    writer.commit();
    if (world_rank() == 0) {
      for (const auto& a : layout.arrays) {
        const auto values = test::expected_array(a);
        writer.write(a.path, 0, element_count(a.dims), values.data());
        writer.flush();
      }
    } else {
      for (std::size_t i = 0; i < layout.arrays.size(); ++i) writer.flush();
    }
    writer.close();
  }
  test::SharedDir dir;
  std::filesystem::path file = dir / "read.cgns";
  test::SampleLayout layout = test::structured_block(9, 8, 7);
};

TEST_F(WrittenFile, OverlappingReadsOnOneRankFillEveryBuffer) {
  ParallelReader reader(MPI_COMM_WORLD, file);
  const auto& x = layout.arrays[0];
  std::vector<double> whole(9 * 8 * 7), again(9 * 8 * 7), part(100);
  reader.read(x.path, 0, 504, whole.data());
  reader.read(x.path, 0, 504, again.data());
  reader.read(x.path, 50, 100, part.data());
  reader.flush();
  const auto expected = test::expected_array(x);
  EXPECT_EQ(0, std::memcmp(whole.data(), expected.data(), expected.size()));
  EXPECT_EQ(whole, again);
  EXPECT_TRUE(std::equal(part.begin(), part.end(), whole.begin() + 50));
}

TEST_F(WrittenFile, BoxesAndInMemoryDataAreRead) {
  ParallelReader reader(MPI_COMM_WORLD, file);
  const auto& p = layout.arrays[2];  // Pressure, 8 x 7 x 6
  const test::Selection box{2, 0, 0, io::Box{{1, 2, world_rank() % 3}, {6, 5, 5}}};
  std::vector<float> got(static_cast<std::size_t>(box.elements()));
  std::vector<std::int32_t> small(2);
  reader.read_box(p.path, box.box->lo, box.box->hi, got.data());
  reader.read("Base/Small", 2, 2, small.data());
  reader.flush();
  const auto expected = test::expected_bytes(p, box);
  EXPECT_EQ(0, std::memcmp(got.data(), expected.data(), expected.size()));
  EXPECT_EQ(small, (std::vector<std::int32_t>{7, 8}));
}

TEST_F(WrittenFile, BadRequestsFailOnEveryRankNamingTheNode) {
  ParallelReader reader(MPI_COMM_WORLD, file);
  std::vector<double> out(600);
  const int last = world_size() - 1;
  if (world_rank() == last) reader.read(layout.arrays[0].path, 500, 10, out.data());
  expect_error<InputError>([&] { reader.flush(); },
                           {"rank " + std::to_string(last) + ":", "read.cgns", layout.arrays[0].path, "[500, 510)"});
  if (world_rank() == 0) reader.read("/Base/Block/GridCoordinates", 0, 1, out.data());
  if (world_rank() == last) reader.read("/Base/Missing", 0, 1, out.data());
  expect_error<InputError>([&] { reader.flush(); }, {"rank 0:", "/Base/Block/GridCoordinates", "holds no data"});
  // Still usable afterwards.
  reader.read(layout.arrays[1].path, 0, 3, out.data());
  reader.flush();
  const auto expected = test::expected_bytes(layout.arrays[1], {1, 0, 3, std::nullopt});
  EXPECT_EQ(0, std::memcmp(out.data(), expected.data(), expected.size()));
}

}  // namespace
}  // namespace pcgns
