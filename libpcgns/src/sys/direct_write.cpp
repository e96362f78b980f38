#include "sys/direct_write.hpp"

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include "pcgns/error.hpp"
#include "sys/pwrite_all.hpp"
#include "sys/unique_fd.hpp"

namespace pcgns::sys {
namespace {

// The whole blocks with O_DIRECT; false, with nothing written, where the file system or
// the request is refused (EINVAL): the caller then writes them through the page cache.
bool write_blocks(int fd, const std::byte* data, std::size_t bytes, std::int64_t offset, const std::string& where) {
  std::size_t done = 0;
  while (done < bytes) {
    const ssize_t wrote = ::pwrite(fd, data + done, bytes - done, offset + static_cast<std::int64_t>(done));
    if (wrote < 0 && errno == EINTR) continue;
    if (wrote < 0 && errno == EINVAL && done == 0) return false;
    if (wrote <= 0) throw IoError("cannot write " + where + ": " + std::strerror(wrote < 0 ? errno : ENOSPC));
    done += static_cast<std::size_t>(wrote);
    // A short direct write ends on a block boundary only by chance: finish buffered.
    if (done % kDirectAlignment != 0 && done < bytes) {
      pwrite_all(fd, data + done, bytes - done, offset + static_cast<std::int64_t>(done), where);
      return true;
    }
  }
  return true;
}

}  // namespace

void direct_write(const std::filesystem::path& file, const AlignedBuffer& values, std::int64_t offset,
                  const std::string& where) {
  const std::byte* data = values.data();
  const std::size_t bytes = values.size();
  const UniqueFd buffered(file, O_WRONLY);
  if (buffered.get() < 0) throw IoError("cannot open " + where + " for writing: " + std::strerror(errno));
  // The first block boundary at or after `offset`, and the last before the end.
  const auto align = static_cast<std::int64_t>(kDirectAlignment);
  const std::int64_t end = offset + static_cast<std::int64_t>(bytes);
  const std::int64_t first = std::min(end, (offset + align - 1) / align * align);
  const std::int64_t last = std::max(first, end / align * align);
  bool direct = false;
  if (last > first) {
    const UniqueFd blocks(file, O_WRONLY | O_DIRECT);
    direct = blocks.get() >= 0 &&
             write_blocks(blocks.get(), data + (first - offset), static_cast<std::size_t>(last - first), first, where);
  }
  if (!direct) return pwrite_all(buffered.get(), data, bytes, offset, where);
  pwrite_all(buffered.get(), data, static_cast<std::size_t>(first - offset), offset, where);
  pwrite_all(buffered.get(), data + (last - offset), static_cast<std::size_t>(end - last), last, where);
}

}  // namespace pcgns::sys
