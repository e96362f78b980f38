#pragma once
// How freed memory is kept. By default glibc serves every block above 32 MiB with a
// fresh mmap and unmaps it on free, so a tool that moves one array after another through
// large buffers pays page faults and kernel zeroing over each array's whole size again
// (a large share of a merge's time: docs/performance.md). Taking large blocks from the
// heap and never trimming it lets the next array reuse pages already mapped -- but the
// heap then stays at its high-water mark, and a phase that allocates other structures
// than the last one adds to it instead of reusing it. So a tool chooses when.
#include <malloc.h>

#include <limits>

namespace pcgns {

// From now on, large blocks come from the heap and freed memory stays for reuse.
inline void keep_freed_memory_for_reuse() {
  mallopt(M_MMAP_MAX, 0);
  mallopt(M_TRIM_THRESHOLD, std::numeric_limits<int>::max());
}

}  // namespace pcgns
