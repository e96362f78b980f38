// pcgns_parent_data_write: the ParentElements and ParentElementsPosition of elements
// start..end of a section, as cgp_parent_data_write, but queued like the other data calls
// (any subset of ranks, any number of calls). The arrays enter the file's skeleton at its
// first flush (parent_skeleton.hpp), so parent data is first written before that flush.
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "capi/error_boundary.hpp"
#include "capi/file_table.hpp"
#include "capi/handles.hpp"
#include "capi/requested_range.hpp"
#include "pcgns.h"
#include "pcgns/error.hpp"

namespace pcgns::capi {
namespace {

// A parent is an element number (0: none); a position the face's place in its parent
// (0: none, 1 .. 6).
void check_parent_values(const std::string& at, const std::vector<std::int64_t>& values, std::int64_t count) {
  for (std::size_t i = 0; i < values.size(); ++i) {
    const bool position = static_cast<std::int64_t>(i) >= 2 * count;
    if (values[i] < 0 || (position && values[i] > 6))
      throw InputError(at + (position ? "parent position " : "parent element ") + std::to_string(values[i]) + " at " +
                       std::to_string(i + 1) + " is not " + (position ? "0 .. 6" : ">= 0"));
  }
}

// `values` (2 x count, Fortran order) into rows lo.. of the [elements, 2] array `path`,
// in the type of the section's ElementRange (the type add_parent_elements gives it).
void queue_parent_rows(OpenFile& file, const std::string& path, DataType type, std::int64_t lo,
                       const std::int64_t* values, std::int64_t count) {
  QueuedWrite write{path, {lo, 0}, {lo + count - 1, 1}, {}, {}};
  const std::size_t size = element_size(type);
  write.values.resize(static_cast<std::size_t>(2 * count) * size);
  for (std::size_t i = 0; i < static_cast<std::size_t>(2 * count); ++i) {
    if (type == DataType::I8) {
      std::memcpy(write.values.data() + i * size, &values[i], size);
      continue;
    }
    if (values[i] > INT32_MAX)
      throw InputError(where(file.name(), path) + "value " + std::to_string(values[i]) + " does not fit the I4 array");
    const auto narrow = static_cast<std::int32_t>(values[i]);
    std::memcpy(write.values.data() + i * size, &narrow, size);
  }
  file.queue(std::move(write));
}

void queue_parents(OpenFile& file, const Located& section, pcgns_size_t start, pcgns_size_t end,
                   const pcgns_size_t* parent_data) {
  const std::string at = where(file.name(), section.path);
  const std::int64_t first = requested_elements(file.name(), section, start, end);
  if (parent_data == nullptr) return;  // this rank writes nothing
  if (file.committed() && section.node->child("ParentElements") == nullptr)
    throw InputError(at +
                     "no ParentElements in the file's skeleton, laid out at its first flush: write parent "
                     "data of a section before the first pcgns_queue_flush");
  const std::int64_t count = end - start + 1;
  const std::vector<std::int64_t> values(parent_data, parent_data + 4 * count);
  check_parent_values(at, values, count);
  const DataType type = section.node->require_child("ElementRange").type;
  file.request_parents(section.path);
  queue_parent_rows(file, section.path + "/ParentElements", type, start - first, values.data(), count);
  queue_parent_rows(file, section.path + "/ParentElementsPosition", type, start - first, values.data() + 2 * count,
                    count);
}

}  // namespace

extern "C" {

int pcgns_parent_data_write(int fn, int B, int Z, int S, pcgns_size_t start, pcgns_size_t end,
                            const pcgns_size_t* parent_data) {
  return c_call("pcgns_parent_data_write", [&] {
    OpenFile& file = open_file(fn);
    file.local([&] { queue_parents(file, section_at(file.tree(), file.name(), B, Z, S), start, end, parent_data); });
  });
}

}  // extern "C"
}  // namespace pcgns::capi
