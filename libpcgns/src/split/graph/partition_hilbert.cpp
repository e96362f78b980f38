// Hilbert-curve partitioning without sorting across ranks: cells are ordered by
// (Hilbert key of the centroid, global id); the M-1 split points of equal weight are
// found by bisection on that order, each step one Allreduce of M-1 weights. All
// arithmetic on weights is integer, so every rank count yields the same parts.
//
// Nor does a rank sort its own cells (12 M cells took 0.6 s): a histogram of weight
// over the top bits of the keys, summed over the ranks, tells in which buckets of the
// curve the splits fall, and gives the part of every cell of the other buckets. Only
// the cells of those few buckets are sorted and bisected among.
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

// The global weight of the cells in each bucket of the curve, a bucket being the cells
// whose keys share their top bits: 2^16 buckets (or one per key when keys are shorter),
// whose Allreduce is cheap under any rank count.
class Buckets {
 public:
  // Collective.
  Buckets(MPI_Comm comm, std::span<const std::uint64_t> keys, std::span<const std::int64_t> weights,
          int key_bits)
      : shift_(std::max(key_bits - 16, 0)), before_((std::size_t{1} << (key_bits - shift_)) + 1, 0) {
    // Each bucket counted one place up, so that the prefix sum leaves before_[b] the
    // weight of every bucket before b.
    for (std::size_t c = 0; c < keys.size(); ++c) before_[of(keys[c]) + 1] += weights[c];
    MPI_Allreduce(MPI_IN_PLACE, before_.data() + 1, static_cast<int>(count()), MPI_INT64_T, MPI_SUM, comm);
    std::partial_sum(before_.begin(), before_.end(), before_.begin());
  }
  std::size_t count() const { return before_.size() - 1; }
  std::size_t of(std::uint64_t key) const { return static_cast<std::size_t>(key >> shift_); }
  CurvePoint first_point(std::size_t bucket) const { return {std::uint64_t{bucket} << shift_, 0}; }
  CurvePoint last_point(std::size_t bucket, std::int64_t cell_count) const {
    return {((std::uint64_t{bucket} + 1) << shift_) - 1, cell_count - 1};
  }
  // The global weight of the buckets before `bucket`; of all, total().
  std::int64_t before(std::size_t bucket) const { return before_[bucket]; }
  std::int64_t total() const { return before_.back(); }

 private:
  int shift_;
  std::vector<std::int64_t> before_;
};

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

// The part of every local cell, -1 for the cells of buckets holding splits (the
// candidates), whose local indices are returned.
std::vector<std::size_t> parts_outside_split_buckets(std::span<const std::uint64_t> keys, const Buckets& buckets,
                                                     const std::vector<int>& part_of_bucket, std::vector<int>& parts) {
  std::vector<std::size_t> candidates;
  for (std::size_t c = 0; c < keys.size(); ++c) {
    parts[c] = part_of_bucket[buckets.of(keys[c])];
    if (parts[c] < 0) candidates.push_back(c);
  }
  return candidates;
}

// This rank's candidates in curve order with the running weight up to each.
class Candidates {
 public:
  Candidates(std::span<const std::uint64_t> keys, std::int64_t first_cell, std::span<const std::int64_t> weights,
             const std::vector<std::size_t>& cells) {
    points_.reserve(cells.size());
    for (const auto c : cells) points_.push_back({keys[c], first_cell + static_cast<std::int64_t>(c)});
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

std::vector<int> partition_hilbert(MPI_Comm comm,
                                   std::span<const std::array<double, 3>> centroids,
                                   const PartitionOptions& options) {
  const auto local_cells = static_cast<std::int64_t>(centroids.size());
  const auto weights = graph::checked_weights(comm, local_cells, options);
  run_agreed(comm, [&] { check_centroids(centroids); });
  if (options.parts == 1) return std::vector<int>(centroids.size(), 0);
  const auto offsets = graph::block_offsets(comm, local_cells);
  const std::int64_t first = offsets[static_cast<std::size_t>(rank_of(comm))];
  const std::int64_t cell_count = offsets.back();
  const auto keys = hilbert_curve_keys(comm, centroids);
  const Buckets buckets(comm, keys, weights, 3 * curve_bits(cell_count));
  run_agreed(comm, [&] {
    // The split test compares weight * M with k * total in 64 bits.
    if (buckets.total() > std::numeric_limits<std::int64_t>::max() / options.parts)
      throw InputError("the total cell weight " + std::to_string(buckets.total()) + " is too large");
  });
  const auto splits_in = split_buckets(buckets, options.parts);
  std::vector<int> parts(centroids.size());
  const auto candidate_cells =
      parts_outside_split_buckets(keys, buckets, bucket_parts(buckets.count(), splits_in), parts);
  const Candidates candidates(keys, first, weights, candidate_cells);
  const auto splits = split_points(comm, buckets, candidates, splits_in, cell_count, options.parts);
  // A candidate's part: how many split points come before it on the curve.
  for (const auto& point : candidates.points())
    parts[static_cast<std::size_t>(point.cell - first)] =
        static_cast<int>(std::ranges::lower_bound(splits, point) - splits.begin());
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
