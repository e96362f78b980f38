#include "flash_files.hpp"

#include "pcgns/error.hpp"
#include "raw_values.hpp"

namespace pcgns::bench_app {
namespace {

// Variable v's interior cells, block after block, in type T (FLASH's plot files are
// single precision): a strided gather out of the interleaved unk array.
template <class T>
void pack_cells(const FlashUnknowns& unk, int v, std::byte* out) {
  const int n = unk.geometry().cells, g = kFlashGuard;
  std::int64_t next = 0;
  for (std::int64_t b = 0; b < unk.geometry().blocks_per_rank; ++b)
    for (int k = 0; k < n; ++k)
      for (int j = 0; j < n; ++j)
        for (int i = 0; i < n; ++i) store(out, next++, static_cast<T>(unk.at(v, i + g, j + g, k + g, b)));
}

// Variable v at the (n+1)^3 corners of each block: the mean of the 8 cells around each,
// the guard cells giving the outer ones.
void pack_corners(const FlashUnknowns& unk, int v, std::byte* out) {
  const int n = unk.geometry().cells, g = kFlashGuard;
  std::int64_t next = 0;
  for (std::int64_t b = 0; b < unk.geometry().blocks_per_rank; ++b)
    for (int k = 0; k <= n; ++k)
      for (int j = 0; j <= n; ++j)
        for (int i = 0; i <= n; ++i) {
          double sum = 0;
          for (int dk = -1; dk <= 0; ++dk)
            for (int dj = -1; dj <= 0; ++dj)
              for (int di = -1; di <= 0; ++di) sum += unk.at(v, i + di + g, j + dj + g, k + dk + g, b);
          store(out, next++, static_cast<float>(0.125 * sum));
        }
}

// Element e of a block of `array` (block-local, Fortran order), as written for block
// `block` of the file.
double expected_value(FlashKind kind, const FlashArray& array, std::size_t tree_index, std::int64_t block,
                      std::int64_t e) {
  if (array.variable < 0) return flash_metadata_value(tree_index, block, e);
  const auto n = array.block_dims[0];
  const auto i = static_cast<int>(e % n), j = static_cast<int>(e / n % n), k = static_cast<int>(e / n / n);
  return kind == FlashKind::corner ? flash_corner_value(array.variable, block, i, j, k)
                                   : flash_cell_value(array.variable, block, i, j, k);
}

bool holds(DataType type, const std::byte* values, std::int64_t i, double expected) {
  switch (type) {
    case DataType::R8: return load<double>(values, i) == expected;
    case DataType::R4: return load<float>(values, i) == static_cast<float>(expected);
    default: return load<std::int32_t>(values, i) == static_cast<std::int32_t>(expected);
  }
}

void store_value(DataType type, std::byte* values, std::int64_t i, double value) {
  switch (type) {
    case DataType::R8: store(values, i, value); break;
    case DataType::R4: store(values, i, static_cast<float>(value)); break;
    default: store(values, i, static_cast<std::int32_t>(value));
  }
}

}  // namespace

FlashUnknowns::FlashUnknowns(const FlashGeometry& geometry, int rank)
    : geometry_(geometry), first_block_(rank * geometry.blocks_per_rank) {
  values_.resize(static_cast<std::size_t>(bytes(geometry)) / sizeof(double));
  const int n = geometry.padded(), g = kFlashGuard;
  std::size_t next = 0;
  for (std::int64_t b = 0; b < geometry.blocks_per_rank; ++b)
    for (int k = 0; k < n; ++k)
      for (int j = 0; j < n; ++j)
        for (int i = 0; i < n; ++i)
          for (int v = 0; v < kFlashVariables; ++v)
            values_[next++] = flash_cell_value(v, first_block_ + b, i - g, j - g, k - g);
}

std::int64_t FlashUnknowns::bytes(const FlashGeometry& geometry) {
  const std::int64_t n = geometry.padded();
  return kFlashVariables * n * n * n * geometry.blocks_per_rank * static_cast<std::int64_t>(sizeof(double));
}

std::int64_t FlashFiles::rank_bytes(FlashKind kind, const FlashGeometry& geometry) {
  std::int64_t bytes = 0;
  for (const auto& array : flash_arrays(kind, geometry.cells))
    bytes += array.per_block() * geometry.blocks_per_rank * static_cast<std::int64_t>(element_size(array.type));
  return bytes;
}

FlashFiles::FlashFiles(FlashKind kind, const FlashUnknowns& unknowns)
    : kind_(kind), unknowns_(unknowns), arrays_(flash_arrays(kind, unknowns.geometry().cells)) {
  std::size_t offset = 0;
  for (const auto& array : arrays_) {
    offsets_.push_back(offset);
    offset += static_cast<std::size_t>(array.per_block() * geometry().blocks_per_rank) * element_size(array.type);
  }
  block_.resize(offset);
  fill_metadata();
}

// The block tree does not change between checkpoints of the benchmark: filled once.
void FlashFiles::fill_metadata() {
  std::size_t tree_index = 0;
  for (std::size_t a = 0; a < arrays_.size(); ++a) {
    const FlashArray& array = arrays_[a];
    if (array.variable >= 0) continue;
    std::int64_t next = 0;
    for (std::int64_t b = 0; b < geometry().blocks_per_rank; ++b)
      for (std::int64_t c = 0; c < array.per_block(); ++c)
        store_value(array.type, block_.data() + offsets_[a], next++,
                    flash_metadata_value(tree_index, unknowns_.first_block() + b, c));
    ++tree_index;
  }
}

std::vector<std::string> FlashFiles::shared_arrays() const {
  std::vector<std::string> paths;
  for (const auto& array : arrays_) paths.push_back(flash_array_path(array.name));
  return paths;
}

std::vector<ArraySlice> FlashFiles::slices(std::int64_t first) const {
  std::vector<ArraySlice> slices;
  for (std::size_t a = 0; a < arrays_.size(); ++a) {
    const auto per_block = arrays_[a].per_block();
    slices.push_back(
        {flash_array_path(arrays_[a].name), first * per_block, geometry().blocks_per_rank * per_block, offsets_[a]});
  }
  return slices;
}

const std::byte* FlashFiles::prepare_block() {
  for (std::size_t a = 0; a < arrays_.size(); ++a) {
    const FlashArray& array = arrays_[a];
    std::byte* out = block_.data() + offsets_[a];
    if (array.variable < 0) continue;
    if (kind_ == FlashKind::corner) pack_corners(unknowns_, array.variable, out);
    else if (array.type == DataType::R4) pack_cells<float>(unknowns_, array.variable, out);
    else pack_cells<double>(unknowns_, array.variable, out);
  }
  return block_.data();
}

void FlashFiles::verify(const std::filesystem::path& file, int owner, const std::byte* block) const {
  const std::int64_t first_block = owner * geometry().blocks_per_rank;
  std::size_t tree_index = 0;
  for (std::size_t a = 0; a < arrays_.size(); ++a) {
    const FlashArray& array = arrays_[a];
    const std::byte* values = block + offsets_[a];
    const auto per_block = array.per_block();
    for (std::int64_t b = 0; b < geometry().blocks_per_rank; ++b)
      for (std::int64_t e = 0; e < per_block; ++e)
        if (!holds(array.type, values, b * per_block + e, expected_value(kind_, array, tree_index, first_block + b, e)))
          throw InputError(file.string() + ": node '" + flash_array_path(array.name) + "' element " +
                           std::to_string((first_block + b) * per_block + e) + " does not hold the value written");
    if (array.variable < 0) ++tree_index;
  }
}

}  // namespace pcgns::bench_app
