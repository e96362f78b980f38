// Hilbert-curve partitioning without sorting across ranks: cells are ordered by
// (Hilbert key of the centroid, global id); the M-1 split points of equal weight are
// found by bisection on that order, each step one Allreduce of M-1 weights. All
// arithmetic on weights is integer, so every rank count yields the same parts.
#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>
#include <numeric>
#include <string>

#include "pcgns/collective.hpp"
#include "pcgns/split/cell_partition.hpp"
#include "split/graph/hilbert_key.hpp"
#include "pcgns/mpi_rank.hpp"
#include "split/graph/mpi_exchange.hpp"
#include "split/graph/partition_input.hpp"

namespace pcgns::split {

namespace {

struct CurvePoint {  // a position in the total order of cells along the curve
  std::uint64_t key = 0;
  std::int64_t cell = 0;
  auto operator<=>(const CurvePoint&) const = default;
};

void check_centroids(std::span<const std::array<double, 3>> centroids) {
  for (std::size_t c = 0; c < centroids.size(); ++c)
    for (const double x : centroids[c])
      if (!std::isfinite(x))
        throw InputError("local cell " + std::to_string(c) + " has a non-finite centroid");
}

// Bits per axis of the grid the centroids are placed on, for `cells` cells in all. Keys
// are only compared with each other, and each level costs time (~0.25 ns a key), so the
// grid need only be fine enough that distinct cells rarely share a point:
// ceil(log2(cells) / 3) bits give as many points along the longest axis as a cube of
// equal cells has cells along an edge; 4 more make the grid 16 times finer, enough for
// cells 16 times smaller than the mean along each axis, or domains elongated up to
// 64:1. Smaller cells may share a point; they then lie within 1/2^bits of the extent of
// each other and go in order of global id, so a part's boundary moves by at most that.
int curve_bits(std::int64_t cells) {
  const int per_edge = (std::bit_width(static_cast<std::uint64_t>(std::max<std::int64_t>(cells, 1) - 1)) + 2) / 3;
  return std::clamp(per_edge + 4, 1, graph::hilbert_bits);
}

// This rank's cells in curve order with the running weight up to each.
class LocalCurve {
 public:
  LocalCurve(const std::vector<std::uint64_t>& keys, std::int64_t first_cell,
             const std::vector<std::int64_t>& weights) {
    // Sorted as (key, cell) pairs themselves, not as indices into the keys: a sort that
    // reads memory in order, tens of millions of cells per rank.
    points_.reserve(keys.size());
    for (std::size_t c = 0; c < keys.size(); ++c) points_.push_back({keys[c], first_cell + static_cast<std::int64_t>(c)});
    std::sort(points_.begin(), points_.end());
    weight_upto_.reserve(keys.size() + 1);
    weight_upto_.push_back(0);
    for (const auto& point : points_)
      weight_upto_.push_back(weight_upto_.back() + weights[static_cast<std::size_t>(point.cell - first_cell)]);
  }
  // Weight of the local cells at or before `point` on the curve.
  std::int64_t weight_through(const CurvePoint& point) const {
    const auto after = std::ranges::upper_bound(points_, point);
    return weight_upto_[static_cast<std::size_t>(after - points_.begin())];
  }

