#pragma once
// Starting the write-out of bytes just written, so that the final fsync has little left
// to wait for: the disk works while the next arrays are copied. On the VM we measure
// on, copying 2 GB and then calling fsync took 2.2 s or more; starting each 256 MiB's
// write-out as soon as it was copied brought it to 1.0 s, the fsync itself to 0.1 s
// (README, "Measuring pcgns-merge").
#include <cstdint>

namespace pcgns::io {

// Asks the kernel to start writing bytes [offset, offset + bytes) of `fd` to disk, without
// waiting for them. Only a hint: where it is refused, nothing happens; the fsync that
// makes the file durable reports any write error.
void start_writeback(int fd, std::int64_t offset, std::int64_t bytes);

}  // namespace pcgns::io
