#include "rank_data.hpp"

#include "pcgns/error.hpp"
#include "raw_values.hpp"

namespace pcgns::bench_app {
namespace {

constexpr std::size_t kBytesPerValue = 7 * sizeof(double) + sizeof(std::int32_t);

}  // namespace

std::size_t value_offset(const std::vector<ZonePiece>& pieces, std::size_t piece, int a) {
  std::size_t offset = 0;
  for (std::size_t p = 0; p < piece; ++p) offset += static_cast<std::size_t>(pieces[p].count) * kBytesPerValue;
  return offset + static_cast<std::size_t>(pieces[piece].count) * sizeof(double) * static_cast<std::size_t>(a);
}

std::size_t block_size(const std::vector<ZonePiece>& pieces) {
  return pieces.empty() ? 0
                        : value_offset(pieces, pieces.size() - 1, 0) +
                              static_cast<std::size_t>(pieces.back().count) * kBytesPerValue;
}

RankData::RankData(const IoLayout& layout, int owner, bool fill)
    : layout_(&layout), owner_(owner), pieces_(&layout.pieces[static_cast<std::size_t>(owner)]) {
  bytes_.resize(block_size(*pieces_));
  if (fill) fill_expected();
}

void RankData::fill_expected() {
  for (std::size_t p = 0; p < pieces_->size(); ++p) {
    const ZonePiece& piece = (*pieces_)[p];
    for (int a = 0; a < kArraysPerZone - 1; ++a)
      for (std::int64_t i = 0; i < piece.count; ++i)
        store(values(p, a), i, expected_double(piece.zone, a, piece.first + i));
    for (std::int64_t i = 0; i < piece.count; ++i)
      store(values(p, kArraysPerZone - 1), i, expected_vertex(layout_->zone_length, piece.first + i));
  }
}

void RankData::verify(const std::filesystem::path& file) const { verify_block(*layout_, owner_, block(), file); }

void verify_block(const IoLayout& layout, int owner, const std::byte* block, const std::filesystem::path& file) {
  const auto wrong = [&](const ZonePiece& piece, int a, std::int64_t i) {
    return InputError(file.string() + ": node '" + array_path(zone_name(piece.zone), a) + "' element " +
                      std::to_string(piece.first + i) + " does not hold the value written");
  };
  const auto& pieces = layout.pieces[static_cast<std::size_t>(owner)];
  for (std::size_t p = 0; p < pieces.size(); ++p) {
    const ZonePiece& piece = pieces[p];
    for (int a = 0; a < kArraysPerZone - 1; ++a) {
      const std::byte* values = block + value_offset(pieces, p, a);
      for (std::int64_t i = 0; i < piece.count; ++i)
        if (load<double>(values, i) != expected_double(piece.zone, a, piece.first + i)) throw wrong(piece, a, i);
    }
    const std::byte* ids = block + value_offset(pieces, p, kArraysPerZone - 1);
    for (std::int64_t i = 0; i < piece.count; ++i)
      if (load<std::int32_t>(ids, i) != expected_vertex(layout.zone_length, piece.first + i))
        throw wrong(piece, kArraysPerZone - 1, i);
  }
}

}  // namespace pcgns::bench_app
