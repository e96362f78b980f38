#include "dist/slice_check.hpp"

#include <gtest/gtest.h>

#include <cstring>
#include <limits>

#include "pcgns/error.hpp"

namespace pcgns::dist {
namespace {

template <class T>
std::vector<std::byte> bytes_of(const std::vector<T>& values, std::size_t first = 0, std::size_t count = SIZE_MAX) {
  count = std::min(count, values.size() - first);
  std::vector<std::byte> bytes(count * sizeof(T));
  std::memcpy(bytes.data(), values.data() + first, bytes.size());
  return bytes;
}

ValueCheck ids(std::int64_t low, std::int64_t high, CheckKind kind = CheckKind::ids) {
  ValueCheck check;
  check.kind = kind;
  check.allowed = {{{low, high}}, "ids"};
  check.where = "file 'a.cgns' node '/B/Z/E/ElementConnectivity'";
  return check;
}

// The message of check_slice over values [first, first + count) of `values`; empty when
// the slice passes.
template <class T>
std::string problem(const ValueCheck& check, const std::vector<T>& values, std::size_t first = 0,
                    std::size_t count = SIZE_MAX) {
  const Node array = make_data_node("ElementConnectivity", "DataArray_t", values);
  ArraySource source;
  try {
    check_slice(source, array, check, static_cast<std::int64_t>(first), bytes_of(values, first, count));
  } catch (const InputError& error) {
    return error.what();
  }
  return {};
}

TEST(SliceCheck, ValidI4AndI8SlicesPass) {
  EXPECT_EQ(problem(ids(1, 8), std::vector<std::int32_t>{1, 8, 3}), "");
  EXPECT_EQ(problem(ids(1, 8), std::vector<std::int64_t>{1, 8, 3}), "");
}

TEST(SliceCheck, AnIdOutsideIsNamedWithItsEntryInTheArray) {
  std::vector<std::int32_t> values(10000, 5);
  values[9000] = 999999;
  const auto message = problem(ids(1, 8), values, 8192);
  EXPECT_NE(message.find("entry 9000 (from 0) is 999999"), std::string::npos) << message;
  EXPECT_EQ(problem(ids(1, 8), values, 0, 8192), "");  // the slice before it
}

TEST(SliceCheck, TheExtremesOfTheTypeAreRefused) {
  using I4 = std::numeric_limits<std::int32_t>;
  EXPECT_NE(problem(ids(1, 8), std::vector<std::int32_t>{I4::min()}), "");
  EXPECT_NE(problem(ids(1, 8), std::vector<std::int32_t>{I4::max()}), "");
  EXPECT_NE(problem(ids(1, 8, CheckKind::signed_ids), std::vector<std::int32_t>{I4::min()}), "");
  EXPECT_EQ(problem(ids(1, 8, CheckKind::signed_ids), std::vector<std::int32_t>{-8, 8, -1}), "");
  EXPECT_NE(problem(ids(1, 8, CheckKind::signed_ids), std::vector<std::int32_t>{-9}), "");
  EXPECT_NE(problem(ids(1, 8, CheckKind::signed_ids), std::vector<std::int32_t>{0}), "");
}

TEST(SliceCheck, OffsetsInTheLastSliceMustEndAtTheConnectivityLength) {
  ValueCheck check;
  check.kind = CheckKind::offsets;
  check.total = 12;
  const std::vector<std::int32_t> good{0, 3, 6, 9, 12};
  const std::vector<std::int32_t> short_end{0, 3, 6, 9, 11};
  EXPECT_EQ(problem(check, good, 2), "");
  const auto message = problem(check, short_end, 2);
  EXPECT_NE(message.find("entry 4 (from 0) is 11, but ElementConnectivity has 12 entries"), std::string::npos)
      << message;
  // A middle slice going back below the value before it.
  const std::vector<std::int32_t> back{0, 3, 2, 9, 12};
  EXPECT_NE(problem(check, back, 2, 2), "");
}

TEST(SliceCheck, MixedSlicesFindTheirElementsThroughTheOffsets) {
  // TRI_3 (5) then QUAD_4 (7) then TRI_3, cut at every place.
  const std::vector<std::int32_t> connectivity{5, 1, 2, 3, 7, 1, 2, 3, 4, 5, 4, 5, 6};
  ValueCheck check = ids(1, 8, CheckKind::mixed);
  check.version = CgnsVersion{4400};
  check.offsets = make_data_node("ElementStartOffset", "DataArray_t", std::vector<std::int32_t>{0, 4, 9, 13});
  for (std::size_t cut = 1; cut < connectivity.size(); ++cut) {
    EXPECT_EQ(problem(check, connectivity, 0, cut), "") << cut;
    EXPECT_EQ(problem(check, connectivity, cut), "") << cut;
  }
  auto bad = connectivity;
  bad[9] = 99;
  const auto message = problem(check, bad, 7);
  EXPECT_NE(message.find("entry 9 (from 0) is 99, not an element type code (element 2"), std::string::npos) << message;
}

}  // namespace
}  // namespace pcgns::dist
