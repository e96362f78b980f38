#pragma once
// Copying bytes between two open files at known offsets: pcgns-merge's verbatim arrays,
// which sit contiguously in an input and go contiguously into the output. The bytes stay
// in the kernel (copy_file_range: no trip through a user buffer, and a server-side copy
// or reflink where the file system offers one); where the kernel cannot copy between the
// two files (different file systems, an old kernel), a bounded buffer does the same job.
#include <cstdint>
#include <string>

namespace pcgns::sys {

struct FileBytes {
  int descriptor = -1;
  std::int64_t offset = 0;
};

// Copies `bytes` bytes from `from` to `to`, resuming after short copies and EINTR.
// Returns the bytes copied: fewer only when the source file ends first. IoError naming
// `where` when reading or writing fails (a full disk, a file-size limit).
std::int64_t copy_range(FileBytes from, FileBytes to, std::int64_t bytes, const std::string& where);

}  // namespace pcgns::sys
