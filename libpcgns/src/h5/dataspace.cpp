#include "h5/dataspace.hpp"

#include <algorithm>

namespace pcgns::h5 {

Dataspace Dataspace::scalar(const Where& where) {
  return Dataspace(check(H5Screate(H5S_SCALAR), where, "H5Screate"), where);
}

Dataspace Dataspace::simple(const std::vector<hsize_t>& dims, const Where& where) {
  const hid_t id = H5Screate_simple(static_cast<int>(dims.size()), dims.data(), nullptr);
  return Dataspace(check(id, where, "H5Screate_simple"), where);
}

Dataspace Dataspace::adopt(hid_t id, const Where& where, const char* call) {
  return Dataspace(check(id, where, call), where);
}

std::vector<hsize_t> Dataspace::dims() const {
  const int rank = H5Sget_simple_extent_ndims(id());
  if (rank < 0) fail(where_, "H5Sget_simple_extent_ndims");
  std::vector<hsize_t> out(static_cast<std::size_t>(rank));
  if (rank > 0) check(H5Sget_simple_extent_dims(id(), out.data(), nullptr), where_, "H5Sget_simple_extent_dims");
  return out;
}

std::int64_t Dataspace::element_count() const {
  const hssize_t n = H5Sget_simple_extent_npoints(id());
  if (n < 0) fail(where_, "H5Sget_simple_extent_npoints");
  return static_cast<std::int64_t>(n);
}

void Dataspace::select_box(const std::vector<hsize_t>& start, const std::vector<hsize_t>& count, bool first_box) {
  check(H5Sselect_hyperslab(id(), first_box ? H5S_SELECT_SET : H5S_SELECT_OR, start.data(), nullptr, count.data(),
                            nullptr),
        where_, "H5Sselect_hyperslab");
}

void Dataspace::select_flat_range(std::int64_t first, std::int64_t count) {
  if (count == 0) return select_none();
  const std::vector<hsize_t> extent = dims();
  if (extent.empty()) return;  // scalar: the single element is selected already
  const std::size_t rank = extent.size();
  auto a = static_cast<hsize_t>(first);
  const hsize_t end = a + static_cast<hsize_t>(count);
  bool first_box = true;
  // Greedy walk: at each step take the largest run of whole trailing sub-blocks that
  // starts at `a`, stays inside one row of the next dimension and does not pass `end`.
  while (a < end) {
    std::size_t k = 0;  // number of whole trailing dimensions in the step
    hsize_t block = 1;  // elements in one sub-block of k trailing dimensions
    while (k < rank - 1) {
      const hsize_t bigger = block * extent[rank - 1 - k];
      if (a % bigger != 0 || a + bigger > end) break;
      block = bigger;
      ++k;
    }
    const std::size_t axis = rank - 1 - k;
    const hsize_t index_on_axis = (a / block) % extent[axis];
    const hsize_t runs = std::min((end - a) / block, extent[axis] - index_on_axis);
    std::vector<hsize_t> start(rank, 0), size(rank, 1);
    hsize_t rest = a;
    for (std::size_t d = rank; d-- > 0;) {
      start[d] = rest % extent[d];
      rest /= extent[d];
    }
    size[axis] = runs;
    for (std::size_t d = axis + 1; d < rank; ++d) size[d] = extent[d];
    select_box(start, size, first_box);
    first_box = false;
    a += runs * block;
  }
}

void Dataspace::select_none() { check(H5Sselect_none(id()), where_, "H5Sselect_none"); }

}  // namespace pcgns::h5
