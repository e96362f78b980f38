// Hilbert-curve partitioning without sorting across ranks: cells are ordered by
// (Hilbert key of the centroid, global id); the M-1 split points of equal weight are
// found by bisection on that order, each step one Allreduce of M-1 weights. All
// arithmetic on weights is integer, so every rank count yields the same parts.
//
// Nor does a rank sort its own cells (too slow: docs/performance.md), or even keep their keys:
// a histogram of weight over the top bits of the keys, summed over the ranks, tells in
// which buckets of the curve the splits fall, and gives the part of every cell of the
// other buckets. Only the cells of those few buckets (the candidates) are keyed again;
// while they are many, histograms over the next bits narrow them down further; the
// rest are sorted and bisected among.
#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>
#include <numeric>
#include <string>
#include <utility>

#include "pcgns/mpi/agreement.hpp"
#include "pcgns/mpi_rank.hpp"
#include "pcgns/split/cell_partition.hpp"
#include "split/graph/hilbert_key.hpp"
#include "split/graph/mpi_exchange.hpp"
#include "split/graph/partition_input.hpp"
#include "split/graph/partition_steps.hpp"
#include "split/graph/weight_view.hpp"

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
      if (!std::isfinite(x)) throw InputError("local cell " + std::to_string(c) + " has a non-finite centroid");
}

// Bits per axis of the grid the centroids are placed on, for `cells` cells in all. Keys
// are only compared with each other, and each level costs time (docs/performance.md), so the
// grid need only be fine enough that distinct cells rarely share a point:
// ceil(log2(cells) / 3) bits give as many points along the longest axis as a cube of
// equal cells has cells along an edge; 4 more make the grid 16 times finer, enough for
// cells 16 times smaller than the mean along each axis, or domains elongated up to
// 64:1. Smaller cells may share a point; they then lie within 1/2^bits of the extent of
// each other and go in order of global id, so a part's boundary moves by at most that.
int curve_bits(std::int64_t cells) {
  const int per_edge =
      (static_cast<int>(std::bit_width(static_cast<std::uint64_t>(std::max<std::int64_t>(cells, 1) - 1))) + 2) / 3;
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
    int spread_axes = 0;
    for (std::size_t a = 0; a < 3; ++a) {
      const double side = -low_[a + 3] - low_[a];
      extent = std::max(extent, side);
      if (side > 0) ++spread_axes, line_axis_ = static_cast<int>(a);
    }
    top_ = static_cast<double>((1u << bits_) - 1);
    scale_ = extent > 0 ? top_ / extent : 0;
    if (spread_axes != 1) line_axis_ = -1;
    if (line_axis_ >= 0) place_on_line(extent);
  }
  int bits() const { return bits_; }
  // True when this rank's centroids are surely all finite; false when some may not be.
  bool surely_finite() const { return surely_finite_; }

  // The key of each centroid, into `keys` (as many).
  void keys(Centroids centroids, std::span<std::uint64_t> keys) const {
    if (line_axis_ >= 0) return line_keys(centroids, keys);
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

  // Centroids spread along one axis only (a wire in a base of PhysicalDimension 1, or
  // any straight line along an axis): a 3-D Hilbert curve does not walk such a line in
  // order, which cut it into many pieces. Their keys are their positions along the line
  // instead, on as fine a grid as a double places exactly, in the top bits of the key.
  void place_on_line(double extent) {
    const int line_bits = std::min(3 * bits_, 52);
    line_shift_ = 3 * bits_ - line_bits;
    line_top_ = static_cast<double>((std::uint64_t{1} << line_bits) - 1);
    line_scale_ = line_top_ / extent;
  }
  void line_keys(Centroids centroids, std::span<std::uint64_t> keys) const {
    const auto axis = static_cast<std::size_t>(line_axis_);
    const double low = low_[axis];
    for (std::size_t i = 0; i < centroids.size(); ++i) {
      const double at = (centroids[i][axis] - low) * line_scale_;  // NaN lands on top, as in place()
      keys[i] = static_cast<std::uint64_t>(at < line_top_ ? at : line_top_) << line_shift_;
    }
  }

  std::array<double, 6> low_{};
  bool surely_finite_ = true;
  int bits_ = 1;
  double top_ = 1, scale_ = 0;
  int line_axis_ = -1;  // the only axis the centroids spread along, or -1
  int line_shift_ = 0;
  double line_top_ = 0, line_scale_ = 0;
};

// What the split points are cut by: the total weight and the number of parts.
struct Cut {
  std::int64_t total = 0;
  int parts = 1;
  // Whether the global weight `weight` reaches split k, (k+1)/M of the total.
  bool reaches(std::int64_t weight, std::size_t k) const {
    return weight * parts >= static_cast<std::int64_t>(k + 1) * total;
  }
};

