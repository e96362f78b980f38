#pragma once
// Reads slices of input arrays: in-memory skeleton data directly, contiguous datasets
// with pread at their recorded offset (no HDF5 in the hot path, one descriptor per file
// kept open), anything else through HDF5.
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "pcgns/node.hpp"
#include "sys/unique_fd.hpp"

namespace pcgns::dist {

class ArraySource {
 public:
  ArraySource() = default;
  ~ArraySource();
  ArraySource(const ArraySource&) = delete;
  ArraySource& operator=(const ArraySource&) = delete;

  // Elements [first, first + count) of `node` (flat, in its own type) into `out`.
  // IoError naming the file and node when the file is shorter than its metadata says.
  void read(const Node& node, std::int64_t first, std::int64_t count, void* out);
  std::vector<std::byte> read(const Node& node, std::int64_t first, std::int64_t count);
  std::vector<std::byte> read_all(const Node& node) { return read(node, 0, node.count()); }
  // Box [lo, hi] (0-based inclusive) of a multi-dimensional array, in Fortran order.
  // Runs separated by small gaps are read as one span, so a box cut across the fastest
  // direction costs a few reads per plane, not one per row.
  std::vector<std::byte> read_box(const Node& node, const Dims& lo, const Dims& hi);
  // Integer arrays widened to int64 (numbering, point lists, connectivity).
  std::vector<std::int64_t> read_integers(const Node& node);

  // Where elements [first, first + count) of `node` lie in its file, when they lie
  // there as raw values (a contiguous dataset stored in our byte order), so they can be
  // copied file to file without being read; nothing otherwise. A span copied is
  // counted as read with count_copied().
  struct FileSpan {
    int descriptor = -1;
    std::int64_t offset = 0;
    std::int64_t bytes = 0;
    std::string name;  // file and dataset, for messages
  };
  std::optional<FileSpan> file_span(const Node& node, std::int64_t first, std::int64_t count);
  void count_copied(const FileSpan& span) { bytes_read_ += span.bytes; }

  std::int64_t bytes_read() const { return bytes_read_; }

 private:
  int descriptor(const std::string& file);
  void pread_exact(const BulkRef& ref, std::int64_t offset, std::int64_t bytes, void* out);

  std::map<std::string, sys::UniqueFd> descriptors_;
  std::int64_t bytes_read_ = 0;
};

}  // namespace pcgns::dist
