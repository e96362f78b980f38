// An input cut short after pcgns-split read its metadata (another job truncating or
// rewriting it): the arrays read from it afterwards are an IoError naming the file, on
// every rank, never a SIGBUS (they were mapped into memory, and a mapped page past the
// new end of the file kills the process when touched).
#include <gtest/gtest.h>
#include <mpi.h>

#include <filesystem>
#include <string>

#include "dist/open_case.hpp"
#include "dist/output_plan.hpp"
#include "pcgns/mpi_rank.hpp"
#include "pcgns/tree_io.hpp"
#include "split/block_arrays.hpp"
#include "split/unstructured/zone_arrays.hpp"
#include "support/shared_dir.hpp"

namespace pcgns::split {
namespace {

void load_everything(Node& node) {
  load_data(node);
  for (Node& child : node.children) load_everything(child);
}

// The official file rewritten with every dataset contiguous, as large outputs are.
std::filesystem::path contiguous_copy(MPI_Comm comm, const test::SharedDir& dir) {
  auto file = dir / "truncated_input.cgns";
  if (rank_of(comm) == 0) {
    Node root = read_tree(std::filesystem::path(PCGNS_TEST_DATA_DIR) / "cgnslib_vers-4400.cgns");
    load_everything(root);
    WriteOptions options;
    options.version = tree_version(root);
    options.compact_threshold = 0;
    write_tree(file, root, options);
  }
  MPI_Barrier(comm);
  return file;
}

TEST(TruncatedInput, ArraysReadAfterTheInputShrankAreAnIoErrorNamingIt) {
  const MPI_Comm comm = MPI_COMM_WORLD;
  const test::SharedDir dir(comm);
  const auto file = contiguous_copy(comm, dir);
  dist::CaseOptions options;
  options.inputs = {file};
  const dist::OpenCase opened = dist::open_case(comm, options);
  dist::ArraySource source;
  const dist::OutputPlan plan =
      dist::plan_logical_tree(comm, opened.catalog, opened.bases, opened.selection, opened.version, source);
  const BlockArrays arrays(plan);
  const std::string zone_path = "/Base/Zone 1", path = zone_path + "/GridCoordinates/CoordinateX";
  const auto zone = file_zone_arrays(*find_node(plan.tree, zone_path), zone_path, arrays, source);
  const Node* input = arrays.copy_source(path);
  ASSERT_NE(input, nullptr);
  ASSERT_TRUE(input->bulk && input->bulk->offset > 0);
  std::vector<IdRuns> requests(1);
  requests[0].add_run(0, input->count());
  EXPECT_EQ(zone->fetch(comm, path, requests).gathered(0).size(), static_cast<std::size_t>(input->byte_size()));

  MPI_Barrier(comm);
  if (rank_of(comm) == 0) std::filesystem::resize_file(file, static_cast<std::uintmax_t>(input->bulk->offset + 16));
  MPI_Barrier(comm);
  try {
    zone->fetch(comm, path, requests).gathered(0);
    ADD_FAILURE() << "no error";
  } catch (const IoError& e) {
    EXPECT_NE(std::string(e.what()).find(file.string()), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("truncated"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace pcgns::split
