#include "io/box_runs.hpp"

#include <string>

namespace pcgns::io {

std::int64_t box_count(const Box& box) {
  std::int64_t n = 1;
  for (std::size_t d = 0; d < box.lo.size(); ++d) n *= box.hi[d] - box.lo[d] + 1;
  return n;
}

std::string box_problem(const Dims& dims, const Box& box) {
  if (box.lo.size() != dims.size() || box.hi.size() != dims.size())
    return "the box has " + std::to_string(box.lo.size()) + "/" + std::to_string(box.hi.size()) +
           " bounds for an array of " + std::to_string(dims.size()) + " dimensions";
  for (std::size_t d = 0; d < dims.size(); ++d) {
    if (box.lo[d] < 0 || box.hi[d] < box.lo[d] || box.hi[d] >= dims[d])
      return "index range [" + std::to_string(box.lo[d]) + ", " + std::to_string(box.hi[d]) + "] of dimension " +
             std::to_string(d + 1) + " is outside [0, " + std::to_string(dims[d] - 1) + "]";
  }
  return {};
}

std::vector<ElementRun> box_runs(const Dims& dims, const Box& box) {
  const std::size_t rank = dims.size();
  // Fold dimension k into the run while every faster dimension is covered fully.
  std::int64_t run = 1;
  std::size_t k = 0;
  for (; k < rank; ++k) {
    run *= box.hi[k] - box.lo[k] + 1;
    if (box.lo[k] != 0 || box.hi[k] != dims[k] - 1) break;
  }
  ++k;  // dimensions [0, k) are inside one run
  std::vector<std::int64_t> stride(rank + 1, 1);
  for (std::size_t d = 0; d < rank; ++d) stride[d + 1] = stride[d] * dims[d];

  std::int64_t base = 0;
  for (std::size_t d = 0; d < rank; ++d) base += box.lo[d] * stride[d];
  std::vector<ElementRun> runs;
  if (k >= rank) {
    runs.push_back({base, run, 0});
    return runs;
  }
  // Odometer over the slower dimensions [k, rank).
  Dims index(box.lo.begin() + static_cast<std::ptrdiff_t>(k), box.lo.end());
  for (std::int64_t memory = 0;; memory += run) {
    std::int64_t first = base;
    for (std::size_t d = k; d < rank; ++d) first += (index[d - k] - box.lo[d]) * stride[d];
    runs.push_back({first, run, memory});
    std::size_t d = k;
    for (; d < rank; ++d) {
      if (++index[d - k] <= box.hi[d]) break;
      index[d - k] = box.lo[d];
    }
    if (d == rank) return runs;
  }
}

namespace {

// Decomposes [a, b) of the sub-array made of dimensions [0, level] (whose slower
// indices are already fixed in `fixed`) into boxes.
void split_range(const Dims& dims, const std::vector<std::int64_t>& stride, std::size_t level, std::int64_t a,
                 std::int64_t b, Box fixed, std::vector<Box>& out) {
  const std::int64_t s = stride[level];  // elements per index step of `level`
  auto full_below = [&](Box box, std::int64_t lo, std::int64_t hi) {
    for (std::size_t d = 0; d < level; ++d) {
      box.lo[d] = 0;
      box.hi[d] = dims[d] - 1;
    }
    box.lo[level] = lo;
    box.hi[level] = hi;
    return box;
  };
  if (a % s == 0 && b % s == 0) {
    out.push_back(full_below(std::move(fixed), a / s, b / s - 1));
    return;
  }
  std::int64_t first = a / s;
  const std::int64_t last = (b - 1) / s;  // index of the slab holding the last element
  auto recurse = [&](std::int64_t index, std::int64_t lo, std::int64_t hi) {
    Box sub = fixed;
    sub.lo[level] = sub.hi[level] = index;
    split_range(dims, stride, level - 1, lo, hi, std::move(sub), out);
  };
  if (first == last) {
    recurse(first, a - first * s, b - first * s);
    return;
  }
  if (a % s != 0) recurse(first++, a % s, s);
  const std::int64_t full_last = b % s == 0 ? last : last - 1;
  if (first <= full_last) out.push_back(full_below(fixed, first, full_last));
  if (b % s != 0) recurse(last, 0, b - last * s);
}

}  // namespace

std::vector<Box> range_boxes(const Dims& dims, std::int64_t first, std::int64_t count) {
  std::vector<Box> out;
  if (count <= 0 || dims.empty()) return out;
  std::vector<std::int64_t> stride(dims.size(), 1);
  for (std::size_t d = 1; d < dims.size(); ++d) stride[d] = stride[d - 1] * dims[d - 1];
  Box fixed{Dims(dims.size(), 0), Dims(dims.size(), 0)};
  split_range(dims, stride, dims.size() - 1, first, first + count, std::move(fixed), out);
  return out;
}

}  // namespace pcgns::io
