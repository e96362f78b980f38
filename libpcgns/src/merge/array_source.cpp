#include "merge/array_source.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "pcgns/tree_io.hpp"

namespace pcgns::merge {

ArraySource::~ArraySource() {
  for (const auto& [file, fd] : descriptors_) ::close(fd);
}

int ArraySource::descriptor(const std::string& file) {
  if (auto it = descriptors_.find(file); it != descriptors_.end()) return it->second;
  const int fd = ::open(file.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) throw MissingInputError(file + ": cannot open: " + std::strerror(errno));
  descriptors_.emplace(file, fd);
  return fd;
}

void ArraySource::pread_exact(const BulkRef& ref, std::int64_t offset, std::int64_t bytes, void* out) {
  const int fd = descriptor(ref.file.string());
  auto* cursor = static_cast<char*>(out);
  while (bytes > 0) {
    const ssize_t got = ::pread(fd, cursor, static_cast<std::size_t>(bytes), offset);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0)
      throw IoError(ref.file.string() + ": dataset '" + ref.dataset + "': " +
                    (got < 0 ? std::string(std::strerror(errno)) : "file is truncated"));
    cursor += got;
    offset += got;
    bytes -= got;
  }
}

void ArraySource::read(const Node& node, std::int64_t first, std::int64_t count, void* out) {
  const auto element = static_cast<std::int64_t>(element_size(node.type));
  const std::int64_t bytes = count * element;
  if (count <= 0) return;
  bytes_read_ += bytes;  // small arrays came with the skeleton, but were read all the same
  if (node.has_data()) {
    std::memcpy(out, node.data.data() + first * element, static_cast<std::size_t>(bytes));
    return;
  }
  if (!node.bulk) throw InternalError("node '" + node.name + "' has no data to read");
  if (node.bulk->layout == Layout::contiguous && node.bulk->offset >= 0)
    pread_exact(*node.bulk, node.bulk->offset + first * element, bytes, out);
  else
    read_bulk(*node.bulk, node.type, first, count, out);
}

std::vector<std::byte> ArraySource::read(const Node& node, std::int64_t first, std::int64_t count) {
  std::vector<std::byte> bytes(static_cast<std::size_t>(count) * element_size(node.type));
  read(node, first, count, bytes.data());
  return bytes;
}

std::vector<std::int64_t> ArraySource::read_integers(const Node& node) {
  if (node.has_data()) return node.as_int64();
  Node copy(node.name, node.label, node.type, node.dims);
  copy.data = read_all(node);
  return copy.as_int64();
}

}  // namespace pcgns::merge
