#include "dist/array_source.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <utility>

#include "io/box_runs.hpp"
#include "pcgns/tree_io.hpp"

namespace pcgns::dist {
namespace {

// Longest span read at once when gathering the runs of a box (elements).
constexpr std::int64_t kMaxSpanElements = std::int64_t{4} << 20;

}  // namespace

ArraySource::~ArraySource() = default;

int ArraySource::descriptor(const std::string& file) {
  if (auto it = descriptors_.find(file); it != descriptors_.end()) return it->second.get();
  sys::UniqueFd opened(file, O_RDONLY);
  if (!opened.is_open()) throw MissingInputError(file + ": cannot open: " + std::strerror(errno));
  return descriptors_.emplace(file, std::move(opened)).first->second.get();
}

void ArraySource::pread_exact(const BulkRef& ref, std::int64_t offset, std::int64_t bytes, void* out) {
  const int fd = descriptor(ref.file.string());
  auto* cursor = static_cast<char*>(out);
  while (bytes > 0) {
    const ssize_t got = ::pread(fd, cursor, static_cast<std::size_t>(bytes), offset);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0)
      throw IoError(ref.file.string() + ": dataset '" + ref.dataset +
                    "': " + (got < 0 ? std::string(std::strerror(errno)) : "file is truncated"));
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
  else read_bulk(*node.bulk, node.type, first, count, out);
}

std::optional<ArraySource::FileSpan> ArraySource::file_span(const Node& node, std::int64_t first, std::int64_t count) {
  if (node.has_data() || !node.bulk || node.bulk->layout != Layout::contiguous || node.bulk->offset < 0)
    return std::nullopt;
  const auto element = static_cast<std::int64_t>(element_size(node.type));
  const BulkRef& ref = *node.bulk;
  return FileSpan{descriptor(ref.file.string()), ref.offset + first * element, count * element,
                  ref.file.string() + " dataset '" + ref.dataset + "'"};
}

std::vector<std::byte> ArraySource::read(const Node& node, std::int64_t first, std::int64_t count) {
  std::vector<std::byte> bytes(static_cast<std::size_t>(count) * element_size(node.type));
  read(node, first, count, bytes.data());
  return bytes;
}

std::vector<std::byte> ArraySource::read_box(const Node& node, const Dims& lo, const Dims& hi) {
  const io::Box box{lo, hi};
  if (const auto problem = io::box_problem(node.dims, box); !problem.empty())
    throw InputError("node '" + node.name + "': " + problem);
  const auto element = element_size(node.type);
  std::vector<std::byte> out(static_cast<std::size_t>(io::box_count(box)) * element);
  const auto runs = io::box_runs(node.dims, box);
  std::vector<std::byte> span;
  for (std::size_t a = 0; a < runs.size();) {
    // Extend the span while the gap to the next run is no longer than that run: at most
    // twice the bytes asked for, in far fewer reads.
    std::size_t b = a + 1;
    while (b < runs.size() && runs[b].first - (runs[b - 1].first + runs[b - 1].count) <= runs[b].count &&
           runs[b].first + runs[b].count - runs[a].first <= kMaxSpanElements)
      ++b;
    const std::int64_t first = runs[a].first;
    span.resize(static_cast<std::size_t>(runs[b - 1].first + runs[b - 1].count - first) * element);
    read(node, first, static_cast<std::int64_t>(span.size() / element), span.data());
    for (std::size_t r = a; r < b; ++r)
      std::memcpy(out.data() + static_cast<std::size_t>(runs[r].memory) * element,
                  span.data() + static_cast<std::size_t>(runs[r].first - first) * element,
                  static_cast<std::size_t>(runs[r].count) * element);
    a = b;
  }
  return out;
}

std::vector<std::int64_t> ArraySource::read_integers(const Node& node) {
  if (node.has_data()) return node.as_int64();
  if (node.type == DataType::I8) {  // read straight into place: numbering arrays are large
    std::vector<std::int64_t> values(static_cast<std::size_t>(node.count()));
    read(node, 0, node.count(), values.data());
    return values;
  }
  Node copy(node.name, node.label, node.type, node.dims);
  copy.data = read_all(node);
  return copy.as_int64();
}

}  // namespace pcgns::dist
