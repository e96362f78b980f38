#pragma once
// Writing bytes at a known file offset with POSIX pwrite, resuming after short writes:
// the plain way, and the fallback of sys/splice_write.hpp, which pcgns-split's part files
// (their skeleton written first through serial HDF5, every bulk array allocated
// contiguously) and the asynchronous file-per-process writer (whose thread must not call
// HDF5 or MPI) use for their data.
#include <cstddef>
#include <cstdint>
#include <string>

namespace pcgns::sys {

// Writes all `bytes` bytes of `values` at `offset` of the open descriptor `fd`,
// resuming after short writes and EINTR. IoError naming `where` on failure.
void pwrite_all(int fd, const void* values, std::size_t bytes, std::int64_t offset, const std::string& where);

}  // namespace pcgns::sys
