// The queued data calls: local to the calling rank, any number of times, from any
// subset of ranks. Each checks its request against the array now (so the calling rank
// gets PCGNS_ERROR at once), then writes large values at once or copies the values and
// queues them for the next flush.
#include <cstddef>
#include <cstring>
#include <optional>
#include <string>
#include <vector>

#include "capi/error_boundary.hpp"
#include "capi/file_table.hpp"
#include "capi/handles.hpp"
#include "capi/requested_range.hpp"
#include "io/box_runs.hpp"
#include "io/write_mode.hpp"
#include "pcgns.h"
#include "pcgns/error.hpp"
#include "pcgns/sids/element_type.hpp"

namespace pcgns::capi {
namespace {

// The 0-based box of rmin..rmax (1-based, inclusive) inside `array`.
QueuedWrite ranged_write(const OpenFile& file, const Located& array, const pcgns_size_t* rmin,
                         const pcgns_size_t* rmax) {
  io::Box box = requested_box(file.name(), array, rmin, rmax);
  return {array.path, std::move(box.lo), std::move(box.hi), {}};
}

std::int64_t element_count(const QueuedWrite& write) {
  std::int64_t count = 1;
  for (std::size_t d = 0; d < write.lo.size(); ++d) count *= write.hi[d] - write.lo[d] + 1;
  return count;
}

// From this size on a data call is written at once from the caller's buffer, where the
// file allows it (OpenFile::write_at_once), rather than copied into the queue: the flush
// would write a piece this large on its own anyway (io::kIndependentPieceBytes), so the
// queue has nothing to coalesce, and the copy would double the memory the values take.
constexpr std::size_t kAtOnceBytes = io::kIndependentPieceBytes;

// The flat range of `write` in `array` when its values are one contiguous run of it.
std::optional<io::ElementRun> contiguous_run(const QueuedWrite& write, const Node& array) {
  if (write.lo.size() == 1) return io::ElementRun{write.lo[0], write.hi[0] - write.lo[0] + 1, 0};
  const auto runs = io::box_runs(array.dims, io::Box{write.lo, write.hi});
  if (runs.size() != 1) return std::nullopt;
  return runs.front();
}

bool written_at_once(OpenFile& file, const QueuedWrite& write, const Node& array, const void* data, std::size_t bytes) {
  if (bytes < kAtOnceBytes) return false;
  const auto run = contiguous_run(write, array);
  return run && file.write_at_once(write.path, run->first, run->count, data);
}

std::size_t value_bytes(const QueuedWrite& write, const Node& array) {
  return static_cast<std::size_t>(element_count(write)) * element_size(array.type);
}

void queue_values(OpenFile& file, QueuedWrite write, const Node& array, const void* data) {
  const std::size_t bytes = value_bytes(write, array);
  if (written_at_once(file, write, array, data, bytes)) return;
  write.values.resize(bytes);
  std::memcpy(write.values.data(), data, bytes);
  file.queue(std::move(write));
}

// Like queue_values, for values the call made itself (no second copy to queue them).
void queue_owned(OpenFile& file, QueuedWrite write, const Node& array, std::vector<std::byte> values) {
  if (written_at_once(file, write, array, values.data(), values.size())) return;
  write.values = std::move(values);
  file.queue(std::move(write));
}

void queue_ranged(OpenFile& file, const Located& array, const pcgns_size_t* rmin, const pcgns_size_t* rmax,
                  const void* data) {
  QueuedWrite write = ranged_write(file, array, rmin, rmax);
  if (data != nullptr) queue_values(file, std::move(write), *array.node, data);
}

// Connectivity of elements start..end of a fixed-size section, as the array's I4 or I8.
void queue_elements(OpenFile& file, const Located& section, pcgns_size_t start, pcgns_size_t end,
                    const pcgns_size_t* elements) {
  const std::string at = where(file.name(), section.path);
  const std::int64_t first = requested_elements(file.name(), section, start, end);
  if (elements == nullptr) return;
  const auto type = static_cast<sids::ElementType>(section.node->values<std::int32_t>()[0]);
  const std::int64_t npe = sids::nodes_per_element(type);
  const Node& connectivity = section.node->require_child("ElementConnectivity");
  QueuedWrite write{section.path + "/ElementConnectivity", {(start - first) * npe}, {(end - first + 1) * npe - 1}, {}};
  const auto count = static_cast<std::size_t>((end - start + 1) * npe);
  if (connectivity.type == DataType::I8) return queue_values(file, std::move(write), connectivity, elements);
  std::vector<std::byte> narrow(count * sizeof(std::int32_t));
  for (std::size_t i = 0; i < count; ++i) {
    if (elements[i] < INT32_MIN || elements[i] > INT32_MAX)
      throw InputError(at + "node number " + std::to_string(elements[i]) + " does not fit the I4 connectivity");
    const auto value = static_cast<std::int32_t>(elements[i]);
    std::memcpy(narrow.data() + i * sizeof value, &value, sizeof value);
  }
  queue_owned(file, std::move(write), connectivity, std::move(narrow));
}

}  // namespace

// The C-linkage definitions sit in the namespace of their helpers: they are the
// functions pcgns.h declares (C linkage ignores namespaces), with no using-directive
// for the unity build (PCGNS_UNITY_LIBRARY) to leak into the files after this one.
extern "C" {

int pcgns_coord_write_data(int fn, int B, int Z, int C, const pcgns_size_t* rmin, const pcgns_size_t* rmax,
                           const void* coord_array) {
  return c_call("pcgns_coord_write_data", [&] {
    OpenFile& file = open_file(fn);
    file.local([&] { queue_ranged(file, coordinate_at(file.tree(), file.name(), B, Z, C), rmin, rmax, coord_array); });
  });
}

int pcgns_field_write_data(int fn, int B, int Z, int S, int F, const pcgns_size_t* rmin, const pcgns_size_t* rmax,
                           const void* data) {
  return c_call("pcgns_field_write_data", [&] {
    OpenFile& file = open_file(fn);
    file.local([&] { queue_ranged(file, field_at(file.tree(), file.name(), B, Z, S, F), rmin, rmax, data); });
  });
}

int pcgns_elements_write_data(int fn, int B, int Z, int S, pcgns_size_t start, pcgns_size_t end,
                              const pcgns_size_t* elements) {
  return c_call("pcgns_elements_write_data", [&] {
    OpenFile& file = open_file(fn);
    file.local([&] { queue_elements(file, section_at(file.tree(), file.name(), B, Z, S), start, end, elements); });
  });
}

}  // extern "C"
}  // namespace pcgns::capi
