#include "io/array_table.hpp"

#include <algorithm>
#include <unordered_set>

#include "io/array_request.hpp"
#include "io/byte_stream.hpp"
#include "pcgns/error.hpp"

namespace pcgns::io {

ArrayTable::ArrayTable(std::vector<DatasetPlacement> arrays) : arrays_(std::move(arrays)) {
  // Offset order is what every rank iterates in (the HDF5 collective path relies on
  // all ranks visiting datasets in the same order).
  std::stable_sort(arrays_.begin(), arrays_.end(), [](const auto& a, const auto& b) { return a.offset < b.offset; });
  index_.reserve(arrays_.size());
  for (std::size_t i = 0; i < arrays_.size(); ++i) index_.emplace(normalize_node_path(arrays_[i].node_path), i);
}

namespace {
// One walk over the tree: looking each placement up by path would cost a linear child
// search per level, quadratic for a base with 10,000 zones.
void collect_deferred(const Node& node, const std::string& path, std::unordered_set<std::string>& out) {
  if (node.is_deferred()) out.insert(path.empty() ? "/" : path);
  for (const Node& child : node.children) collect_deferred(child, path + "/" + child.name, out);
}
}  // namespace

ArrayTable ArrayTable::of_deferred(const Node& tree, std::vector<DatasetPlacement> placements) {
  std::unordered_set<std::string> deferred;
  collect_deferred(tree, "", deferred);
  std::erase_if(placements, [&](const DatasetPlacement& p) {
    return p.offset < 0 || !deferred.contains(normalize_node_path(p.node_path));
  });
  return ArrayTable(std::move(placements));
}

std::vector<std::byte> ArrayTable::encode() const {
  ByteWriter out;
  out.put_i64(static_cast<std::int64_t>(arrays_.size()));
  for (const auto& a : arrays_) {
    out.put_string(a.node_path);
    out.put_u8(static_cast<std::uint8_t>(a.type));
    out.put_i64(static_cast<std::int64_t>(a.dims.size()));
    for (auto d : a.dims) out.put_i64(d);
    out.put_i64(a.offset);
    out.put_i64(a.bytes);
  }
  return out.take();
}

ArrayTable ArrayTable::decode(std::span<const std::byte> bytes) {
  ByteReader in(bytes);
  const std::int64_t count = in.get_i64();
  if (count < 0) throw InternalError("corrupt serialized array table");
  std::vector<DatasetPlacement> arrays(static_cast<std::size_t>(count));
  for (auto& a : arrays) {
    a.node_path = in.get_string();
    a.type = static_cast<DataType>(in.get_u8());
    const std::int64_t rank = in.get_i64();
    if (rank < 0 || rank > 64) throw InternalError("corrupt serialized array table");
    a.dims.resize(static_cast<std::size_t>(rank));
    for (auto& d : a.dims) d = in.get_i64();
    a.offset = in.get_i64();
    a.bytes = in.get_i64();
  }
  if (!in.at_end()) throw InternalError("corrupt serialized array table: trailing bytes");
  return ArrayTable(std::move(arrays));
}

std::optional<std::size_t> ArrayTable::find(std::string_view node_path) const {
  const auto it = index_.find(normalize_node_path(node_path));
  if (it == index_.end()) return std::nullopt;
  return it->second;
}

}  // namespace pcgns::io
