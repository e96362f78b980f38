// polyhedron_centroids under 1, 2 and 3 ranks: each cell placed at the mean of its
// faces' centres, fetched from the ranks holding the faces, whether the cells take them
// all at once or a few cells at a time (ranks with fewer batches still answering), and
// from records of int32 or int64 entries.
#include <gtest/gtest.h>

#include <array>
#include <cstring>
#include <vector>

#include "pcgns/exchange/block_distribution.hpp"
#include "pcgns/mpi_rank.hpp"
#include "split/unstructured/poly_sections.hpp"

namespace pcgns::split {
namespace {

using Point = std::array<double, 3>;

constexpr std::int64_t kFaces = 40;
constexpr std::int64_t kFaceStart = 101;  // the faces are elements 101-140
constexpr std::size_t kWidth = 4;         // up to four faces a cell

ElementLayout layout_of(std::int64_t cells) {
  ElementLayout layout;
  layout.cells = cells;
  layout.sections.push_back({.name = "Faces", .type = sids::ElementType::NGON_n, .start = kFaceStart, .count = kFaces});
  layout.sections.push_back({.name = "Cells",
                             .type = sids::ElementType::NFACE_n,
                             .start = kFaceStart + kFaces,
                             .count = cells,
                             .cells = true});
  return layout;
}

Point face_centre(std::int64_t face) {  // 0-based face
  return {static_cast<double>(face), 2.0 * static_cast<double>(face), -0.5 * static_cast<double>(face)};
}

// Cell c (global, 0-based) lists faces c % kFaces, (3c + 1) % kFaces and, for odd c,
// (7c + 2) % kFaces, the second one reversed.
std::vector<std::int64_t> faces_of(std::int64_t c) {
  std::vector<std::int64_t> faces{c % kFaces, (3 * c + 1) % kFaces};
  if (c % 2 == 1) faces.push_back((7 * c + 2) % kFaces);
  return faces;
}

template <class T>
Slice cell_records(std::int64_t first, std::int64_t count, DataType type) {
  Slice slice;
  slice.first = first;
  slice.count = count;
  slice.width = kWidth;
  slice.type = type;
  std::vector<T> records(static_cast<std::size_t>(count) * kWidth, 0);
  for (std::int64_t c = 0; c < count; ++c) {
    const auto faces = faces_of(first + c);
    for (std::size_t k = 0; k < faces.size(); ++k) {
      const auto element = static_cast<T>(faces[k] + kFaceStart);
      records[static_cast<std::size_t>(c) * kWidth + k] = k == 1 ? -element : element;
    }
  }
  slice.bytes.resize(records.size() * sizeof(T));
  std::memcpy(slice.bytes.data(), records.data(), slice.bytes.size());
  return slice;
}

TEST(PolyhedronCentroids, EveryBatchSizeAndRecordWidthGivesTheMeanOfTheFacesCentres) {
  const int rank = rank_of(MPI_COMM_WORLD), ranks = size_of(MPI_COMM_WORLD);
  const std::int64_t cells = 7 + 5 * ranks;  // uneven blocks: the ranks have different batch counts
  const exchange::BlockDistribution face_blocks(kFaces, ranks), cell_blocks(cells, ranks);
  std::vector<Point> centres;
  for (std::int64_t f = face_blocks.first(rank) - 1; f < face_blocks.first(rank) - 1 + face_blocks.count(rank); ++f)
    centres.push_back(face_centre(f));
  const std::int64_t first = cell_blocks.first(rank) - 1, count = cell_blocks.count(rank) - (rank == 0 ? 2 : 0);
  for (const DataType type : {DataType::I4, DataType::I8})
    for (const std::size_t batch : {std::size_t{1}, std::size_t{3}, std::size_t{1} << 20}) {
      const Slice records = type == DataType::I4 ? cell_records<std::int32_t>(first, count, type)
                                                 : cell_records<std::int64_t>(first, count, type);
      const auto got = polyhedron_centroids(MPI_COMM_WORLD, layout_of(cells), records, centres, batch);
      ASSERT_EQ(got.size(), static_cast<std::size_t>(count));
      for (std::int64_t c = 0; c < count; ++c) {
        Point expected{0, 0, 0};
        const auto faces = faces_of(first + c);
        for (const std::int64_t face : faces)
          for (std::size_t axis = 0; axis < 3; ++axis) expected[axis] += face_centre(face)[axis];
        for (std::size_t axis = 0; axis < 3; ++axis)
          EXPECT_DOUBLE_EQ(got[static_cast<std::size_t>(c)][axis], expected[axis] / static_cast<double>(faces.size()))
              << "cell " << first + c << " axis " << axis << " batch " << batch;
      }
    }
}

}  // namespace
}  // namespace pcgns::split
