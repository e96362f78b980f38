#include "split/index_range.hpp"

#include <algorithm>
#include <cstdlib>

#include "pcgns/error.hpp"

namespace pcgns::split {
namespace {

IndexRange spanning(const std::vector<std::int64_t>& a, const std::vector<std::int64_t>& b) {
  IndexRange range;
  for (std::size_t d = 0; d < a.size(); ++d) {
    range.lo.push_back(std::min(a[d], b[d]));
    range.hi.push_back(std::max(a[d], b[d]));
  }
  return range;
}

}  // namespace

IndexRange IndexRange::from_point_range(const std::vector<std::int64_t>& values) {
  const std::size_t dim = values.size() / 2;
  return spanning({values.begin(), values.begin() + static_cast<std::ptrdiff_t>(dim)},
                  {values.begin() + static_cast<std::ptrdiff_t>(dim), values.end()});
}

std::vector<std::int64_t> IndexRange::point_range() const {
  std::vector<std::int64_t> values(lo);
  values.insert(values.end(), hi.begin(), hi.end());
  return values;
}

std::vector<bool> IndexRange::extents() const {
  std::vector<bool> spans;
  for (std::size_t d = 0; d < dim(); ++d) spans.push_back(hi[d] > lo[d]);
  return spans;
}

std::optional<IndexRange> intersect(const IndexRange& a, const IndexRange& b) {
  IndexRange common;
  for (std::size_t d = 0; d < a.dim(); ++d) {
    common.lo.push_back(std::max(a.lo[d], b.lo[d]));
    common.hi.push_back(std::min(a.hi[d], b.hi[d]));
    if (common.lo[d] > common.hi[d]) return std::nullopt;
  }
  return common;
}

IndexRange to_local(const IndexRange& global, const std::vector<std::int64_t>& origin) {
  IndexRange local = global;
  for (std::size_t d = 0; d < global.dim(); ++d) {
    local.lo[d] -= origin[d] - 1;
    local.hi[d] -= origin[d] - 1;
  }
  return local;
}

std::vector<std::int64_t> to_local(const std::vector<std::int64_t>& point_range,
                                   const std::vector<std::int64_t>& origin) {
  std::vector<std::int64_t> local(point_range);
  for (std::size_t i = 0; i < local.size(); ++i) local[i] -= origin[i % origin.size()] - 1;
  return local;
}

IndexTransform::IndexTransform(std::vector<int> transform, std::vector<std::int64_t> begin,
                               std::vector<std::int64_t> donor_begin)
    : transform_(std::move(transform)), begin_(std::move(begin)), donor_begin_(std::move(donor_begin)) {
  const auto dim = static_cast<int>(begin_.size());
  std::vector<bool> used(begin_.size(), false);
  if (transform_.size() != begin_.size() || donor_begin_.size() != begin_.size())
    throw InputError("Transform has " + std::to_string(transform_.size()) + " entries for a " + std::to_string(dim) +
                     "-dimensional range");
  for (int t : transform_) {
    const int axis = std::abs(t);
    if (axis < 1 || axis > dim || used[static_cast<std::size_t>(axis - 1)])
      throw InputError("Transform is not a signed permutation of 1.." + std::to_string(dim));
    used[static_cast<std::size_t>(axis - 1)] = true;
  }
}

std::vector<std::int64_t> IndexTransform::to_donor(const std::vector<std::int64_t>& own) const {
  std::vector<std::int64_t> donor(own.size());
  for (std::size_t j = 0; j < own.size(); ++j) {
    const auto axis = static_cast<std::size_t>(std::abs(transform_[j]) - 1);
    const std::int64_t sign = transform_[j] > 0 ? 1 : -1;
    donor[axis] = donor_begin_[axis] + sign * (own[j] - begin_[j]);
  }
  return donor;
}

std::vector<std::int64_t> IndexTransform::to_own(const std::vector<std::int64_t>& donor) const {
  std::vector<std::int64_t> own(donor.size());
  for (std::size_t j = 0; j < own.size(); ++j) {
    const auto axis = static_cast<std::size_t>(std::abs(transform_[j]) - 1);
    const std::int64_t sign = transform_[j] > 0 ? 1 : -1;
    own[j] = begin_[j] + sign * (donor[axis] - donor_begin_[axis]);
  }
  return own;
}

IndexRange IndexTransform::to_donor(const IndexRange& own) const {
  return spanning(to_donor(own.lo), to_donor(own.hi));
}

IndexRange IndexTransform::to_own(const IndexRange& donor) const {
  return spanning(to_own(donor.lo), to_own(donor.hi));
}

}  // namespace pcgns::split
