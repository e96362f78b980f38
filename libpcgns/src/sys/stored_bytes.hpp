#pragma once
// How much array data a tree will put in its file: the space to reserve (fallocate)
// before writing a skeleton, so a full disk is reported before any data is written.
// Shared by the parallel writer and the asynchronous file-per-process writer.
#include <cstdint>

#include "pcgns/node.hpp"

namespace pcgns::sys {

// Bytes of array data of `node` and its descendants (links and MT nodes hold none);
// HDF5 metadata comes on top.
std::int64_t stored_bytes(const Node& node);

}  // namespace pcgns::sys
