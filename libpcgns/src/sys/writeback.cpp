#include "sys/writeback.hpp"

#include <fcntl.h>

namespace pcgns::sys {

void start_writeback(int fd, std::int64_t offset, std::int64_t bytes) {
  if (bytes > 0) static_cast<void>(::sync_file_range(fd, offset, bytes, SYNC_FILE_RANGE_WRITE));
}

}  // namespace pcgns::sys
