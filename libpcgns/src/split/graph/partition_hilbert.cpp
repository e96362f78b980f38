// Hilbert-curve partitioning without sorting across ranks: cells are ordered by
// (Hilbert key of the centroid, global id); the M-1 split points of equal weight are
// found by bisection on that order, each step one Allreduce of M-1 weights. All
// arithmetic on weights is integer, so every rank count yields the same parts.
//
// Nor does a rank sort its own cells (12 M cells took 0.6 s), or even keep their keys:
// a histogram of weight over the top bits of the keys, summed over the ranks, tells in
// which buckets of the curve the splits fall, and gives the part of every cell of the
// other buckets. Only the cells of those few buckets are keyed again, sorted and
// bisected among.
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

using Centroids = std::span<const std::array<double, 3>>;

struct CurvePoint {  // a position in the total order of cells along the curve
  std::uint64_t key = 0;
  std::int64_t cell = 0;
  auto operator<=>(const CurvePoint&) const = default;
};

void check_centroids(Centroids centroids) {
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

// The grid the keys are computed on: the global bounding box of the centroids, cut into
// 2^bits - 1 steps along its longest side (one scale for the three axes, so that the
// curve's pieces stay compact in elongated domains).
class CurveGrid {
 public:
  // Collective.
  CurveGrid(MPI_Comm comm, Centroids centroids) {
    local_box(centroids);
    MPI_Allreduce(MPI_IN_PLACE, low_.data(), 6, MPI_DOUBLE, MPI_MIN, comm);
    const auto local_cells = static_cast<std::int64_t>(centroids.size());
    std::int64_t cell_count = 0;
    MPI_Allreduce(&local_cells, &cell_count, 1, MPI_INT64_T, MPI_SUM, comm);
    bits_ = curve_bits(cell_count);
    double extent = 0;
    for (std::size_t a = 0; a < 3; ++a) extent = std::max(extent, -low_[a + 3] - low_[a]);
    top_ = static_cast<double>((1u << bits_) - 1);
    scale_ = extent > 0 ? top_ / extent : 0;
  }
  int bits() const { return bits_; }
  // True when this rank's centroids are surely all finite; false when some may not be.
  bool surely_finite() const { return surely_finite_; }

  // The key of each centroid, into `keys` (as many).
  void keys(Centroids centroids, std::span<std::uint64_t> keys) const {
    // Placed on the grid a block at a time, into a buffer that stays in cache, and keyed
    // in one batch.
    std::array<std::array<std::uint32_t, 3>, 1024> points;
    for (std::size_t from = 0; from < centroids.size(); from += points.size()) {
      const std::size_t count = std::min(points.size(), centroids.size() - from);
      place(centroids.subspan(from, count), points);
      graph::hilbert_keys(std::span(points).first(count), bits_, keys.subspan(from, count));
    }
  }

 private:
  // Minima of x, y, z and of -x, -y, -z into low_. The running extremes stay in locals:
  // kept in low_, whose address the Allreduce takes, they went through memory every
  // cell, 3 ns a cell. The coordinates are summed on the way: a sum is finite only if
  // every term is (or it overflows), a screen for non-finite centroids at the price of
  // three additions (std::isfinite on each coordinate cost 0.8 ns a cell).
  void local_box(Centroids centroids) {
    constexpr double big = std::numeric_limits<double>::max();
    double x0 = big, y0 = big, z0 = big, x1 = -big, y1 = -big, z1 = -big;
    double sx = 0, sy = 0, sz = 0;
    for (const auto& p : centroids) {
      x0 = std::min(x0, p[0]);
      y0 = std::min(y0, p[1]);
      z0 = std::min(z0, p[2]);
      x1 = std::max(x1, p[0]);
      y1 = std::max(y1, p[1]);
      z1 = std::max(z1, p[2]);
      sx += p[0];
      sy += p[1];
      sz += p[2];
    }
    low_ = {x0, y0, z0, -x1, -y1, -z1};
    surely_finite_ = std::isfinite(sx) && std::isfinite(sy) && std::isfinite(sz);
  }
  // The grid point of each centroid, into `points`. The box's minima and the scale in
  // locals, and no std::clamp (whose references went through memory): a fifth faster.
  // Every centroid is at or above the minima, so `at` is >= 0, or NaN for a non-finite
  // centroid, which compares false and lands on top: no undefined conversion.
  void place(Centroids centroids, std::span<std::array<std::uint32_t, 3>> points) const {
    const double x0 = low_[0], y0 = low_[1], z0 = low_[2], scale = scale_, top = top_;
    const auto coordinate = [scale, top](double x, double low) {
      const double at = (x - low) * scale;
      return static_cast<std::uint32_t>(at < top ? at : top);
    };
    for (std::size_t i = 0; i < centroids.size(); ++i) {
      const auto& p = centroids[i];
      points[i] = {coordinate(p[0], x0), coordinate(p[1], y0), coordinate(p[2], z0)};
    }
  }

  std::array<double, 6> low_{};
  bool surely_finite_ = true;
  int bits_ = 1;
  double top_ = 1, scale_ = 0;
};

// The global weight of the cells in each bucket of the curve, a bucket being the cells
// whose keys share their top bits: 2^16 buckets (or one per key when keys are shorter),
// whose Allreduce is cheap under any rank count.
class Buckets {
 public:
  explicit Buckets(int key_bits)
      : shift_(std::max(key_bits - 16, 0)), before_((std::size_t{1} << (key_bits - shift_)) + 1, 0) {}
  std::size_t count() const { return before_.size() - 1; }
  std::size_t of(std::uint64_t key) const { return static_cast<std::size_t>(key >> shift_); }
  // Before sum(): the local weight.
  void add(std::size_t bucket, std::int64_t weight) { before_[bucket + 1] += weight; }
  // Collective. The weights summed over the ranks, and over the buckets before each.
  void sum(MPI_Comm comm) {
    // add() counted each bucket one place up, so that the prefix sum leaves before_[b]
    // the weight of every bucket before b.
    MPI_Allreduce(MPI_IN_PLACE, before_.data() + 1, static_cast<int>(count()), MPI_INT64_T, MPI_SUM, comm);
    std::partial_sum(before_.begin(), before_.end(), before_.begin());
  }
  CurvePoint first_point(std::size_t bucket) const { return {std::uint64_t{bucket} << shift_, 0}; }
  CurvePoint last_point(std::size_t bucket, std::int64_t cell_count) const {
    return {((std::uint64_t{bucket} + 1) << shift_) - 1, cell_count - 1};
  }
  // After sum(): the global weight of the buckets before `bucket`; of all, total().
  std::int64_t before(std::size_t bucket) const { return before_[bucket]; }
  std::int64_t total() const { return before_.back(); }

 private:
  int shift_;
  std::vector<std::int64_t> before_;
};

// The bucket of each local cell (ints: the vector goes on to hold the parts), their
// weights added to `buckets`. The keys pass through a small buffer: 8 bytes a cell of
// fresh memory cost more than computing them.
std::vector<int> bucket_cells(const CurveGrid& grid, Centroids centroids, std::span<const std::int64_t> weights,
                              Buckets& buckets) {
  std::vector<int> bucket_of(centroids.size());
  std::array<std::uint64_t, 1024> keys;
  for (std::size_t from = 0; from < centroids.size(); from += keys.size()) {
    const std::size_t count = std::min(keys.size(), centroids.size() - from);
    grid.keys(centroids.subspan(from, count), std::span(keys).first(count));
    for (std::size_t i = 0; i < count; ++i) {
      const std::size_t bucket = buckets.of(keys[i]);
      bucket_of[from + i] = static_cast<int>(bucket);
      buckets.add(bucket, weights[from + i]);
    }
  }
  return bucket_of;
}

// Whether the global weight `weight` reaches split k, (k+1)/M of the total.
bool reaches(std::int64_t weight, std::size_t k, std::int64_t total, int parts) {
  return weight * parts >= static_cast<std::int64_t>(k + 1) * total;
}

// Split k (0 .. M-2) lies in the first bucket through whose end the weight reaches it.
std::vector<std::size_t> split_buckets(const Buckets& buckets, int parts) {
  std::vector<std::size_t> found(static_cast<std::size_t>(parts - 1));
  std::size_t bucket = 0;
  for (std::size_t k = 0; k < found.size(); ++k) {
    while (!reaches(buckets.before(bucket + 1), k, buckets.total(), parts)) ++bucket;
    found[k] = bucket;
  }
  return found;
}

// For each bucket, the part of all its cells (the number of splits in the buckets before
// it), or -1 when a split falls inside it and its cells must be told apart one by one.
std::vector<int> bucket_parts(std::size_t bucket_count, const std::vector<std::size_t>& splits_in) {
  std::vector<int> parts(bucket_count);
  std::size_t k = 0;
  for (std::size_t bucket = 0; bucket < bucket_count; ++bucket) {
    parts[bucket] = static_cast<int>(k);
    while (k < splits_in.size() && splits_in[k] == bucket) {
      parts[bucket] = -1;
      ++k;
    }
  }
  return parts;
}

// Each local cell's bucket in `cells` replaced by the part of the bucket's cells; the
// cells of buckets holding splits (the candidates) are left at -1 and returned.
std::vector<std::size_t> parts_outside_split_buckets(std::vector<int>& cells, const std::vector<int>& part_of_bucket) {
  std::vector<std::size_t> candidates;
  for (std::size_t c = 0; c < cells.size(); ++c) {
    cells[c] = part_of_bucket[static_cast<std::size_t>(cells[c])];
    if (cells[c] < 0) candidates.push_back(c);
  }
  return candidates;
}

// This rank's candidates, keyed again, in curve order with the running weight up to each.
class Candidates {
 public:
  Candidates(const CurveGrid& grid, Centroids centroids, std::int64_t first_cell,
             std::span<const std::int64_t> weights, const std::vector<std::size_t>& cells) {
    std::vector<std::array<double, 3>> at;
    at.reserve(cells.size());
    for (const auto c : cells) at.push_back(centroids[c]);
    std::vector<std::uint64_t> keys(cells.size());
    grid.keys(at, keys);
    points_.reserve(cells.size());
    for (std::size_t i = 0; i < cells.size(); ++i)
      points_.push_back({keys[i], first_cell + static_cast<std::int64_t>(cells[i])});
    std::sort(points_.begin(), points_.end());
    weight_upto_.reserve(cells.size() + 1);
    weight_upto_.push_back(0);
    for (const auto& point : points_)
      weight_upto_.push_back(weight_upto_.back() + weights[static_cast<std::size_t>(point.cell - first_cell)]);
  }
  // Weight of the candidates at or before `point` on the curve.
  std::int64_t weight_through(const CurvePoint& point) const {
    return weight_upto_[static_cast<std::size_t>(std::ranges::upper_bound(points_, point) - points_.begin())];
  }
  // Weight of the candidates before `point` on the curve.
  std::int64_t weight_before(const CurvePoint& point) const {
    return weight_upto_[static_cast<std::size_t>(std::ranges::lower_bound(points_, point) - points_.begin())];
  }
  const std::vector<CurvePoint>& points() const { return points_; }

 private:
  std::vector<CurvePoint> points_;
  std::vector<std::int64_t> weight_upto_;
};

// Split k is the first point on the curve through which the global weight reaches
// (k+1)/M of the total. Bisection inside its bucket, over the key, then over the cell
// id among cells of that key (cells whose centroids quantise to the same grid point);
// the global weight through a point of the bucket is that of the buckets before plus
// the candidates' of the bucket up to the point, summed over the ranks.
std::vector<CurvePoint> split_points(MPI_Comm comm, const Buckets& buckets, const Candidates& candidates,
                                     const std::vector<std::size_t>& splits_in, std::int64_t cell_count,
                                     int parts) {
  const auto splits = splits_in.size();
  std::vector<CurvePoint> low(splits), high(splits);
  std::vector<std::int64_t> bucket_start(splits);  // candidates' weight before the bucket
  for (std::size_t k = 0; k < splits; ++k) {
    low[k] = buckets.first_point(splits_in[k]);
    high[k] = buckets.last_point(splits_in[k], cell_count);
    bucket_start[k] = candidates.weight_before(low[k]);
  }
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
        local[k] = candidates.weight_through(mid[k]) - bucket_start[k];
      }
      MPI_Allreduce(local.data(), global.data(), static_cast<int>(splits), MPI_INT64_T,
                    MPI_SUM, comm);
      for (std::size_t k = 0; k < splits; ++k) {
        if (done(k)) continue;
        if (reaches(buckets.before(splits_in[k]) + global[k], k, buckets.total(), parts)) narrow_high(k, mid[k]);
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

std::vector<int> partition_hilbert(MPI_Comm comm, Centroids centroids, const PartitionOptions& options) {
  const auto local_cells = static_cast<std::int64_t>(centroids.size());
  const auto weights = graph::checked_weights(comm, local_cells, options);
  const CurveGrid grid(comm, centroids);
  run_agreed(comm, [&] {
    if (!grid.surely_finite()) check_centroids(centroids);
  });
  if (options.parts == 1) return std::vector<int>(centroids.size(), 0);
  const auto offsets = graph::block_offsets(comm, local_cells);
  const std::int64_t first = offsets[static_cast<std::size_t>(rank_of(comm))];
  const std::int64_t cell_count = offsets.back();
  Buckets buckets(3 * grid.bits());
  auto parts = bucket_cells(grid, centroids, weights, buckets);
  buckets.sum(comm);
  run_agreed(comm, [&] {
    // The split test compares weight * M with k * total in 64 bits.
    if (buckets.total() > std::numeric_limits<std::int64_t>::max() / options.parts)
      throw InputError("the total cell weight " + std::to_string(buckets.total()) + " is too large");
  });
  const auto splits_in = split_buckets(buckets, options.parts);
  const auto candidate_cells = parts_outside_split_buckets(parts, bucket_parts(buckets.count(), splits_in));
  const Candidates candidates(grid, centroids, first, weights, candidate_cells);
  const auto splits = split_points(comm, buckets, candidates, splits_in, cell_count, options.parts);
  // A candidate's part: how many split points come before it on the curve.
  for (const auto& point : candidates.points())
    parts[static_cast<std::size_t>(point.cell - first)] =
        static_cast<int>(std::ranges::lower_bound(splits, point) - splits.begin());
  return parts;
}

std::vector<std::uint64_t> hilbert_curve_keys(MPI_Comm comm, Centroids centroids) {
  const CurveGrid grid(comm, centroids);
  std::vector<std::uint64_t> keys(centroids.size());
  grid.keys(centroids, keys);
  return keys;
}

}  // namespace pcgns::split
