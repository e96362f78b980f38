#include "sids/patch_order.hpp"

namespace pcgns::sids {
namespace {

// `extents` without the directions `whole` is one index wide in.
Dims spanned(const Dims& extents, const Dims& whole) {
  Dims out;
  for (std::size_t d = 0; d < extents.size(); ++d)
    if (whole[d] > 1) out.push_back(extents[d]);
  return out;
}

}  // namespace

PatchOrder::PatchOrder(const std::vector<std::int64_t>& point_range) {
  const std::size_t dim = point_range.size() / 2;
  for (std::size_t d = 0; d < dim; ++d) {
    const std::int64_t begin = point_range[d], end = point_range[dim + d];
    begin_.push_back(begin);
    step_.push_back(end < begin ? -1 : 1);
    extents_.push_back((end < begin ? begin - end : end - begin) + 1);
  }
}

bool PatchOrder::holds(const std::vector<std::int64_t>& index) const {
  if (index.size() != dim()) return false;
  for (std::size_t d = 0; d < dim(); ++d) {
    const std::int64_t walked = (index[d] - begin_[d]) * step_[d];
    if (walked < 0 || walked >= extents_[d]) return false;
  }
  return true;
}

std::int64_t PatchOrder::position(const std::vector<std::int64_t>& index) const {
  std::int64_t at = 0;
  for (std::size_t d = dim(); d-- > 0;) at = at * extents_[d] + (index[d] - begin_[d]) * step_[d];
  return at;
}

std::vector<std::int64_t> PatchOrder::index_at(std::int64_t position) const {
  std::vector<std::int64_t> index(dim());
  for (std::size_t d = 0; d < dim(); ++d) {
    index[d] = begin_[d] + (position % extents_[d]) * step_[d];
    position /= extents_[d];
  }
  return index;
}

void PatchOrder::advance(std::vector<std::int64_t>& index) const {
  for (std::size_t d = 0; d < dim(); ++d) {
    index[d] += step_[d];
    if ((index[d] - begin_[d]) * step_[d] < extents_[d]) return;
    index[d] = begin_[d];
  }
}

std::optional<Dims> per_point_dims(const Dims& form, const Dims& form_extents, const Dims& extents,
                                   const Dims& whole_extents) {
  if (form.size() == 1 && form[0] == element_count(form_extents)) return Dims{element_count(extents)};
  if (form == form_extents) return extents;
  if (form == spanned(form_extents, whole_extents)) return spanned(extents, whole_extents);
  return std::nullopt;
}

}  // namespace pcgns::sids
