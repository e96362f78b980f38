// Dataspace::select_flat_range: every flat range of 1-D, 2-D and 3-D datasets, stored
// contiguous, chunked and compact, reads exactly the elements of that range.
#include <gtest/gtest.h>

#include <numeric>
#include <string>
#include <vector>

#include "h5/dataset.hpp"
#include "h5/file.hpp"
#include "support/scratch_dir.hpp"

namespace pcgns::h5 {
namespace {

struct Case {
  std::vector<hsize_t> dims;
  H5D_layout_t layout;
};

class FlatRange : public ::testing::TestWithParam<Case> {};

TEST_P(FlatRange, EveryRangeReadsItsElements) {
  const test::ScratchDir dir;
  const auto path = dir / "flat.h5";
  const Where where{path.string(), "/"};
  const File file =
      File::create(path, PropertyList::create(H5P_FILE_CREATE, where), PropertyList::create(H5P_FILE_ACCESS, where));
  const Group root = file.root();
  const auto space = Dataspace::simple(GetParam().dims, where);
  const std::int64_t n = space.element_count();
  auto creation = PropertyList::create(H5P_DATASET_CREATE, where);
  creation.set_layout(GetParam().layout);
  if (GetParam().layout == H5D_CHUNKED) {
    std::vector<hsize_t> chunk(GetParam().dims.size(), 2);
    H5Pset_chunk(creation.id(), static_cast<int>(chunk.size()), chunk.data());
  }
  const auto type = Datatype::predefined(H5T_NATIVE_INT64);
  auto dataset = Dataset::create(root.id(), "values", type, space, creation, where);
  std::vector<std::int64_t> all(static_cast<std::size_t>(n));
  std::iota(all.begin(), all.end(), 0);
  dataset.write_all(type, all.data());

  for (std::int64_t first = 0; first < n; ++first) {
    for (std::int64_t count = 1; first + count <= n; ++count) {
      auto file_space = dataset.space();
      file_space.select_flat_range(first, count);
      ASSERT_EQ(H5Sget_select_npoints(file_space.id()), count);
      const auto memory = Dataspace::simple({static_cast<hsize_t>(count)}, where);
      std::vector<std::int64_t> got(static_cast<std::size_t>(count), -1);
      dataset.read(type, memory, file_space, got.data());
      std::vector<std::int64_t> want(static_cast<std::size_t>(count));
      std::iota(want.begin(), want.end(), first);
      ASSERT_EQ(got, want) << "first " << first << " count " << count;
    }
  }
  // An empty range selects nothing; transfers through an explicit transfer list.
  auto none = dataset.space();
  none.select_flat_range(0, 0);
  EXPECT_EQ(H5Sget_select_npoints(none.id()), 0);
  const auto transfer = PropertyList::create(H5P_DATASET_XFER, where);
  auto tail = dataset.space();
  tail.select_flat_range(n - 2, 2);
  const auto two = Dataspace::simple({2}, where);
  const std::vector<std::int64_t> marks{-5, -6};
  dataset.write(type, two, tail, marks.data(), transfer);
  std::vector<std::int64_t> back(2);
  dataset.read(type, two, tail, back.data(), transfer);
  EXPECT_EQ(back, marks);
}

INSTANTIATE_TEST_SUITE_P(Layouts, FlatRange,
                         ::testing::Values(Case{{17}, H5D_CONTIGUOUS}, Case{{17}, H5D_CHUNKED},
                                           Case{{4, 5}, H5D_CONTIGUOUS}, Case{{5, 3}, H5D_CHUNKED},
                                           Case{{3, 4, 5}, H5D_CONTIGUOUS}, Case{{3, 4, 5}, H5D_CHUNKED},
                                           Case{{2, 3, 4}, H5D_COMPACT}, Case{{1, 6, 1}, H5D_CONTIGUOUS}));

}  // namespace
}  // namespace pcgns::h5
