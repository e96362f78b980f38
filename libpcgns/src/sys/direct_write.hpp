#pragma once
// Writing a buffer at a file offset with direct I/O where it can: the whole 4 KiB
// blocks go from memory to the disk (O_DIRECT), the partial blocks at either end
// through the page cache. Writing through the page cache costs processor time for the
// kernel's copy of every byte; with O_DIRECT the disk does the work (docs/performance.md).
// Where the file system refuses direct I/O (tmpfs, some FUSE), every byte goes through
// the page cache.
#include <cstdint>
#include <filesystem>
#include <string>

#include "sys/aligned_buffer.hpp"

namespace pcgns::sys {

// Writes `values` (laid out for `offset`) at `offset` of `file`. IoError naming `where`
// on failure (a full disk, ...). The bytes are durable only after the file's fsync.
void direct_write(const std::filesystem::path& file, const AlignedBuffer& values, std::int64_t offset,
                  const std::string& where);

}  // namespace pcgns::sys
