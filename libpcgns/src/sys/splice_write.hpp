#pragma once
// Writing a memory buffer into a file through a pipe: vmsplice() hands the buffer's pages
// to the pipe and splice() moves them into the file's page cache, the same single copy a
// pwrite() makes, but done by the kernel from pages it holds pinned. On the VMs we
// measure on, pwrite() of a large buffer now and then falls to a tenth of its speed
// (its copy from user memory runs with page faults disabled and retries page by page
// when the source is not mapped at that instant), while the spliced write and
// copy_file_range() keep full speed: see docs/performance.md.
#include <cstddef>
#include <cstdint>
#include <string>

namespace pcgns::sys {

// Writes all `bytes` bytes of `values` at `offset` of `fd`, through a pipe where the
// file accepts spliced writes, else with pwrite (sys/pwrite_all.hpp). The buffer is free
// again when this returns. IoError naming `where` on failure (a full disk, ...).
void splice_write(int fd, const void* values, std::size_t bytes, std::int64_t offset, const std::string& where);

}  // namespace pcgns::sys
