#pragma once
// Reading and writing whole CGNS/HDF5 trees in the exact form the official library
// (ADFH) uses. Serial: one process, one file. The parallel data path builds on this.
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "pcgns/cgns_version.hpp"
#include "pcgns/node.hpp"

namespace pcgns {

struct ReadOptions {
  // Datasets up to this many bytes are loaded into memory; larger ones become BulkRefs.
  std::int64_t load_threshold = 64 * 1024;
};

// Reads a CGNS/HDF5 file into a tree. The returned root has name "/" and label
// "Root Node of HDF5 File"; CGNSLibraryVersion is one of its children. Throws
// MissingInputError (absent/unreadable), InputError (HDF5 but not CGNS, or malformed
// nodes, naming file and node path).
Node read_tree(const std::filesystem::path& file, const ReadOptions& options = {});

// The version stamped in a tree's CGNSLibraryVersion node; InputError when missing.
CgnsVersion tree_version(const Node& root);

// Reads `count` elements starting at flat element index `first` of a bulk array into
// `out` (which must hold count * element_size(type) bytes). Works for every layout.
void read_bulk(const BulkRef& ref, DataType type, std::int64_t first, std::int64_t count, void* out);
// Loads a node's bulk data into memory (no-op when already loaded).
void load_data(Node& node);

struct WriteOptions {
  CgnsVersion version{kDefaultCgnsVersion};
  // Data of at most this many bytes is stored compact, larger contiguous (as ADFH).
  std::int64_t compact_threshold = 64 * 1024 - 1;
  // HDF5 metadata is aggregated in blocks of this size so that consecutive bulk
  // arrays stay adjacent in the file (lets the parallel path coalesce them).
  std::int64_t meta_block_size = 1 << 20;
  // Bulk datasets start on multiples of `alignment` when at least `alignment_threshold`
  // bytes (H5Pset_alignment); 1 disables.
  std::int64_t alignment = 1;
  std::int64_t alignment_threshold = 1;
};

// Where each contiguous dataset landed: the basis of the parallel write path.
struct DatasetPlacement {
  std::string node_path;  // "/Base/Zone/GridCoordinates/CoordinateX"
  DataType type = DataType::MT;
  Dims dims;
  std::int64_t offset = -1;  // byte offset in the file
  std::int64_t bytes = 0;
};

// Writes `root` (as returned by read_tree or built in memory) to `file`, replacing it.
// Nodes with in-memory data are written, BulkRef nodes are copied from their source
// file, deferred nodes get contiguous storage allocated early and never filled. Poly
// sections (NGON_n/NFACE_n/MIXED) follow the layout of options.version. Returns the
// placement of every contiguous dataset, in file-offset order.
std::vector<DatasetPlacement> write_tree(const std::filesystem::path& file, const Node& root,
                                         const WriteOptions& options = {});

}  // namespace pcgns
