#include "layout_files.hpp"

namespace pcgns::bench_app {

LayoutFiles::LayoutFiles(const IoLayout& layout, int rank) : layout_(layout), written_(layout, rank, true) {}

std::vector<std::string> LayoutFiles::shared_arrays() const {
  std::vector<std::string> arrays;
  for (int z = 0; z < layout_.zones; ++z)
    for (int a = 0; a < kArraysPerZone; ++a) arrays.push_back(array_path(zone_name(z), a));
  return arrays;
}

// A rank's pieces come in zone order (make_layout deals them so), hence its slices in
// the order of shared_arrays().
std::vector<ArraySlice> LayoutFiles::slices(int rank, bool own_zones) const {
  const auto& mine = pieces(rank);
  std::vector<ArraySlice> slices;
  for (std::size_t p = 0; p < mine.size(); ++p) {
    const ZonePiece& piece = mine[p];
    const std::string zone = own_zones ? piece_zone_name(piece) : zone_name(piece.zone);
    for (int a = 0; a < kArraysPerZone; ++a)
      slices.push_back({array_path(zone, a), own_zones ? 0 : piece.first, piece.count, value_offset(mine, p, a)});
  }
  return slices;
}

}  // namespace pcgns::bench_app