// A stretch of the curve known to hold split points: the 2^width keys from first_key
// (the stretches of a round are all as wide), after `before` of the global weight;
// splits first_split .. end_split - 1 lie in it.
struct Stretch {
  std::uint64_t first_key = 0;
  std::int64_t before = 0;
  std::size_t first_split = 0, end_split = 0;
};

struct Round {
  std::vector<Stretch> stretches;
  int width = 0;
};

// `stretch` cut into pieces of 2^piece_width keys whose global weights are `weights`:
// split k lies in the first piece through whose end the weight reaches it. The pieces
// holding splits are appended to `next`. Returns each piece's fate: the index of its
// stretch in `next`, or -1 - the part of all its cells (the number of splits before).
std::vector<std::int64_t> cut_stretch(const Stretch& stretch, std::span<const std::int64_t> weights, int piece_width,
                                      const Cut& cut, std::vector<Stretch>& next) {
  std::vector<std::int64_t> fate(weights.size());
  std::int64_t before = stretch.before;
  std::size_t k = stretch.first_split;
  for (std::size_t piece = 0; piece < weights.size(); ++piece) {
    const std::int64_t through = before + weights[piece];
    if (k < stretch.end_split && cut.reaches(through, k)) {
      next.push_back({stretch.first_key + (std::uint64_t{piece} << piece_width), before, k, k});
      while (k < stretch.end_split && cut.reaches(through, k)) ++k;
      next.back().end_split = k;
      fate[piece] = static_cast<std::int64_t>(next.size() - 1);
    } else {
      fate[piece] = -1 - static_cast<std::int64_t>(k);
    }
    before = through;
  }
  return fate;
}

std::vector<std::int64_t> summed(MPI_Comm comm, std::vector<std::int64_t> local) {
  MPI_Allreduce(MPI_IN_PLACE, local.data(), static_cast<int>(local.size()), MPI_INT64_T, MPI_SUM, comm);
  return local;
}

// Bits of the first round's buckets: 16, and more for many parts (--method auto cuts
// the curve into tens of thousands of chunks), so that few buckets hold a split point:
// the cells of those alone are keyed again, and with 2^16 buckets for 53,000 split
// points that was nearly every cell, its candidate record the split's peak memory. At
// most 2^22 buckets (32 MiB, summed over the ranks once).
int first_round_bits(int parts) {
  return std::clamp(static_cast<int>(std::bit_width(static_cast<unsigned>(parts))) + 6, 16, 22);
}

// The first round, over every local cell: its bucket (the top first_round_bits bits of
// its key, or the whole key when shorter) stored in `buckets`, its weight added to the bucket's. The
// keys pass through a small buffer: 8 bytes a cell of fresh memory cost more than
// computing them.
std::vector<std::int64_t> bucket_weights(const CurveGrid& grid, Centroids centroids, const graph::WeightView& weights,
                                         int shift, std::vector<int>& buckets) {
  std::vector<std::int64_t> weight_of(std::size_t{1} << (3 * grid.bits() - shift), 0);
  std::array<std::uint64_t, 1024> keys;
  for (std::size_t from = 0; from < centroids.size(); from += keys.size()) {
    const std::size_t count = std::min(keys.size(), centroids.size() - from);
    grid.keys(centroids.subspan(from, count), std::span(keys).first(count));
    for (std::size_t i = 0; i < count; ++i) {
      const auto bucket = static_cast<std::size_t>(keys[i] >> shift);
      buckets[from + i] = static_cast<int>(bucket);
      weight_of[bucket] += weights[from + i];
    }
  }
  return weight_of;
}

struct Candidate {  // a local cell of a stretch
  CurvePoint point;
  std::uint32_t stretch = 0;
};

