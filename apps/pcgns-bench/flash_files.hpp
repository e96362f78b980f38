#pragma once
// The three files of a FLASH-IO checkpoint (flash_layout.hpp) as the strategies see
// them. A rank's block holds each array's values for the rank's blocks, one array after
// the other; preparing it packs the variables out of the guard-cell array (and converts
// them to single precision, or to corner values, for the plot files), as FLASH's own
// writer does before each write.
#include <vector>

#include "bench_files.hpp"
#include "flash_layout.hpp"

namespace pcgns::bench_app {

// This rank's unk(variable, i, j, k, block): the solver's memory, guard cells included.
class FlashUnknowns {
 public:
  FlashUnknowns(const FlashGeometry& geometry, int rank);
  const FlashGeometry& geometry() const { return geometry_; }
  std::int64_t first_block() const { return first_block_; }
  // The value of variable v in padded cell (i, j, k) of local block b.
  double at(int v, int i, int j, int k, std::int64_t b) const {
    const auto n = static_cast<std::int64_t>(geometry_.padded());
    return values_[static_cast<std::size_t>(v + kFlashVariables * (i + n * (j + n * (k + n * b))))];
  }
  static std::int64_t bytes(const FlashGeometry& geometry);

 private:
  FlashGeometry geometry_;
  std::int64_t first_block_;
  std::vector<double> values_;
};

class FlashFiles final : public BenchFiles {
 public:
  FlashFiles(FlashKind kind, const FlashUnknowns& unknowns);

  std::string stem() const override { return "pcgns-bench-flash-" + flash_kind_name(kind_); }
  int ranks() const override { return geometry().ranks; }
  std::int64_t rank_bytes(int) const override { return static_cast<std::int64_t>(block_.size()); }
  Node shared_tree() const override { return flash_tree(kind_, geometry().cells, geometry().total_blocks()); }
  std::vector<std::string> shared_arrays() const override;
  std::vector<ArraySlice> shared_slices(int rank) const override { return slices(rank * geometry().blocks_per_rank); }
  Node own_tree(int) const override { return flash_tree(kind_, geometry().cells, geometry().blocks_per_rank); }
  std::vector<ArraySlice> own_slices(int) const override { return slices(0); }
  const std::byte* prepare_block() override;
  void verify(const std::filesystem::path& file, int owner, const std::byte* block) const override;

  // The bytes of one rank's block of a file of `kind`.
  static std::int64_t rank_bytes(FlashKind kind, const FlashGeometry& geometry);

 private:
  const FlashGeometry& geometry() const { return unknowns_.geometry(); }
  // The slices of a rank whose blocks start at block `first` of the file.
  std::vector<ArraySlice> slices(std::int64_t first) const;
  void fill_metadata();

  FlashKind kind_;
  const FlashUnknowns& unknowns_;
  std::vector<FlashArray> arrays_;
  std::vector<std::size_t> offsets_;  // of each array in the block
  std::vector<std::byte> block_;
};

}  // namespace pcgns::bench_app
