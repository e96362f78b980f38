// Failures of the parallel writer reach every rank as the same error (no hang), name
// the file and the node, and never leave a file under the requested name.
#include <gtest/gtest.h>

#include <fstream>

#include "mpi/io_sample.hpp"
#include "mpi/mpi_test_support.hpp"
#include "pcgns/parallel_writer.hpp"
#include "pcgns/tree_io.hpp"

namespace pcgns {
namespace {

using test::expect_error;
using test::world_rank;
using test::world_size;

const char* kX = "/Base/Zone_0/GridCoordinates/CoordinateX";

bool has_temporary(const test::SharedDir& dir) {
  for (const auto& name : dir.entries())
    if (name.find(".pcgns-") != std::string::npos) return true;
  return false;
}

class WriterErrors : public ::testing::TestWithParam<WritePath> {
 protected:
  ParallelWriteOptions options() const {
    ParallelWriteOptions o;
    o.path = GetParam();
    return o;
  }
  std::unique_ptr<ParallelWriter> committed_writer(const std::filesystem::path& file) {
    auto writer = std::make_unique<ParallelWriter>(MPI_COMM_WORLD, file, options());
    writer->tree() = test::unstructured_zones(1, 100).tree();
    writer->commit();
    return writer;
  }
  std::vector<double> values = std::vector<double>(200, 1.5);
};

TEST_P(WriterErrors, RangeOutsideTheArrayFailsOnEveryRankNamingTheNode) {
  const test::SharedDir dir;
  const auto file = dir / "out.cgns";
  {
    auto writer = committed_writer(file);
    const int last = world_size() - 1;
    // Only the last rank is wrong; the others queue valid writes.
    if (world_rank() == last) writer->write(kX, 90, 20, values.data());
    else writer->write(kX, world_rank(), 1, values.data());
    expect_error<InputError>([&] { writer->flush(); },
                             {"rank " + std::to_string(last) + ":", "out.cgns", kX, "[90, 110)", "100 elements"});
  }
  MPI_Barrier(MPI_COMM_WORLD);
  EXPECT_FALSE(std::filesystem::exists(file));
  EXPECT_FALSE(has_temporary(dir));
}

TEST_P(WriterErrors, BoxOutsideTheArrayOrUnknownNodeFailsOnEveryRank) {
  const test::SharedDir dir;
  const auto file = dir / "out.cgns";
  auto writer = committed_writer(file);
  if (world_rank() == 0) writer->write("/Base/Zone_0/Nope", 0, 1, values.data());
  expect_error<InputError>([&] { writer->flush(); }, {"rank 0:", "/Base/Zone_0/Nope"});
  if (world_rank() == world_size() - 1) writer->write_box(kX, {0}, {100}, values.data());
  expect_error<InputError>([&] { writer->flush(); }, {kX, "dimension 1"});
  // The writer is still usable after an agreed error.
  writer->write(kX, 0, 100, values.data());
  writer->close();
  if (world_rank() == 0) {
    const Node tree = read_tree(file);  // 800 bytes: loaded into memory
    const auto back = find_node(tree, kX)->values<double>();
    EXPECT_EQ(std::vector<double>(back.begin(), back.end()), std::vector<double>(100, 1.5));
  }
}

TEST_P(WriterErrors, OverlappingWritesOnOneRankAreRejected) {
  const test::SharedDir dir;
  auto writer = committed_writer(dir / "out.cgns");
  if (world_rank() == 0) {
    writer->write(kX, 0, 50, values.data());
    writer->write(kX, 40, 20, values.data());
  }
  expect_error<InputError>([&] { writer->flush(); }, {"overlapping", kX, "[40, 60)"});
}

TEST_P(WriterErrors, ExistingOutputNeedsOverwriteOnEveryRank) {
  const test::SharedDir dir;
  const auto file = dir / "exists.cgns";
  if (world_rank() == 0) std::ofstream(file) << "precious";
  MPI_Barrier(MPI_COMM_WORLD);
  expect_error<OutputError>([&] { ParallelWriter writer(MPI_COMM_WORLD, file, options()); },
                            {"exists.cgns", "already exists"});
  auto o = options();
  o.overwrite = true;
  {
    ParallelWriter writer(MPI_COMM_WORLD, file, o);
    writer.tree() = test::unstructured_zones(1, 100).tree();
    writer.commit();
    writer.write(kX, 0, 100, values.data());
    std::ifstream still(file);
    EXPECT_EQ(std::string(std::istreambuf_iterator<char>(still), {}), "precious")
        << "the old file must stay intact until close()";
    writer.close();
  }
  if (world_rank() == 0) {
    EXPECT_NO_THROW(read_tree(file));
  }
}

TEST_P(WriterErrors, MissingDirectoryIsAnOutputErrorOnEveryRank) {
  const test::SharedDir dir;
  expect_error<OutputError>([&] { ParallelWriter writer(MPI_COMM_WORLD, dir / "no" / "out.cgns", options()); },
                            {"out.cgns", "does not exist"});
}

TEST_P(WriterErrors, NothingUnderTheFinalNameBeforeCloseAndNoTemporaryAfter) {
  const test::SharedDir dir;
  const auto file = dir / "out.cgns";
  {
    auto writer = committed_writer(file);
    writer->write(kX, 0, 100, values.data());
    writer->flush();
    MPI_Barrier(MPI_COMM_WORLD);
    EXPECT_FALSE(std::filesystem::exists(file));
    EXPECT_TRUE(has_temporary(dir));
    MPI_Barrier(MPI_COMM_WORLD);
    writer->close();
    EXPECT_TRUE(std::filesystem::exists(file));
  }
  MPI_Barrier(MPI_COMM_WORLD);
  EXPECT_FALSE(has_temporary(dir));
}

TEST_P(WriterErrors, WriterDestroyedWithoutCloseRemovesItsTemporary) {
  const test::SharedDir dir;
  const auto file = dir / "out.cgns";
  {
    auto writer = committed_writer(file);
    writer->write(kX, 0, 100, values.data());
    writer->flush();
  }
  { ParallelWriter uncommitted(MPI_COMM_WORLD, dir / "other.cgns", options()); }
  MPI_Barrier(MPI_COMM_WORLD);
  EXPECT_FALSE(std::filesystem::exists(file));
  EXPECT_TRUE(dir.entries().empty());
}

TEST_P(WriterErrors, WritesBeforeCommitAreUsageErrors) {
  const test::SharedDir dir;
  ParallelWriter writer(MPI_COMM_WORLD, dir / "out.cgns", options());
  writer.tree() = test::unstructured_zones(1, 100).tree();
  writer.write(kX, 0, 1, values.data());
  expect_error<UsageError>([&] { writer.flush(); }, {"commit()"});
}

TEST_P(WriterErrors, CloseCommitsAnUncommittedTreeAndFlushAfterCloseIsRejected) {
  const test::SharedDir dir;
  const auto file = dir / "skeleton.cgns";
  ParallelWriter writer(MPI_COMM_WORLD, file, options());
  writer.tree() = test::unstructured_zones(2, 100).tree();
  writer.close();
  if (world_rank() == 0) {
    const Node tree = read_tree(file);
    const Node* x = find_node(tree, "/Base/Zone_1/GridCoordinates/CoordinateX");
    ASSERT_NE(x, nullptr);
    EXPECT_EQ(x->dims, (Dims{113}));
  }
  expect_error<UsageError>([&] { writer.flush(); }, {"skeleton.cgns", "after close()"});
  expect_error<UsageError>([&] { writer.close(); }, {"twice"});
}

TEST_P(WriterErrors, HintsReachTheFileAndBadHintsFailEarly) {
  const test::SharedDir dir;
  const auto file = dir / "hinted.cgns";
  auto o = options();
  o.hints = {mpi::parse_hint("cb_buffer_size=1048576"), mpi::parse_hint("romio_cb_write=enable")};
  {
    ParallelWriter writer(MPI_COMM_WORLD, file, o);
    writer.tree() = test::unstructured_zones(1, 100).tree();
    writer.commit();
    if (world_rank() == 0) writer.write(kX, 0, 100, values.data());
    writer.close();
  }
  if (world_rank() == 0) {
    const auto back = find_node(read_tree(file), kX)->as_double();
    EXPECT_EQ(back, std::vector<double>(100, 1.5));
  }
  o.hints = {{"cb_nodes", ""}};
  expect_error<UsageError>([&] { ParallelWriter writer(MPI_COMM_WORLD, dir / "x.cgns", o); }, {"cb_nodes"});
}

std::string path_name(const ::testing::TestParamInfo<WritePath>& param) { return test::write_path_name(param.param); }

INSTANTIATE_TEST_SUITE_P(ParallelIo, WriterErrors,
                         ::testing::Values(WritePath::queue, WritePath::hdf5_collective, WritePath::hdf5_independent),
                         path_name);

}  // namespace
}  // namespace pcgns