// Each local cell's bucket in `parts` replaced by its part where the bucket's fate gives
// it; the cells of the buckets holding splits are left at -1 and returned as candidates,
// keyed again (a block at a time: no copy of their centroids).
std::vector<Candidate> settle_buckets(std::vector<int>& parts, const std::vector<std::int64_t>& fate,
                                      const CurveGrid& grid, Centroids centroids, std::int64_t first_cell) {
  std::vector<Candidate> candidates;
  // Counted first: for --method auto's chunks nearly every cell is a candidate, and a
  // vector grown by doubling would hold them up to three times over while it moves.
  candidates.reserve(static_cast<std::size_t>(
      std::ranges::count_if(parts, [&](int bucket) { return fate[static_cast<std::size_t>(bucket)] >= 0; })));
  for (std::size_t c = 0; c < parts.size(); ++c) {
    const std::int64_t f = fate[static_cast<std::size_t>(parts[c])];
    parts[c] = f < 0 ? static_cast<int>(-1 - f) : -1;
    if (f >= 0) candidates.push_back({{0, first_cell + static_cast<std::int64_t>(c)}, static_cast<std::uint32_t>(f)});
  }
  std::array<std::array<double, 3>, 1024> at;
  std::array<std::uint64_t, 1024> keys;
  for (std::size_t from = 0; from < candidates.size(); from += at.size()) {
    const std::size_t count = std::min(at.size(), candidates.size() - from);
    for (std::size_t i = 0; i < count; ++i)
      at[i] = centroids[static_cast<std::size_t>(candidates[from + i].point.cell - first_cell)];
    grid.keys(std::span(at).first(count), std::span(keys).first(count));
    for (std::size_t i = 0; i < count; ++i) candidates[from + i].point.key = keys[i];
  }
  return candidates;
}

// A further round: every stretch cut into 2^bits pieces; the candidates of the pieces
// holding no split get their part and leave.
void narrow(MPI_Comm comm, Round& round, int bits, const Cut& cut, std::vector<Candidate>& candidates,
            std::vector<int>& parts, std::int64_t first_cell, const graph::WeightView& weights) {
  const int piece_width = round.width - bits;
  const auto piece_of = [&](const Candidate& c) {
    const std::uint64_t offset = (c.point.key - round.stretches[c.stretch].first_key) >> piece_width;
    return (std::size_t{c.stretch} << bits) | static_cast<std::size_t>(offset);
  };
  std::vector<std::int64_t> local(round.stretches.size() << bits, 0);
  for (const auto& c : candidates) local[piece_of(c)] += weights[static_cast<std::size_t>(c.point.cell - first_cell)];
  const auto global = summed(comm, std::move(local));
  std::vector<Stretch> next;
  std::vector<std::int64_t> fate;
  fate.reserve(global.size());
  for (std::size_t s = 0; s < round.stretches.size(); ++s) {
    const auto pieces = std::span(global).subspan(s << bits, std::size_t{1} << bits);
    const auto cut_fate = cut_stretch(round.stretches[s], pieces, piece_width, cut, next);
    fate.insert(fate.end(), cut_fate.begin(), cut_fate.end());
  }
  std::erase_if(candidates, [&](Candidate& c) {
    const std::int64_t f = fate[piece_of(c)];
    if (f < 0) parts[static_cast<std::size_t>(c.point.cell - first_cell)] = static_cast<int>(-1 - f);
    else c.stretch = static_cast<std::uint32_t>(f);
    return f < 0;
  });
  round = {std::move(next), piece_width};
}

// Candidates beyond this many on a rank are narrowed down further before the bisection,
// whose sort and searches grow with them; below, a round's Allreduce of 2^16 weights
// would cost more than it saves.
constexpr std::int64_t kFewCandidates = std::int64_t{1} << 14;

// Rounds while some rank holds many candidates and the stretches are wider than a key:
// robust when M is large or the cells crowd into a few buckets (an elongated domain
// fills a fraction of the box). Each stretch is cut into as many pieces as keep the
// round's Allreduce within 2^16 weights, but at least 4 (then at most 4 per split).
void narrow_down(MPI_Comm comm, Round& round, const Cut& cut, std::vector<Candidate>& candidates,
                 std::vector<int>& parts, std::int64_t first_cell, const graph::WeightView& weights) {
  while (round.width > 0 && !round.stretches.empty()) {
    std::int64_t most = static_cast<std::int64_t>(candidates.size());
    MPI_Allreduce(MPI_IN_PLACE, &most, 1, MPI_INT64_T, MPI_MAX, comm);
    if (most <= kFewCandidates) return;
    const int fit = std::max(2, 16 - static_cast<int>(std::bit_width(round.stretches.size() - 1)));
    narrow(comm, round, std::min(round.width, fit), cut, candidates, parts, first_cell, weights);
  }
}

