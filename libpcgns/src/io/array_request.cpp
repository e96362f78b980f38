#include "io/array_request.hpp"

namespace pcgns::io {

std::string range_problem(const Dims& dims, std::int64_t first, std::int64_t count) {
  const std::int64_t size = element_count(dims);
  if (first >= 0 && count >= 0 && first <= size && count <= size - first) return {};
  // The end is only for the message; absurd requests must not overflow computing it.
  std::int64_t end = 0;
  const std::string end_text =
      __builtin_add_overflow(first, count, &end) ? std::string("overflow") : std::to_string(end);
  return "elements [" + std::to_string(first) + ", " + end_text + ") are outside the " + std::to_string(size) +
         " elements of the array";
}

std::vector<ElementRun> element_runs(const Dims& dims, const ArrayRequest& request) {
  if (request.box) return box_runs(dims, *request.box);
  if (request.count == 0) return {};
  return {ElementRun{request.first, request.count, 0}};
}

void append_byte_runs(const DatasetPlacement& array, const ArrayRequest& request, std::size_t source,
                      std::vector<ByteRun>& out) {
  const auto size = static_cast<std::int64_t>(element_size(array.type));
  for (const ElementRun& run : element_runs(array.dims, request))
    out.push_back({array.offset + run.first * size, run.count * size, request.memory + run.memory * size, source});
}

std::string normalize_node_path(std::string_view path) {
  std::string out;
  std::size_t start = 0;
  while (start < path.size()) {
    const std::size_t slash = std::min(path.find('/', start), path.size());
    if (slash > start) {
      out += '/';
      out += path.substr(start, slash - start);
    }
    start = slash + 1;
  }
  return out.empty() ? "/" : out;
}

}  // namespace pcgns::io
