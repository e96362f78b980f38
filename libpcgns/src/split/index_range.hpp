#pragma once
// Index ranges of structured zones (1-based, inclusive, one entry per index direction)
// and the arithmetic pcgns-split needs to cut point ranges and 1to1 connections at
// partition boundaries.
#include <cstdint>
#include <optional>
#include <vector>

namespace pcgns::split {

struct IndexRange {
  std::vector<std::int64_t> lo, hi;  // lo[d] <= hi[d] when not empty

  std::size_t dim() const { return lo.size(); }
  // From CGNS PointRange values [begin..., end...], either order per direction.
  static IndexRange from_point_range(const std::vector<std::int64_t>& values);
  std::vector<std::int64_t> point_range() const;  // [lo..., hi...]
  // Directions in which the range spans more than one index.
  std::vector<bool> extents() const;
  bool operator==(const IndexRange&) const = default;
};

// The common part of two ranges; nullopt when they do not meet.
std::optional<IndexRange> intersect(const IndexRange& a, const IndexRange& b);

// The same range seen from a box whose first index sits at `origin` (1-based): local
// index = global - origin + 1.
IndexRange to_local(const IndexRange& global, const std::vector<std::int64_t>& origin);
std::vector<std::int64_t> to_local(const std::vector<std::int64_t>& point_range,
                                   const std::vector<std::int64_t>& origin);

// A GridConnectivity1to1_t's index map (SIDS Transform): own index I maps to donor
// index T (I - begin) + donor_begin.
class IndexTransform {
 public:
  IndexTransform(std::vector<int> transform, std::vector<std::int64_t> begin, std::vector<std::int64_t> donor_begin);
  std::vector<std::int64_t> to_donor(const std::vector<std::int64_t>& own) const;
  std::vector<std::int64_t> to_own(const std::vector<std::int64_t>& donor) const;
  // The image of a range (as a range, lowest to highest index).
  IndexRange to_donor(const IndexRange& own) const;
  IndexRange to_own(const IndexRange& donor) const;

 private:
  std::vector<int> transform_;
  std::vector<std::int64_t> begin_, donor_begin_;
};

}  // namespace pcgns::split
