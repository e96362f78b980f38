#pragma once
// One rank's values in a scenario, laid out as its block of the raw MPI-IO baseline:
// piece after piece, and in each piece the eight arrays one after the other. The CGNS
// strategies write the same bytes from spans of this block, so every strategy moves
// exactly the same data.
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <vector>

#include "io_layout.hpp"

namespace pcgns::bench_app {

// Where array `a` of piece `piece` starts in the block of a rank holding `pieces`.
std::size_t value_offset(const std::vector<ZonePiece>& pieces, std::size_t piece, int a);
// The bytes of the block of a rank holding `pieces`.
std::size_t block_size(const std::vector<ZonePiece>& pieces);

// InputError naming `file`, the array and the first wrong element when a value of
// `block` (rank `owner`'s, read back) differs from what the bench writes there.
void verify_block(const IoLayout& layout, int owner, const std::byte* block, const std::filesystem::path& file);

class RankData {
 public:
  // The values of rank `owner`'s pieces; filled with the expected values when `fill`.
  RankData(const IoLayout& layout, int owner, bool fill);

  const std::vector<ZonePiece>& pieces() const { return *pieces_; }
  std::byte* block() { return bytes_.data(); }
  const std::byte* block() const { return bytes_.data(); }
  std::int64_t size() const { return static_cast<std::int64_t>(bytes_.size()); }
  std::byte* values(std::size_t piece, int a) { return bytes_.data() + offset(piece, a); }
  const std::byte* values(std::size_t piece, int a) const { return bytes_.data() + offset(piece, a); }

  // verify_block() of these values.
  void verify(const std::filesystem::path& file) const;

 private:
  std::size_t offset(std::size_t piece, int a) const { return value_offset(*pieces_, piece, a); }
  void fill_expected();

  const IoLayout* layout_;
  int owner_;
  const std::vector<ZonePiece>* pieces_;
  std::vector<std::byte> bytes_;
};

}  // namespace pcgns::bench_app
