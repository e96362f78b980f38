#include "split/point_list_bc.hpp"

#include "pcgns/error.hpp"
#include "pcgns/sids/index_data.hpp"
#include "pcgns/tree_io.hpp"
#include "sids/global_numbering.hpp"
#include "split/located_list.hpp"
#include "split/location_text.hpp"

namespace pcgns::split {
namespace {

void find_arrays(const Node& node, const std::string& prefix, std::vector<std::string>& paths) {
  for (const Node& child : node.children) {
    const std::string path = prefix + "/" + child.name;
    if (child.label == "DataArray_t") paths.push_back(path);
    else find_arrays(child, path, paths);
  }
}

// The rows `rows` of an array of one value per entry.
void keep_rows(Node& array, const std::vector<std::size_t>& rows, std::int64_t entries) {
  load_data(array);
  const std::size_t width = element_size(array.type);
  std::vector<std::byte> kept;
  kept.reserve(rows.size() * width);
  for (const std::size_t r : rows) {
    const auto first = array.data.begin() + static_cast<std::ptrdiff_t>(r * width);
    kept.insert(kept.end(), first, first + static_cast<std::ptrdiff_t>(width));
  }
  array.data = std::move(kept);
  array.bulk.reset();
  for (auto it = array.dims.rbegin(); it != array.dims.rend(); ++it)  // [n] or [1, n]: the one counting entries
    if (*it == entries) {
      *it = static_cast<std::int64_t>(rows.size());
      break;
    }
}

}  // namespace

std::int64_t list_entries(const Node& list, std::size_t dim, const std::string& where) {
  if (list.dims.size() != 2 || list.dims[0] != static_cast<std::int64_t>(dim))
    throw InputError(where + ": PointList of a " + std::to_string(dim) +
                     "-dimensional structured zone must have dimensions [" + std::to_string(dim) + ", n]");
  return list.dims[1];
}

std::vector<std::string> bc_data_arrays(const Node& bc) {
  std::vector<std::string> paths;
  for (const Node& child : bc.children)
    if (child.label == "BCDataSet_t") find_arrays(child, child.name, paths);
  return paths;
}

std::optional<Node> cut_point_list_bc(const Node& bc, const PlacedBox& placed, const OriginalZone& original,
                                      const BlockArrays& arrays, const std::string& relative,
                                      const std::string& bc_path) {
  const std::string where = original.describe_node(relative);
  Node out = bc;
  restore_copies(out, bc_path, arrays);
  Node& list = *out.child("PointList");
  const std::int64_t entries = list_entries(list, original.cell_size.size(), where);
  load_data(list);
  const auto share = list_share_in_box(list.as_int64(), location_text(bc), original.cell_size, placed.cells(), where);
  if (share.rows.empty()) return std::nullopt;
  const auto kept = static_cast<std::int64_t>(share.rows.size());
  list.type = list.type == DataType::I8 ? DataType::I8 : DataType::I4;
  list.data = sids::encode_integers(share.local, list.type);
  list.dims[1] = kept;
  for (const auto& path : bc_data_arrays(out)) {
    Node& array = *find_node(out, path);
    if (array.count() == entries) keep_rows(array, share.rows, entries);
  }
  std::vector<std::int64_t> positions;
  for (const std::size_t row : share.rows) positions.push_back(static_cast<std::int64_t>(row) + 1);
  out.remove(sids::kGlobalNumbering);
  sids::add_global_numbering(out, "Index", positions);
  return out;
}

}  // namespace pcgns::split
