#include "split/block_arrays.hpp"

#include <algorithm>
#include <cstring>

#include "dist/structured_zone.hpp"

namespace pcgns::split {
namespace {

Dims zeros(std::size_t dim) { return Dims(dim, 0); }

// Places `piece` (Fortran order, shape `extent`) into `target` (shape `target_shape`)
// with its first element at `to`, one row at a time.
void place_box(const std::byte* piece, const Dims& extent, std::byte* target, const Dims& target_shape, const Dims& to,
               std::size_t element) {
  const std::size_t dim = extent.size();
  const std::int64_t row = extent[0];
  const std::int64_t rows = element_count(extent) / row;
  Dims index(dim, 0);  // position of the current row in directions 1..dim-1
  for (std::int64_t r = 0; r < rows; ++r) {
    std::int64_t at = 0;
    for (std::size_t d = dim; d-- > 1;) at = at * target_shape[d] + to[d] + index[d];
    at = at * target_shape[0] + to[0];
    std::memcpy(target + static_cast<std::size_t>(at) * element, piece + static_cast<std::size_t>(r * row) * element,
                static_cast<std::size_t>(row) * element);
    for (std::size_t d = 1; d < dim && ++index[d] == extent[d]; ++d) index[d] = 0;
  }
}

}  // namespace

BlockArrays::BlockArrays(const dist::OutputPlan& plan) {
  // A whole zone's arrays are verbatim copies: blocks of one tile.
  for (const auto& task : plan.copies) {
    copies_[task.output_path] = &task.source;
    arrays_[task.output_path] =
        BlockArray{task.source.type, task.source.dims, {Tile{&task.source, zeros(task.source.dims.size())}}};
  }
  for (const auto& zone : plan.structured)
    for (const auto& array : zone.arrays) {
      BlockArray& block = arrays_[zone.output_path + "/" + array.relative_path()];
      block.type = array.type;
      for (std::size_t d = 0; d < zone.cell_size.size(); ++d)
        block.shape.push_back(zone.cell_size[d] + (array.location == dist::ArrayLocation::vertex ? 1 : 0));
      for (const auto& part : zone.parts) {
        Tile tile{find_node(*part.ref.zone, array.relative_path()), part.offset()};
        if (!tile.array) throw InputError(part.ref.path + "/" + array.relative_path() + ": missing");
        block.tiles.push_back(tile);
      }
    }
}

const BlockArray* BlockArrays::find(const std::string& path) const {
  if (auto it = arrays_.find(path); it != arrays_.end()) return &it->second;
  return nullptr;
}

const Node* BlockArrays::copy_source(const std::string& path) const {
  if (auto it = copies_.find(path); it != copies_.end()) return it->second;
  return nullptr;
}

const Node& BlockArrays::input_of(const Node& node, const std::string& path) const {
  const Node* input = node.has_data() ? &node : copy_source(path);
  if (!input) throw InternalError("split: no input for '" + path + "'");
  return *input;
}

std::vector<std::byte> read_block_box(const BlockArray& array, const Dims& lo, const Dims& hi,
                                      dist::ArraySource& source) {
  const std::size_t dim = lo.size(), element = element_size(array.type);
  Dims extent(dim);
  for (std::size_t d = 0; d < dim; ++d) extent[d] = hi[d] - lo[d] + 1;
  std::vector<std::byte> out(static_cast<std::size_t>(element_count(extent)) * element);
  for (const Tile& tile : array.tiles) {
    Dims a(dim), b(dim), local_a(dim), local_b(dim), piece(dim), to(dim);
    bool meets = true;
    for (std::size_t d = 0; d < dim && meets; ++d) {
      a[d] = std::max(lo[d], tile.origin[d]);
      b[d] = std::min(hi[d], tile.origin[d] + tile.array->dims[d] - 1);
      meets = a[d] <= b[d];
      local_a[d] = a[d] - tile.origin[d];
      local_b[d] = b[d] - tile.origin[d];
      piece[d] = b[d] - a[d] + 1;
      to[d] = a[d] - lo[d];
    }
    if (!meets) continue;
    const auto values = source.read_box(*tile.array, local_a, local_b);
    place_box(values.data(), piece, out.data(), extent, to, element);
  }
  return out;
}

void restore_copies(Node& node, const std::string& path, const BlockArrays& arrays) {
  if (node.is_deferred()) {
    const Node* source = arrays.copy_source(path);
    if (!source) throw InternalError("no input holds the values of '" + path + "'");
    node.data = source->data;
    node.bulk = source->bulk;
  }
  for (Node& child : node.children) restore_copies(child, path + "/" + child.name, arrays);
}

}  // namespace pcgns::split
