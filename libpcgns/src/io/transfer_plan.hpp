#pragma once
// "Analyze and reorganize before executing": the queued requests of one rank become a
// list of byte runs (file offset, length, memory address), sorted by file offset and
// coalesced into as few file blocks and memory blocks as possible. Both lists describe
// the same byte stream in the same order, so they map onto one MPI file datatype and
// one memory datatype for a single collective call.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace pcgns::io {

struct ByteRun {
  std::int64_t file_offset = 0;
  std::int64_t bytes = 0;
  const std::byte* memory = nullptr;
  std::size_t source = 0;  // index of the request it came from (for error messages)
};

struct FileBlock {
  std::int64_t offset = 0;
  std::int64_t bytes = 0;
  bool operator==(const FileBlock&) const = default;
};

struct MemoryBlock {
  const std::byte* address = nullptr;
  std::int64_t bytes = 0;
  bool operator==(const MemoryBlock&) const = default;
};

struct TransferPlan {
  std::vector<FileBlock> file;
  std::vector<MemoryBlock> memory;
  std::int64_t bytes = 0;
  bool empty() const { return bytes == 0; }
};

// Stable sort by file offset (equal offsets keep their queue order).
void sort_by_file_offset(std::vector<ByteRun>& runs);

// The first pair of runs (positions in `sorted`) whose file ranges overlap.
std::optional<std::pair<std::size_t, std::size_t>> find_overlap(const std::vector<ByteRun>& sorted);

// Coalesces sorted, non-overlapping runs: file blocks merge when file-adjacent, memory
// blocks merge when memory-adjacent, independently. Empty runs are dropped.
TransferPlan coalesce(const std::vector<ByteRun>& sorted);

// Reads may overlap in the file (two requests for the same values), but an MPI file
// view may not; splits sorted runs into rounds that are each free of overlaps.
std::vector<std::vector<ByteRun>> split_into_rounds(const std::vector<ByteRun>& sorted);

}  // namespace pcgns::io
