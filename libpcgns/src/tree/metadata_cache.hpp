#pragma once
// The HDF5 metadata cache of the files the tree reader and writer open themselves: small
// and fixed instead of HDF5's adaptive one. Both visit each node once, front to back, so
// a cache gains them nothing, and HDF5's work per object grows with the cache's size: a
// small cache writes and reads a file of many small zones faster (docs/performance.md).
#include <cstddef>

namespace pcgns::tree {

inline constexpr std::size_t kMetadataCacheBytes = std::size_t{128} << 10;

}  // namespace pcgns::tree
