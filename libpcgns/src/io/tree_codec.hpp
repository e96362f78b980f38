#pragma once
// Serializes a whole node tree (names, labels, types, dimensions, in-memory data, bulk
// references, link targets, children) so rank 0 can broadcast what it parsed once.
#include <cstddef>
#include <span>
#include <vector>

#include "pcgns/node.hpp"

namespace pcgns::io {

std::vector<std::byte> encode_tree(const Node& root);
// Throws InternalError when the bytes are not a complete encoded tree.
Node decode_tree(std::span<const std::byte> bytes);

}  // namespace pcgns::io
