#include "rank_data.hpp"

#include <cstring>

#include "pcgns/error.hpp"

namespace pcgns::bench_app {
namespace {

constexpr std::size_t kBytesPerValue = 7 * sizeof(double) + sizeof(std::int32_t);

template <class T>
T load(const std::byte* at, std::int64_t i) {
  T value;
  std::memcpy(&value, at + static_cast<std::size_t>(i) * sizeof(T), sizeof(T));
  return value;
}

template <class T>
void store(std::byte* at, std::int64_t i, T value) {
  std::memcpy(at + static_cast<std::size_t>(i) * sizeof(T), &value, sizeof(T));
}

}  // namespace

std::size_t value_offset(const std::vector<ZonePiece>& pieces, std::size_t piece, int a) {
  std::size_t offset = 0;
  for (std::size_t p = 0; p < piece; ++p) offset += static_cast<std::size_t>(pieces[p].count) * kBytesPerValue;
  return offset + static_cast<std::size_t>(pieces[piece].count) * sizeof(double) * static_cast<std::size_t>(a);
}

RankData::RankData(const IoLayout& layout, int owner, bool fill)
    : pieces_(&layout.pieces[static_cast<std::size_t>(owner)]), zone_length_(layout.zone_length) {
  bytes_.resize(pieces_->empty() ? 0 : value_offset(*pieces_, pieces_->size() - 1, 0) +
                                           static_cast<std::size_t>(pieces_->back().count) * kBytesPerValue);
  if (fill) fill_expected();
}

void RankData::fill_expected() {
  for (std::size_t p = 0; p < pieces_->size(); ++p) {
    const ZonePiece& piece = (*pieces_)[p];
    for (int a = 0; a < kArraysPerZone - 1; ++a)
      for (std::int64_t i = 0; i < piece.count; ++i)
        store(values(p, a), i, expected_double(piece.zone, a, piece.first + i));
    for (std::int64_t i = 0; i < piece.count; ++i)
      store(values(p, kArraysPerZone - 1), i, expected_vertex(zone_length_, piece.first + i));
  }
}

void RankData::verify(const std::filesystem::path& file) const {
  const auto wrong = [&](const ZonePiece& piece, int a, std::int64_t i) {
    return InputError(file.string() + ": node '" + array_path(zone_name(piece.zone), a) + "' element " +
                      std::to_string(piece.first + i) + " does not hold the value written");
  };
  for (std::size_t p = 0; p < pieces_->size(); ++p) {
    const ZonePiece& piece = (*pieces_)[p];
    for (int a = 0; a < kArraysPerZone - 1; ++a)
      for (std::int64_t i = 0; i < piece.count; ++i)
        if (load<double>(values(p, a), i) != expected_double(piece.zone, a, piece.first + i)) throw wrong(piece, a, i);
    for (std::int64_t i = 0; i < piece.count; ++i)
      if (load<std::int32_t>(values(p, kArraysPerZone - 1), i) != expected_vertex(zone_length_, piece.first + i))
        throw wrong(piece, kArraysPerZone - 1, i);
  }
}

}  // namespace pcgns::bench_app
