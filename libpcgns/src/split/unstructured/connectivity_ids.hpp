#pragma once
// The vertex ids of fetched connectivity, whatever integer type the file stores them
// in, visited one by one without a widened copy (a part's connectivity is its largest
// array), and the range they span, checked against the zone's vertex count.
#include <algorithm>
#include <cstdint>
#include <cstring>
#include <limits>
#include <span>
#include <string>

#include "pcgns/error.hpp"
#include "split/unstructured/zone_arrays.hpp"

namespace pcgns::split {

// A piece of integers of type T as int64, a chunk at a time; each chunk holds whole
// groups of `whole` values (the vertices of whole elements).
template <class T, class Visit>
void visit_widened(std::span<const std::byte> piece, Visit& visit, std::size_t whole) {
  constexpr std::size_t kChunk = 4096;
  std::int64_t chunk[kChunk];
  const std::size_t step = std::max<std::size_t>(kChunk / whole, 1) * whole;
  const std::size_t count = piece.size() / sizeof(T);
  for (std::size_t first = 0; first < count; first += step) {
    const std::size_t n = std::min(step, count - first);
    for (std::size_t i = 0; i < n; ++i) {
      T value;
      std::memcpy(&value, piece.data() + (first + i) * sizeof(T), sizeof value);  // mapped bytes need not be aligned
      chunk[i] = static_cast<std::int64_t>(value);
    }
    visit(std::span<const std::int64_t>(chunk, n));
  }
}

// A piece as the array of T it holds when aligned for T, else widened.
template <class T, class Visit>
void visit_array(std::span<const std::byte> piece, Visit& visit, std::size_t whole) {
  if (reinterpret_cast<std::uintptr_t>(piece.data()) % alignof(T) == 0)
    visit(std::span<const T>(reinterpret_cast<const T*>(piece.data()), piece.size() / sizeof(T)));
  else visit_widened<T>(piece, visit, whole);
}

// Calls visit(ids) with the integers of `piece` (of `type`) in order, as spans of
// std::int32_t or std::int64_t: the file's own integers where it can (a generic lambda
// sees both), else widened in chunks of whole groups of `whole` values. InputError for
// values that are not integers.
template <class Visit>
void for_each_id_array(std::span<const std::byte> piece, DataType type, Visit&& visit, std::size_t whole = 1) {
  switch (type) {
    case DataType::I4: return visit_array<std::int32_t>(piece, visit, whole);
    case DataType::I8: return visit_array<std::int64_t>(piece, visit, whole);
    case DataType::U4: return visit_widened<std::uint32_t>(piece, visit, whole);
    case DataType::U8: return visit_widened<std::uint64_t>(piece, visit, whole);
    default: throw InputError("split: " + std::string(to_string(type)) + " values where vertex ids are expected");
  }
}

// The same for the values of `request`, piece after piece.
template <class Visit>
void for_each_id_array(const FetchedValues& values, std::size_t request, Visit&& visit) {
  for (const auto piece : values.pieces(request)) for_each_id_array(piece, values.type(), visit);
}

// Calls visit(id) for every value of `request`, in order.
template <class Visit>
void for_each_id(const FetchedValues& values, std::size_t request, Visit&& visit) {
  for_each_id_array(values, request, [&](auto ids) {
    for (const auto id : ids) visit(static_cast<std::int64_t>(id));
  });
}

struct IdRange {
  std::int64_t low = std::numeric_limits<std::int64_t>::max();
  std::int64_t high = std::numeric_limits<std::int64_t>::min();

  // A flat loop the compiler turns into vector instructions.
  template <class T>
  void widen(std::span<const T> ids) {
    T lowest = std::numeric_limits<T>::max(), highest = std::numeric_limits<T>::min();
    for (const T id : ids) {
      lowest = id < lowest ? id : lowest;
      highest = id > highest ? id : highest;
    }
    if (ids.empty()) return;
    low = std::min<std::int64_t>(low, lowest);
    high = std::max<std::int64_t>(high, highest);
  }
  static IdRange of(std::span<const std::int64_t> ids) {
    IdRange range;
    range.widen(ids);
    return range;
  }
  // InputError naming `where` unless every id lies in 1..vertices.
  void check(std::int64_t vertices, const std::string& where) const {
    if (low > high) return;  // no id
    if (low < 1 || high > vertices)
      throw InputError(where + ": its connectivity names vertex " + std::to_string(low < 1 ? low : high) +
                       ", outside 1.." + std::to_string(vertices));
  }
};

}  // namespace pcgns::split
