#include "dist/slice_check.hpp"

#include <algorithm>
#include <array>
#include <cstring>
#include <limits>
#include <type_traits>
#include <vector>

#include "dist/inline_layout_check.hpp"
#include "pcgns/error.hpp"

namespace pcgns::dist {
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

std::vector<std::int64_t> read_integers(ArraySource& source, const Node& node, std::int64_t first, std::int64_t count) {
  return as_integers(node.type, source.read(node, first, count));
}

// The first element whose start offset is at or past `position` (count when none is).
std::int64_t first_start_from(ArraySource& source, const Node& offsets, std::int64_t position) {
  std::int64_t low = 0, high = offsets.count();
  while (low < high) {
    const std::int64_t middle = low + (high - low) / 2;
    if (read_integers(source, offsets, middle, 1).front() < position) low = middle + 1;
    else high = middle;
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

template <class T>
T load(const std::byte* at) {
  T value;
  std::memcpy(&value, at, sizeof(T));
  return value;
}

// True when some of the `n` values lies outside [low, high]. Comparisons ORed together
// without branches, over chunks of a fixed length, so the compiler vectorizes the loop.
template <class T, std::size_t kLength>
bool any_outside(const T* values, T low, T high) {
  unsigned outside = 0;
  for (std::size_t i = 0; i < kLength; ++i)
    outside |= static_cast<unsigned>(values[i] < low) | static_cast<unsigned>(values[i] > high);
  return outside != 0;
}

// One pass over the raw values, without widening them: true when every id (or its
// magnitude) lies in [low, high]. Valid slices, nearly all of them, stop here. Copied a
// chunk at a time into typed memory (the bytes came from a read, not as T objects).
template <class T, bool kMagnitude>
bool ids_within(std::span<const std::byte> bytes, std::int64_t low, std::int64_t high) {
  constexpr std::size_t kChunk = 4096;
  const std::size_t count = bytes.size() / sizeof(T);
  // Bounds outside T's range go to the full check; so does a bound of T's largest value,
  // which the magnitude of T's smallest (taken as the largest below) would pass.
  if (low < std::numeric_limits<T>::min() || high >= std::numeric_limits<T>::max()) return false;
  const T low_t = static_cast<T>(low), high_t = static_cast<T>(high);
  std::array<T, kChunk> chunk{};
  for (std::size_t at = 0; at < count; at += kChunk) {
    const std::size_t n = std::min(kChunk, count - at);
    std::memcpy(chunk.data(), bytes.data() + at * sizeof(T), n * sizeof(T));
    if constexpr (kMagnitude) {
      for (std::size_t i = 0; i < n; ++i)
        chunk[i] = chunk[i] == std::numeric_limits<T>::min() ? std::numeric_limits<T>::max()
                   : chunk[i] < 0                            ? static_cast<T>(-chunk[i])
                                                             : chunk[i];
    }
    std::fill(chunk.begin() + static_cast<std::ptrdiff_t>(n), chunk.end(), low_t);  // a short last chunk
    if (any_outside<T, kChunk>(chunk.data(), low_t, high_t)) return false;
  }
  return true;
}

template <class T>
bool ids_within(std::span<const std::byte> bytes, std::int64_t low, std::int64_t high, bool magnitude) {
  return magnitude ? ids_within<T, true>(bytes, low, high) : ids_within<T, false>(bytes, low, high);
}

// True when the values increase by at least 1 from `previous` (none: from the first).
template <class T>
bool increasing(std::span<const std::byte> bytes, std::optional<std::int64_t> previous) {
  const std::size_t count = bytes.size() / sizeof(T);
  bool ok = true;
  auto last = previous.value_or(std::numeric_limits<std::int64_t>::min());
  for (std::size_t i = 0; i < count; ++i) {
    const auto value = static_cast<std::int64_t>(load<T>(bytes.data() + i * sizeof(T)));
    ok &= value > last;
    last = value;
  }
  return ok;
}

// A quick pass that clears a valid slice; false sends it to the full check, which
// finds and names the first problem.
bool clearly_valid(const ValueCheck& check, DataType type, std::span<const std::byte> bytes,
                   std::optional<std::int64_t> previous, bool holds_last) {
  if (type != DataType::I4 && type != DataType::I8) return false;
  const bool wide = type == DataType::I8;
  switch (check.kind) {
    case CheckKind::ids:
    case CheckKind::signed_ids: {
      if (check.allowed.intervals.size() != 1) return false;
      const auto [low, high] = check.allowed.intervals.front();
      const bool magnitude = check.kind == CheckKind::signed_ids;
      return wide ? ids_within<std::int64_t>(bytes, low, high, magnitude)
                  : ids_within<std::int32_t>(bytes, low, high, magnitude);
    }
    case CheckKind::offsets:
      // The first and the last offset have values of their own to meet: the full check.
      if (!previous || holds_last) return false;
      return wide ? increasing<std::int64_t>(bytes, previous) &&
                        ids_within<std::int64_t>(bytes, 0, check.total - 1, false)
                  : increasing<std::int32_t>(bytes, previous) &&
                        ids_within<std::int32_t>(bytes, 0, check.total - 1, false);
    case CheckKind::index_points:
    case CheckKind::mixed:
    case CheckKind::counted:
    case CheckKind::counted_signed:
    case CheckKind::inline_mixed: return false;
  }
  return false;
}

// The rank that moves an inline layout's first slice walks the whole array, a chunk at a
// time; the other slices cannot be read without what comes before them.
void check_inline_layout(ArraySource& source, const Node& array, const ValueCheck& check,
                         std::span<const std::byte> first_slice) {
  constexpr std::int64_t kChunk = std::int64_t{1} << 20;
  InlineWalk walk;
  auto values = as_integers(array.type, first_slice);
  std::int64_t at = 0;
  while (true) {
    if (auto problem = inline_problem(check, walk, at, values)) throw InputError(*problem);
    at += static_cast<std::int64_t>(values.size());
    if (at >= array.count()) break;
    values = read_integers(source, array, at, std::min(kChunk, array.count() - at));
  }
  if (auto problem = inline_end_problem(check, walk, array.count())) throw InputError(*problem);
}

}  // namespace

void check_slice(ArraySource& source, const Node& array, const ValueCheck& check, std::int64_t first,
                 std::span<const std::byte> bytes) {
  if (is_inline_layout(check.kind)) {
    if (first == 0) check_inline_layout(source, array, check, bytes);
    return;
  }
  std::optional<std::int64_t> previous;
  if (check.kind == CheckKind::offsets && first > 0) previous = read_integers(source, array, first - 1, 1).front();
  const bool holds_last = first + static_cast<std::int64_t>(bytes.size() / element_size(array.type)) >= array.count();
  if (clearly_valid(check, array.type, bytes, previous, holds_last)) return;
  const auto values = as_integers(array.type, bytes);
  const auto problem = check.kind == CheckKind::mixed ? mixed_slice_problem(source, check, first, values)
                                                      : value_problem(check, first, values, previous, array.count());
  if (problem) throw InputError(*problem);
}

}  // namespace pcgns::dist
