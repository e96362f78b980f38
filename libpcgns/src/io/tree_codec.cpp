#include "io/tree_codec.hpp"

#include "io/byte_stream.hpp"
#include "pcgns/error.hpp"

namespace pcgns::io {
namespace {

// Bumped whenever the encoding changes; a mismatch means ranks run different binaries.
constexpr std::int64_t kCodecVersion = 1;

void encode_dims(ByteWriter& out, const Dims& dims) {
  out.put_i64(static_cast<std::int64_t>(dims.size()));
  for (auto d : dims) out.put_i64(d);
}

Dims decode_dims(ByteReader& in) {
  const std::int64_t rank = in.get_i64();
  if (rank < 0 || rank > 64) throw InternalError("corrupt serialized tree: bad dimension count");
  Dims dims(static_cast<std::size_t>(rank));
  for (auto& d : dims) d = in.get_i64();
  return dims;
}

void encode_bulk(ByteWriter& out, const std::optional<BulkRef>& bulk) {
  out.put_u8(bulk ? 1 : 0);
  if (!bulk) return;
  out.put_string(bulk->file.string());
  out.put_string(bulk->dataset);
  out.put_u8(static_cast<std::uint8_t>(bulk->layout));
  out.put_i64(bulk->offset);
}

std::optional<BulkRef> decode_bulk(ByteReader& in) {
  if (in.get_u8() == 0) return std::nullopt;
  BulkRef bulk;
  bulk.file = in.get_string();
  bulk.dataset = in.get_string();
  const auto layout = in.get_u8();
  if (layout > static_cast<std::uint8_t>(Layout::other)) throw InternalError("corrupt serialized tree: bad layout");
  bulk.layout = static_cast<Layout>(layout);
  bulk.offset = in.get_i64();
  return bulk;
}

void encode_link(ByteWriter& out, const std::optional<LinkTarget>& link) {
  out.put_u8(link ? 1 : 0);
  if (!link) return;
  out.put_string(link->file);
  out.put_string(link->path);
}

std::optional<LinkTarget> decode_link(ByteReader& in) {
  if (in.get_u8() == 0) return std::nullopt;
  LinkTarget link;
  link.file = in.get_string();
  link.path = in.get_string();
  return link;
}

void encode_node(ByteWriter& out, const Node& node) {
  out.put_string(node.name);
  out.put_string(node.label);
  out.put_u8(static_cast<std::uint8_t>(node.type));
  encode_dims(out, node.dims);
  out.put_bytes(node.data);
  encode_bulk(out, node.bulk);
  encode_link(out, node.link);
  out.put_i64(static_cast<std::int64_t>(node.children.size()));
  for (const auto& child : node.children) encode_node(out, child);
}

Node decode_node(ByteReader& in) {
  Node node;
  node.name = in.get_string();
  node.label = in.get_string();
  const auto type = in.get_u8();
  if (type > static_cast<std::uint8_t>(DataType::LK)) throw InternalError("corrupt serialized tree: bad data type");
  node.type = static_cast<DataType>(type);
  node.dims = decode_dims(in);
  node.data = in.get_bytes();
  node.bulk = decode_bulk(in);
  node.link = decode_link(in);
  const std::int64_t children = in.get_i64();
  if (children < 0) throw InternalError("corrupt serialized tree: bad child count");
  node.children.reserve(static_cast<std::size_t>(children));
  for (std::int64_t i = 0; i < children; ++i) node.children.push_back(decode_node(in));
  return node;
}

}  // namespace

std::vector<std::byte> encode_tree(const Node& root) {
  ByteWriter out;
  out.put_i64(kCodecVersion);
  encode_node(out, root);
  return out.take();
}

Node decode_tree(std::span<const std::byte> bytes) {
  ByteReader in(bytes);
  if (in.get_i64() != kCodecVersion) throw InternalError("serialized tree has an unknown encoding version");
  Node root = decode_node(in);
  if (!in.at_end()) throw InternalError("corrupt serialized tree: trailing bytes");
  return root;
}

}  // namespace pcgns::io
