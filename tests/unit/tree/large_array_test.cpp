// 64-bit sizes end to end: deferred arrays over 4 GiB and over 2^31 elements are
// allocated in a sparse file, placed at the right offsets, filled with pwrite (as the
// parallel path does) and read back by range.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdint>
#include <vector>

#include "pcgns/tree_io.hpp"
#include "support/scratch_dir.hpp"

namespace pcgns {
namespace {

template <class T>
void pwrite_values(const std::filesystem::path& file, std::int64_t offset, std::int64_t first,
                   const std::vector<T>& values) {
  const int fd = ::open(file.c_str(), O_WRONLY);
  ASSERT_GE(fd, 0);
  const auto bytes = static_cast<ssize_t>(values.size() * sizeof(T));
  EXPECT_EQ(::pwrite(fd, values.data(), static_cast<std::size_t>(bytes),
                     static_cast<off_t>(offset + first * std::int64_t(sizeof(T)))),
            bytes);
  ::close(fd);
}

TEST(LargeArrays, DeferredArraysBeyond4GiBAndBeyond2To31Elements) {
  test::ScratchDir dir;
  const auto file = dir / "large.cgns";
  constexpr std::int64_t kReals = 600'000'000;            // 4.8e9 bytes
  constexpr std::int64_t kRows = 50'000, kCols = 50'000;  // 2.5e9 > 2^31 elements
  Node root("/", "Root Node of HDF5 File");
  Node& base = root.add(make_data_node("Base", "CGNSBase_t", std::vector<std::int32_t>{3, 3}));
  Node& data = base.add(Node("Data", "UserDefinedData_t"));
  data.add(make_deferred_node("Reals", "DataArray_t", DataType::R8, Dims{kReals}));
  data.add(make_deferred_node("Bytes", "DataArray_t", DataType::B1, Dims{kRows, kCols}));
  data.add(make_data_node("Small", "DataArray_t", std::vector<std::int32_t>{1, 2, 3}));

  const auto placements = write_tree(file, root);
  ASSERT_EQ(placements.size(), 2u);
  const DatasetPlacement* reals = nullptr;
  const DatasetPlacement* bytes = nullptr;
  for (const auto& p : placements) (p.node_path == "/Base/Data/Reals" ? reals : bytes) = &p;
  ASSERT_NE(reals, nullptr);
  ASSERT_NE(bytes, nullptr);
  EXPECT_EQ(reals->bytes, 4'800'000'000);
  EXPECT_EQ(reals->dims, Dims{kReals});
  EXPECT_EQ(bytes->bytes, kRows * kCols);
  EXPECT_EQ(bytes->dims, (Dims{kRows, kCols}));
  EXPECT_LT(placements[0].offset, placements[1].offset);
  EXPECT_GE(placements[1].offset, placements[0].offset + placements[0].bytes);

  // The file is logically large but sparse: nothing was filled.
  const auto logical = std::filesystem::file_size(file);
  EXPECT_GE(static_cast<std::int64_t>(logical), placements[1].offset + placements[1].bytes);
  struct stat st {};
  ASSERT_EQ(::stat(file.c_str(), &st), 0);
  EXPECT_LT(static_cast<std::int64_t>(st.st_blocks) * 512, std::int64_t{64} << 20);

  // Fill a few values near the ends through the raw offsets, read them back by range.
  const std::vector<double> tail{1.25, -2.5, 3.75, 1e300};
  pwrite_values(file, reals->offset, kReals - 4, tail);
  const std::vector<unsigned char> row_end{7, 8, 9, 10, 11, 12};
  const std::int64_t across_rows = kRows * kCols - kCols - 3;  // spans the last two rows
  pwrite_values(file, bytes->offset, across_rows, row_end);

  const Node back = read_tree(file);
  const Node& reals_node = *find_node(back, "/Base/Data/Reals");
  ASSERT_TRUE(reals_node.bulk.has_value());
  EXPECT_EQ(reals_node.bulk->offset, reals->offset);
  EXPECT_EQ(reals_node.bulk->layout, Layout::contiguous);
  EXPECT_EQ(reals_node.count(), kReals);
  std::vector<double> got(4);
  read_bulk(*reals_node.bulk, DataType::R8, kReals - 4, 4, got.data());
  EXPECT_EQ(got, tail);

  const Node& bytes_node = *find_node(back, "/Base/Data/Bytes");
  ASSERT_TRUE(bytes_node.bulk.has_value());
  EXPECT_EQ(bytes_node.dims, (Dims{kRows, kCols}));
  std::vector<unsigned char> got_bytes(6);
  read_bulk(*bytes_node.bulk, DataType::B1, across_rows, 6, got_bytes.data());
  EXPECT_EQ(got_bytes, row_end);
  EXPECT_EQ(find_node(back, "/Base/Data/Small")->as_int64(), (std::vector<std::int64_t>{1, 2, 3}));
}

}  // namespace
}  // namespace pcgns
