#pragma once
// Starting the write-out of bytes just written, so that the final fsync has little left
// to wait for: the disk works while the next arrays are copied (docs/performance.md).
#include <cstdint>

namespace pcgns::sys {

// Asks the kernel to start writing bytes [offset, offset + bytes) of `fd` to disk, without
// waiting for them. Only a hint: where it is refused, nothing happens; the fsync that
// makes the file durable reports any write error.
void start_writeback(int fd, std::int64_t offset, std::int64_t bytes);

}  // namespace pcgns::sys
