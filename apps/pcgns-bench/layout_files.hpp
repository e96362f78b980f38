#pragma once
// The files of the pCGNS scenarios a-e (io_layout.hpp) as the strategies see them: one
// zone's eight arrays per piece, a rank's pieces one after the other in its block.
#include "bench_files.hpp"
#include "io_layout.hpp"
#include "rank_data.hpp"

namespace pcgns::bench_app {

class LayoutFiles final : public BenchFiles {
 public:
  // Fills this rank's values (`rank`) once; every repetition writes them as they are.
  LayoutFiles(const IoLayout& layout, int rank);

  std::string stem() const override { return "pcgns-bench-" + layout_.scenario; }
  int ranks() const override { return layout_.ranks; }
  std::int64_t rank_bytes(int rank) const override { return layout_.rank_bytes(rank); }
  Node shared_tree() const override { return layout_tree(layout_); }
  std::vector<std::string> shared_arrays() const override;
  std::vector<ArraySlice> shared_slices(int rank) const override { return slices(rank, false); }
  Node own_tree(int rank) const override { return pieces_tree(pieces(rank)); }
  std::vector<ArraySlice> own_slices(int rank) const override { return slices(rank, true); }
  const std::byte* prepare_block() override { return written_.block(); }
  void verify(const std::filesystem::path& file, int owner, const std::byte* block) const override {
    verify_block(layout_, owner, block, file);
  }

 private:
  const std::vector<ZonePiece>& pieces(int rank) const { return layout_.pieces[static_cast<std::size_t>(rank)]; }
  std::vector<ArraySlice> slices(int rank, bool own_zones) const;

  const IoLayout& layout_;
  RankData written_;
};

}  // namespace pcgns::bench_app
