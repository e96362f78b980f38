#pragma once
// The order of values per point of a structured BC patch (SIDS BCData_t local data):
// one value per index of the patch's PointRange, first index fastest, each direction
// walked from Begin to End (a range may run from high to low indices). pcgns-split cuts
// such arrays to a part's piece of the patch and pcgns-merge puts the pieces back, both
// by moving values between two of these orders.
#include <cstdint>
#include <optional>
#include <vector>

#include "pcgns/node.hpp"

namespace pcgns::sids {

class PatchOrder {
 public:
  // From PointRange values [begin..., end...].
  explicit PatchOrder(const std::vector<std::int64_t>& point_range);

  std::size_t dim() const { return begin_.size(); }
  // Indices per direction.
  const Dims& extents() const { return extents_; }
  std::int64_t points() const { return element_count(extents_); }
  // Whether `index` (one value per direction) lies in the patch.
  bool holds(const std::vector<std::int64_t>& index) const;
  // 0-based place of `index`, which the patch holds, in the order.
  std::int64_t position(const std::vector<std::int64_t>& index) const;
  // The index at 0-based place `position`.
  std::vector<std::int64_t> index_at(std::int64_t position) const;
  // Moves `index` to the next place of the order (past the last: back to the first).
  void advance(std::vector<std::int64_t>& index) const;

 private:
  std::vector<std::int64_t> begin_, step_;
  Dims extents_;
};

// For every point of `inner`, which `outer` must hold: `copy(inner place, outer place)`,
// in `inner`'s order.
template <class Copy>
void for_each_shared_point(const PatchOrder& inner, const PatchOrder& outer, Copy copy) {
  std::vector<std::int64_t> index = inner.index_at(0);
  for (std::int64_t at = 0; at < inner.points(); ++at, inner.advance(index)) copy(at, outer.position(index));
}

// The dimensions of an array of values per point of a patch of `extents`, in the form
// `form` has over a patch of `form_extents`: one dimension (n), the patch's extents, or
// the extents without the directions in which the whole patch (`whole_extents`) is one
// index wide. nullopt when `form` is none of these.
std::optional<Dims> per_point_dims(const Dims& form, const Dims& form_extents, const Dims& extents,
                                   const Dims& whole_extents);

}  // namespace pcgns::sids
