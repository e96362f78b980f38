#include "split/unstructured/id_bitmap.hpp"

#include <limits>
#include <string>

#include "pcgns/error.hpp"

namespace pcgns::split {

IdBitmap::IdBitmap(std::int64_t low, std::int64_t high) : low_(low) {
  if (high >= low) words_.assign(static_cast<std::size_t>((high - low) / 64 + 1), 0);
}

void IdBitmap::index() {
  before_.resize(words_.size());
  std::int64_t count = 0;
  for (std::size_t w = 0; w < words_.size(); ++w) {
    before_[w] = static_cast<std::uint32_t>(count);
    count += std::popcount(words_[w]);
  }
  if (count > std::numeric_limits<std::uint32_t>::max())
    throw InputError("a part would have " + std::to_string(count) +
                     " vertices, more than pcgns-split numbers in one part; use more parts");
  count_ = count;
}

// Each set bit, lowest first: `visit(id)`.
template <class Visit>
void for_each_set(const std::vector<std::uint64_t>& words, std::int64_t low, Visit&& visit) {
  for (std::size_t w = 0; w < words.size(); ++w)
    for (std::uint64_t bits = words[w]; bits != 0; bits &= bits - 1)
      visit(low + static_cast<std::int64_t>(w * 64) + std::countr_zero(bits));
}

namespace {

// Without a baseline beyond x86-64 (2003), std::popcount is a library call; every x86-64
// processor of the last fifteen years has the instruction, picked at load time here.
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__)
#define PCGNS_POPCOUNT_CLONES __attribute__((target_clones("popcnt", "default")))
#else
#define PCGNS_POPCOUNT_CLONES
#endif

// Inlined into each clone below, so that each is compiled for its own processor.
template <class Id>
[[gnu::always_inline]] inline void number_ids(const std::uint64_t* words, const std::uint32_t* before, std::int64_t low,
                                              const Id* ids, std::size_t count, std::uint32_t* out) {
  for (std::size_t i = 0; i < count; ++i) out[i] = place_among_set(words, before, low, ids[i]) + 1;
}

// As number_ids for NGON_n/NFACE_n entries: the place of each entry's absolute value,
// negative where the entry is, the zeros (a padded record's end) left out. Returns how
// many were written.
template <class Id>
[[gnu::always_inline]] inline std::size_t number_entries(const std::uint64_t* words, const std::uint32_t* before,
                                                         std::int64_t low, const Id* entries, std::size_t count,
                                                         std::int32_t* out) {
  std::size_t written = 0;
  for (std::size_t i = 0; i < count; ++i) {
    const std::int64_t entry = entries[i];
    if (entry == 0) continue;
    const auto place = static_cast<std::int32_t>(place_among_set(words, before, low, entry < 0 ? -entry : entry) + 1);
    out[written++] = entry < 0 ? -place : place;
  }
  return written;
}

PCGNS_POPCOUNT_CLONES std::size_t number_entries32(const std::uint64_t* words, const std::uint32_t* before,
                                                   std::int64_t low, const std::int32_t* entries, std::size_t count,
                                                   std::int32_t* out) {
  return number_entries(words, before, low, entries, count, out);
}

PCGNS_POPCOUNT_CLONES std::size_t number_entries64(const std::uint64_t* words, const std::uint32_t* before,
                                                   std::int64_t low, const std::int64_t* entries, std::size_t count,
                                                   std::int32_t* out) {
  return number_entries(words, before, low, entries, count, out);
}

PCGNS_POPCOUNT_CLONES void number_ids32(const std::uint64_t* words, const std::uint32_t* before, std::int64_t low,
                                        const std::int32_t* ids, std::size_t count, std::uint32_t* out) {
  number_ids(words, before, low, ids, count, out);
}

PCGNS_POPCOUNT_CLONES void number_ids64(const std::uint64_t* words, const std::uint32_t* before, std::int64_t low,
                                        const std::int64_t* ids, std::size_t count, std::uint32_t* out) {
  number_ids(words, before, low, ids, count, out);
}

}  // namespace

void IdBitmap::number(std::span<const std::int32_t> ids, std::uint32_t* out) const {
  number_ids32(words_.data(), before_.data(), low_, ids.data(), ids.size(), out);
}

void IdBitmap::number(std::span<const std::int64_t> ids, std::uint32_t* out) const {
  number_ids64(words_.data(), before_.data(), low_, ids.data(), ids.size(), out);
}

std::size_t IdBitmap::number_entries(std::span<const std::int32_t> entries, std::int32_t* out) const {
  return number_entries32(words_.data(), before_.data(), low_, entries.data(), entries.size(), out);
}

std::size_t IdBitmap::number_entries(std::span<const std::int64_t> entries, std::int32_t* out) const {
  return number_entries64(words_.data(), before_.data(), low_, entries.data(), entries.size(), out);
}

IdRuns IdBitmap::runs() const {
  IdRuns runs;
  for_each_set(words_, low_, [&](std::int64_t id) { runs.add(id); });
  return runs;
}

std::vector<std::int64_t> IdBitmap::ids() const {
  std::vector<std::int64_t> ids;
  ids.reserve(static_cast<std::size_t>(count_));
  for_each_set(words_, low_, [&](std::int64_t id) { ids.push_back(id); });
  return ids;
}

}  // namespace pcgns::split