 private:
  std::vector<CurvePoint> points_;
  std::vector<std::int64_t> weight_upto_;
};

// Split k (1..M-1) is the first point on the curve through which the global weight
// reaches k/M of the total. Bisection over the key, then over the cell id among cells
// of that key (cells whose centroids quantise to the same grid point).
std::vector<CurvePoint> split_points(MPI_Comm comm, const LocalCurve& curve,
                                     std::int64_t total, std::int64_t cell_count, int parts) {
  const auto splits = static_cast<std::size_t>(parts - 1);
  std::vector<CurvePoint> low(splits), high(splits);
  const std::uint64_t last_key = (std::uint64_t{1} << (3 * curve_bits(cell_count))) - 1;
  for (auto& h : high) h = {last_key, cell_count - 1};
  const auto reached = [&](std::size_t k, std::int64_t weight) {
    return weight * parts >= static_cast<std::int64_t>(k + 1) * total;
  };
  const auto bisect = [&](auto midpoint, auto narrow_high, auto narrow_low, auto done) {
    const auto all_done = [&] {
      for (std::size_t k = 0; k < splits; ++k)
        if (!done(k)) return false;
      return true;
    };
    std::vector<std::int64_t> local(splits), global(splits);
    while (!all_done()) {
      std::vector<CurvePoint> mid(splits);
      for (std::size_t k = 0; k < splits; ++k) {
        mid[k] = midpoint(k);
        local[k] = curve.weight_through(mid[k]);
      }
      MPI_Allreduce(local.data(), global.data(), static_cast<int>(splits), MPI_INT64_T,
                    MPI_SUM, comm);
      for (std::size_t k = 0; k < splits; ++k) {
        if (done(k)) continue;
        if (reached(k, global[k])) narrow_high(k, mid[k]);
        else narrow_low(k, mid[k]);
      }
    }
  };
  // Keys first: a point with the largest cell id stands for every cell of its key.
  bisect([&](std::size_t k) {
           return CurvePoint{low[k].key + (high[k].key - low[k].key) / 2, cell_count - 1};
         },
         [&](std::size_t k, const CurvePoint& m) { high[k].key = m.key; },
         [&](std::size_t k, const CurvePoint& m) { low[k].key = m.key + 1; },
         [&](std::size_t k) { return low[k].key == high[k].key; });
  // Cell ids within the found key.
  for (std::size_t k = 0; k < splits; ++k) low[k] = {high[k].key, 0};
  bisect([&](std::size_t k) {
           return CurvePoint{low[k].key, low[k].cell + (high[k].cell - low[k].cell) / 2};
         },
         [&](std::size_t k, const CurvePoint& m) { high[k].cell = m.cell; },
         [&](std::size_t k, const CurvePoint& m) { low[k].cell = m.cell + 1; },
         [&](std::size_t k) { return low[k].cell == high[k].cell; });
  return high;
}

}  // namespace

std::vector<int> partition_hilbert(MPI_Comm comm,
                                   std::span<const std::array<double, 3>> centroids,
                                   const PartitionOptions& options) {
  const auto local_cells = static_cast<std::int64_t>(centroids.size());
  const auto weights = graph::checked_weights(comm, local_cells, options);
  const std::int64_t local_total =
      std::accumulate(weights.begin(), weights.end(), std::int64_t{0});
  std::int64_t total = 0;
  MPI_Allreduce(&local_total, &total, 1, MPI_INT64_T, MPI_SUM, comm);
  run_agreed(comm, [&] {
    check_centroids(centroids);
    // The split test compares weight * M with k * total in 64 bits.
    if (total > std::numeric_limits<std::int64_t>::max() / options.parts)
      throw InputError("the total cell weight " + std::to_string(total) + " is too large");
  });
  const auto offsets = graph::block_offsets(comm, local_cells);
  const auto keys = hilbert_curve_keys(comm, centroids);
  if (options.parts == 1) return std::vector<int>(centroids.size(), 0);
  const std::int64_t first = offsets[static_cast<std::size_t>(rank_of(comm))];
  const LocalCurve curve(keys, first, weights);
  const auto splits = split_points(comm, curve, total, offsets.back(), options.parts);
  // A cell's part: how many split points come before it on the curve.
  std::vector<int> parts(centroids.size());
  for (std::size_t c = 0; c < parts.size(); ++c) {
    const CurvePoint point{keys[c], first + static_cast<std::int64_t>(c)};
    parts[c] = static_cast<int>(std::ranges::lower_bound(splits, point) - splits.begin());
  }
  return parts;
}

// Integer grid coordinates of each centroid in the global bounding box (one scale for
// the three axes, so that the curve's pieces stay compact in elongated domains), at the
// resolution curve_bits gives for the global cell count.
std::vector<std::uint64_t> hilbert_curve_keys(MPI_Comm comm, std::span<const std::array<double, 3>> centroids) {
  constexpr double big = std::numeric_limits<double>::max();
  double low[6] = {big, big, big, big, big, big};  // min of x, y, z and of -x, -y, -z
  for (const auto& p : centroids)
    for (std::size_t a = 0; a < 3; ++a) {
      low[a] = std::min(low[a], p[a]);
      low[a + 3] = std::min(low[a + 3], -p[a]);
    }
  double global[6];
  MPI_Allreduce(low, global, 6, MPI_DOUBLE, MPI_MIN, comm);
  const auto local_cells = static_cast<std::int64_t>(centroids.size());
  std::int64_t cell_count = 0;
  MPI_Allreduce(&local_cells, &cell_count, 1, MPI_INT64_T, MPI_SUM, comm);
  const int bits = curve_bits(cell_count);
  double extent = 0;
  for (std::size_t a = 0; a < 3; ++a) extent = std::max(extent, -global[a + 3] - global[a]);
  const double cells_per_axis = static_cast<double>((1u << bits) - 1);
  const double scale = extent > 0 ? cells_per_axis / extent : 0;
  std::vector<std::uint64_t> keys(centroids.size());
  // Placed on the grid a block at a time, into a buffer that stays in cache, and keyed
  // in one batch (hilbert_keys walks several points side by side).
  std::array<std::array<std::uint32_t, 3>, 1024> grid;
  for (std::size_t from = 0; from < centroids.size(); from += grid.size()) {
    const std::size_t count = std::min(grid.size(), centroids.size() - from);
    for (std::size_t i = 0; i < count; ++i)
      for (std::size_t a = 0; a < 3; ++a)
        grid[i][a] = static_cast<std::uint32_t>(
            std::clamp((centroids[from + i][a] - global[a]) * scale, 0.0, cells_per_axis));
    graph::hilbert_keys(std::span(grid).first(count), bits, std::span(keys).subspan(from, count));
  }
  return keys;
}

}  // namespace pcgns::split
