#include "io/packed_selection.hpp"

#include <algorithm>

namespace pcgns::io {
namespace {

struct Piece {
  ElementRun run;
  const std::byte* memory;
};

void append_range(const Dims& dims, std::int64_t first, std::int64_t end, std::vector<Box>& boxes) {
  const auto more = range_boxes(dims, first, end - first);
  boxes.insert(boxes.end(), more.begin(), more.end());
}

}  // namespace

PackedSelection pack_requests(const DatasetPlacement& array, const std::vector<const ArrayRequest*>& requests) {
  const auto size = static_cast<std::int64_t>(element_size(array.type));
  std::vector<Piece> pieces;
  std::int64_t total = 0;
  for (const ArrayRequest* r : requests) {
    for (const ElementRun& run : element_runs(array.dims, *r)) {
      pieces.push_back({run, r->memory + run.memory * size});
      total += run.count;
    }
  }
  std::sort(pieces.begin(), pieces.end(), [](const Piece& a, const Piece& b) { return a.run.first < b.run.first; });

  PackedSelection out;
  out.values.resize(static_cast<std::size_t>(total * size));
  std::byte* cursor = out.values.data();
  // Adjacent runs merge into one flat range before becoming boxes: fewer boxes.
  std::int64_t span_first = 0;
  std::int64_t span_end = -1;
  for (const Piece& p : pieces) {
    cursor = std::copy_n(p.memory, p.run.count * size, cursor);
    if (p.run.first == span_end) {
      span_end += p.run.count;
      continue;
    }
    if (span_end >= 0) append_range(array.dims, span_first, span_end, out.boxes);
    span_first = p.run.first;
    span_end = p.run.first + p.run.count;
  }
  if (span_end >= 0) append_range(array.dims, span_first, span_end, out.boxes);
  return out;
}

}  // namespace pcgns::io
