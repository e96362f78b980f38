#include "merge/slice_check.hpp"

#include <cstring>
#include <vector>

#include "pcgns/error.hpp"

namespace pcgns::merge {
namespace {

template <class T>
void widen(std::span<const std::byte> bytes, std::vector<std::int64_t>& out) {
  out.resize(bytes.size() / sizeof(T));
  for (std::size_t i = 0; i < out.size(); ++i) {
    T value;
    std::memcpy(&value, bytes.data() + i * sizeof(T), sizeof(T));
    out[i] = static_cast<std::int64_t>(value);
  }
}

std::vector<std::int64_t> as_integers(DataType type, std::span<const std::byte> bytes) {
  std::vector<std::int64_t> values;
  switch (type) {
    case DataType::I4: widen<std::int32_t>(bytes, values); break;
    case DataType::I8: widen<std::int64_t>(bytes, values); break;
    case DataType::U4: widen<std::uint32_t>(bytes, values); break;
    case DataType::U8: widen<std::uint64_t>(bytes, values); break;
    default: throw InternalError("integer check of a non-integer array");
  }
  return values;
}

std::vector<std::int64_t> read_integers(ArraySource& source, const Node& node, std::int64_t first,
                                        std::int64_t count) {
  return as_integers(node.type, source.read(node, first, count));
}

// The first element whose start offset is at or past `position` (count when none is).
std::int64_t first_start_from(ArraySource& source, const Node& offsets, std::int64_t position) {
  std::int64_t low = 0, high = offsets.count();
  while (low < high) {
    const std::int64_t middle = low + (high - low) / 2;
    if (read_integers(source, offsets, middle, 1).front() < position)
      low = middle + 1;
    else
      high = middle;
  }
  return low;
}

std::optional<std::string> mixed_slice_problem(ArraySource& source, const ValueCheck& check, std::int64_t first,
                                               std::span<const std::int64_t> values) {
  const Node& offsets = *check.offsets;
  const std::int64_t end = first + static_cast<std::int64_t>(values.size());
  const std::int64_t k0 = first_start_from(source, offsets, first);
  const std::int64_t k1 = std::min(first_start_from(source, offsets, end), offsets.count() - 1);
  std::vector<std::int64_t> starts;
  if (k0 <= k1) starts = read_integers(source, offsets, k0, k1 - k0 + 1);
  return mixed_problem(check, first, values, k0, starts);
}

}  // namespace

void check_slice(ArraySource& source, const Node& array, const ValueCheck& check, std::int64_t first,
                 std::span<const std::byte> bytes) {
  const auto values = as_integers(array.type, bytes);
  std::optional<std::string> problem;
  if (check.kind == CheckKind::mixed) {
    problem = mixed_slice_problem(source, check, first, values);
  } else {
    std::optional<std::int64_t> previous;
    if (check.kind == CheckKind::offsets && first > 0) previous = read_integers(source, array, first - 1, 1).front();
    problem = value_problem(check, first, values, previous, array.count());
  }
  if (problem) throw InputError(*problem);
}

}  // namespace pcgns::merge
