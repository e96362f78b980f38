#include "flash_layout.hpp"

#include <array>

#include "pcgns/error.hpp"

namespace pcgns::bench_app {
namespace {

// The unknowns of FLASH-IO's Sedov setup: hydro variables, then 13 species.
constexpr std::array<const char*, kFlashVariables> kVariableNames{
    "dens", "velx", "vely", "velz", "pres", "ener", "temp", "gamc", "game", "enuc", "gpot", "f01",
    "f02",  "f03",  "f04",  "f05",  "f06",  "f07",  "f08",  "f09",  "f10",  "f11",  "f12",  "f13"};
constexpr std::array<int, 4> kPlotVariables{0, 4, 6, 5};  // dens, pres, temp, ener

// The block tree FLASH stores beside the data: refinement level, node type, the global
// ids of the neighbours, parent and children (6 + 1 + 8), centre, size, bounding box.
std::vector<FlashArray> tree_arrays() {
  return {{"lrefine", DataType::I4, {}, -1},    {"nodetype", DataType::I4, {}, -1},
          {"gid", DataType::I4, {15}, -1},      {"coordinates", DataType::R8, {3}, -1},
          {"blocksize", DataType::R8, {3}, -1}, {"bndbox", DataType::R8, {2, 3}, -1}};
}

}  // namespace

std::int64_t default_flash_blocks(int cells) { return cells == 8 ? 80 : 160; }

std::int64_t FlashArray::per_block() const {
  std::int64_t values = 1;
  for (const auto extent : block_dims) values *= extent;
  return values;
}

std::vector<FlashArray> flash_arrays(FlashKind kind, int cells) {
  std::vector<FlashArray> arrays;
  if (kind == FlashKind::checkpoint) {
    for (int v = 0; v < kFlashVariables; ++v)
      arrays.push_back({kVariableNames[v], DataType::R8, {cells, cells, cells}, v});
  } else {
    const std::int64_t points = kind == FlashKind::corner ? cells + 1 : cells;
    for (const int v : kPlotVariables) arrays.push_back({kVariableNames[v], DataType::R4, {points, points, points}, v});
  }
  for (auto& array : tree_arrays()) arrays.push_back(std::move(array));
  return arrays;
}

std::string flash_kind_name(FlashKind kind) {
  switch (kind) {
    case FlashKind::checkpoint: return "chk";
    case FlashKind::plot: return "plt-cnt";
    case FlashKind::corner: return "plt-crn";
  }
  throw InternalError("unknown FLASH file kind");
}

std::string flash_array_path(const std::string& name) { return "/Flash/FlashBlocks/" + name; }

Node flash_tree(FlashKind kind, int cells, std::int64_t blocks) {
  Node root("", "");
  Node& base = root.add(make_data_node<std::int32_t>("Flash", "CGNSBase_t", {3, 3}));
  Node& holder = base.add(Node("FlashBlocks", "UserDefinedData_t"));
  for (const auto& array : flash_arrays(kind, cells)) {
    Dims dims = array.block_dims;
    dims.push_back(blocks);
    holder.add(make_deferred_node(array.name, "DataArray_t", array.type, dims));
  }
  return root;
}

// A padded index fits in 6 bits (32 + 8 < 64); a block id times 2^18 stays far below
// 2^53, and the variable's 1/64 steps below 1, so every value is exact in double.
double flash_cell_value(int v, std::int64_t block, int i, int j, int k) {
  const std::int64_t cell = ((block * 64 + (k + kFlashGuard)) * 64 + (j + kFlashGuard)) * 64 + (i + kFlashGuard);
  return static_cast<double>(cell) + 0.015625 * v;
}

double flash_corner_value(int v, std::int64_t block, int i, int j, int k) {
  double sum = 0;
  for (int dk = -1; dk <= 0; ++dk)
    for (int dj = -1; dj <= 0; ++dj)
      for (int di = -1; di <= 0; ++di) sum += flash_cell_value(v, block, i + di, j + dj, k + dk);
  return 0.125 * sum;
}

double flash_metadata_value(std::size_t array, std::int64_t block, std::int64_t c) {
  switch (array) {
    case 0: return static_cast<double>(1 + block % 5);       // lrefine
    case 1: return 1;                                        // nodetype: leaf
    case 2: return static_cast<double>(block * 15 + c + 1);  // gid
    default: return static_cast<double>(block) + 0.5 * static_cast<double>(c) + static_cast<double>(array);
  }
}

}  // namespace pcgns::bench_app