// This rank's candidates in curve order with the running weight up to each.
class Candidates {
 public:
  // `candidates` are given up as soon as their points are taken.
  Candidates(std::vector<Candidate> candidates, std::int64_t first_cell, const graph::WeightView& weights) {
    points_.reserve(candidates.size());
    for (const auto& c : candidates) points_.push_back(c.point);
    candidates = {};
    std::sort(points_.begin(), points_.end());
    weight_upto_.reserve(points_.size() + 1);
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
// (k+1)/M of the total. Bisection inside its stretch, over the key, then over the cell
// id among cells of that key (cells whose centroids quantise to the same grid point);
// the global weight through a point of the stretch is that before the stretch plus the
// candidates' of the stretch up to the point, summed over the ranks.
std::vector<CurvePoint> split_points(MPI_Comm comm, const Round& round, const Candidates& candidates, const Cut& cut,
                                     std::int64_t cell_count) {
  const auto splits = static_cast<std::size_t>(cut.parts - 1);
  std::vector<CurvePoint> low(splits), high(splits);
  std::vector<std::int64_t> before(splits), stretch_start(splits);  // global; candidates'
  for (const auto& stretch : round.stretches)
    for (std::size_t k = stretch.first_split; k < stretch.end_split; ++k) {
      low[k] = {stretch.first_key, 0};
      high[k] = {stretch.first_key + ((std::uint64_t{1} << round.width) - 1), cell_count - 1};
      before[k] = stretch.before;
      stretch_start[k] = candidates.weight_before(low[k]);
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
        local[k] = candidates.weight_through(mid[k]) - stretch_start[k];
      }
      MPI_Allreduce(local.data(), global.data(), static_cast<int>(splits), MPI_INT64_T, MPI_SUM, comm);
      for (std::size_t k = 0; k < splits; ++k) {
        if (done(k)) continue;
        if (cut.reaches(before[k] + global[k], k)) narrow_high(k, mid[k]);
        else narrow_low(k, mid[k]);
      }
    }
  };
  // Keys first: a point with the largest cell id stands for every cell of its key.
  bisect(
      [&](std::size_t k) {
        return CurvePoint{low[k].key + (high[k].key - low[k].key) / 2, cell_count - 1};
      },
      [&](std::size_t k, const CurvePoint& m) { high[k].key = m.key; },
      [&](std::size_t k, const CurvePoint& m) { low[k].key = m.key + 1; },
      [&](std::size_t k) { return low[k].key == high[k].key; });
  // Cell ids within the found key.
  for (std::size_t k = 0; k < splits; ++k) low[k] = {high[k].key, 0};
  bisect(
      [&](std::size_t k) {
        return CurvePoint{low[k].key, low[k].cell + (high[k].cell - low[k].cell) / 2};
      },
      [&](std::size_t k, const CurvePoint& m) { high[k].cell = m.cell; },
      [&](std::size_t k, const CurvePoint& m) { low[k].cell = m.cell + 1; },
      [&](std::size_t k) { return low[k].cell == high[k].cell; });
  return high;
}

}  // namespace

std::vector<int> partition_hilbert(MPI_Comm comm, Centroids centroids, const PartitionOptions& options) {
  const auto weights = graph::checked_weights(comm, static_cast<std::int64_t>(centroids.size()), options);
  return graph::partition_hilbert(comm, centroids, options.parts, weights);
}

std::vector<int> graph::partition_hilbert(MPI_Comm comm, Centroids centroids, int part_count,
                                          const graph::WeightView& weights) {
  const auto local_cells = static_cast<std::int64_t>(centroids.size());
  const CurveGrid grid(comm, centroids);
  mpi::run_agreed(comm, [&] {
    if (!grid.surely_finite()) check_centroids(centroids);
  });
  if (part_count == 1) return std::vector<int>(centroids.size(), 0);
  const auto offsets = graph::block_offsets(comm, local_cells);
  const std::int64_t first = offsets[static_cast<std::size_t>(rank_of(comm))];
  const std::int64_t cell_count = offsets.back();
  // The first round cuts the whole curve into buckets, the vector of parts holding each
  // cell's bucket until it holds the part.
  const int shift = std::max(3 * grid.bits() - first_round_bits(part_count), 0);
  std::vector<int> parts(centroids.size());
  const auto weight_of_bucket = summed(comm, bucket_weights(grid, centroids, weights, shift, parts));
  const Cut cut{std::accumulate(weight_of_bucket.begin(), weight_of_bucket.end(), std::int64_t{0}), part_count};
  mpi::run_agreed(comm, [&] {
    // The split test compares weight * M with k * total in 64 bits.
    if (cut.total > std::numeric_limits<std::int64_t>::max() / part_count)
      throw InputError("the total cell weight " + std::to_string(cut.total) + " is too large");
  });
  Round round{{}, shift};
  const Stretch whole{0, 0, 0, static_cast<std::size_t>(part_count - 1)};
  const auto fate = cut_stretch(whole, weight_of_bucket, shift, cut, round.stretches);
  auto candidates = settle_buckets(parts, fate, grid, centroids, first);
  narrow_down(comm, round, cut, candidates, parts, first, weights);
  const Candidates sorted(std::move(candidates), first, weights);
  const auto splits = split_points(comm, round, sorted, cut, cell_count);
  // A candidate's part: how many split points come before it on the curve.
  for (const auto& point : sorted.points())
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
