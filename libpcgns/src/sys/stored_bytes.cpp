#include "sys/stored_bytes.hpp"

namespace pcgns::sys {

std::int64_t stored_bytes(const Node& node) {
  std::int64_t bytes = node.type == DataType::LK || node.type == DataType::MT ? 0 : node.byte_size();
  for (const Node& child : node.children) bytes += stored_bytes(child);
  return bytes;
}

}  // namespace pcgns::sys
