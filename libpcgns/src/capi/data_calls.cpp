// The queued data calls: local to the calling rank, any number of times, from any
// subset of ranks. Each checks its request against the array now (so the calling rank
// gets PCGNS_ERROR at once), then writes large values at once, or queues them for the
// next flush: a copy, or a reference to the caller's buffer once the solver overlaps its
// writes.
#include <cstddef>
#include <cstring>
#include <string>
#include <vector>

#include "capi/error_boundary.hpp"
#include "capi/file_table.hpp"
#include "capi/fortran_data_calls.h"
#include "capi/handles.hpp"
#include "capi/requested_range.hpp"
#include "capi/sampled_fingerprint.hpp"
#include "pcgns.h"
#include "pcgns/error.hpp"
#include "pcgns/sids/element_type.hpp"

namespace pcgns::capi {
namespace {

// The 0-based box of rmin..rmax (1-based, inclusive) inside `array`.
QueuedWrite ranged_write(const OpenFile& file, const Located& array, const pcgns_size_t* rmin,
                         const pcgns_size_t* rmax) {
  io::Box box = requested_box(file.name(), array, rmin, rmax);
  return {array.path, std::move(box.lo), std::move(box.hi), {}, {}};
}

std::int64_t values_in_box(const QueuedWrite& write) {
  std::int64_t count = 1;
  for (std::size_t d = 0; d < write.lo.size(); ++d) count *= write.hi[d] - write.lo[d] + 1;
  return count;
}

std::size_t value_bytes(const QueuedWrite& write, const Node& array) {
  return static_cast<std::size_t>(values_in_box(write)) * element_size(array.type);
}

// Whether a data call's buffer may be kept by reference (OpenFile::borrows). Not from
// Fortran: a compiler passes a non-contiguous section or an expression as a temporary
// copy that it frees when the call returns, so the module's calls are always copied.
enum class Buffer { may_be_kept, copied };

void queue_values(OpenFile& file, QueuedWrite write, const Node& array, const void* data, Buffer buffer) {
  const std::size_t bytes = value_bytes(write, array);
  if (file.write_at_once(write, data, bytes)) return;
  const auto* first = static_cast<const std::byte*>(data);
  if (buffer == Buffer::may_be_kept && file.borrows(bytes))
    write.borrowed = {first, bytes, sampled_fingerprint(first, bytes)};
  else write.values.assign(first, first + bytes);  // assigned, not resized: no pass of zeros first
  file.queue(std::move(write));
}

// Like queue_values, for values the call made itself (no second copy to queue them).
void queue_owned(OpenFile& file, QueuedWrite write, std::vector<std::byte> values) {
  if (file.write_at_once(write, values.data(), values.size())) return;
  write.values = std::move(values);
  file.queue(std::move(write));
}

void queue_ranged(OpenFile& file, const Located& array, const pcgns_size_t* rmin, const pcgns_size_t* rmax,
                  const void* data, Buffer buffer) {
  QueuedWrite write = ranged_write(file, array, rmin, rmax);
  if (data != nullptr) queue_values(file, std::move(write), *array.node, data, buffer);
}

// Connectivity of elements start..end of a fixed-size section, as the array's I4 or I8.
void queue_elements(OpenFile& file, const Located& section, pcgns_size_t start, pcgns_size_t end,
                    const pcgns_size_t* elements, Buffer buffer) {
  const std::string at = where(file.name(), section.path);
  const std::int64_t first = requested_elements(file.name(), section, start, end);
  if (elements == nullptr) return;
  const auto type = static_cast<sids::ElementType>(section.node->values<std::int32_t>()[0]);
  const std::int64_t npe = sids::nodes_per_element(type);
  const Node& connectivity = section.node->require_child("ElementConnectivity");
  QueuedWrite write{
      section.path + "/ElementConnectivity", {(start - first) * npe}, {(end - first + 1) * npe - 1}, {}, {}};
  const auto count = static_cast<std::size_t>((end - start + 1) * npe);
  if (connectivity.type == DataType::I8) return queue_values(file, std::move(write), connectivity, elements, buffer);
  std::vector<std::byte> narrow(count * sizeof(std::int32_t));
  for (std::size_t i = 0; i < count; ++i) {
    if (elements[i] < INT32_MIN || elements[i] > INT32_MAX)
      throw InputError(at + "node number " + std::to_string(elements[i]) + " does not fit the I4 connectivity");
    const auto value = static_cast<std::int32_t>(elements[i]);
    std::memcpy(narrow.data() + i * sizeof value, &value, sizeof value);
  }
  queue_owned(file, std::move(write), std::move(narrow));
}

int coord_write_data(const char* call, int fn, int B, int Z, int C, const pcgns_size_t* rmin, const pcgns_size_t* rmax,
                     const void* coord_array, Buffer buffer) {
  return c_call(call, [&] {
    OpenFile& file = open_file(fn);
    file.local(
        [&] { queue_ranged(file, coordinate_at(file.tree(), file.name(), B, Z, C), rmin, rmax, coord_array, buffer); });
  });
}

int field_write_data(const char* call, int fn, int B, int Z, int S, int F, const pcgns_size_t* rmin,
                     const pcgns_size_t* rmax, const void* data, Buffer buffer) {
  return c_call(call, [&] {
    OpenFile& file = open_file(fn);
    file.local([&] { queue_ranged(file, field_at(file.tree(), file.name(), B, Z, S, F), rmin, rmax, data, buffer); });
  });
}

int elements_write_data(const char* call, int fn, int B, int Z, int S, pcgns_size_t start, pcgns_size_t end,
                        const pcgns_size_t* elements, Buffer buffer) {
  return c_call(call, [&] {
    OpenFile& file = open_file(fn);
    file.local(
        [&] { queue_elements(file, section_at(file.tree(), file.name(), B, Z, S), start, end, elements, buffer); });
  });
}

}  // namespace

// The C-linkage definitions sit in the namespace of their helpers: they are the
// functions pcgns.h declares (C linkage ignores namespaces), with no using-directive
// for the unity build (PCGNS_UNITY_LIBRARY) to leak into the files after this one.
extern "C" {

int pcgns_coord_write_data(int fn, int B, int Z, int C, const pcgns_size_t* rmin, const pcgns_size_t* rmax,
                           const void* coord_array) {
  return coord_write_data("pcgns_coord_write_data", fn, B, Z, C, rmin, rmax, coord_array, Buffer::may_be_kept);
}

int pcgns_field_write_data(int fn, int B, int Z, int S, int F, const pcgns_size_t* rmin, const pcgns_size_t* rmax,
                           const void* data) {
  return field_write_data("pcgns_field_write_data", fn, B, Z, S, F, rmin, rmax, data, Buffer::may_be_kept);
}

int pcgns_elements_write_data(int fn, int B, int Z, int S, pcgns_size_t start, pcgns_size_t end,
                              const pcgns_size_t* elements) {
  return elements_write_data("pcgns_elements_write_data", fn, B, Z, S, start, end, elements, Buffer::may_be_kept);
}

// The Fortran module's entry points (fortran_data_calls.h): the same calls, copied.
int pcgns_fortran_coord_write_data(int fn, int B, int Z, int C, const pcgns_size_t* rmin, const pcgns_size_t* rmax,
                                   const void* coord_array) {
  return coord_write_data("pcgns_coord_write_data", fn, B, Z, C, rmin, rmax, coord_array, Buffer::copied);
}

int pcgns_fortran_field_write_data(int fn, int B, int Z, int S, int F, const pcgns_size_t* rmin,
                                   const pcgns_size_t* rmax, const void* data) {
  return field_write_data("pcgns_field_write_data", fn, B, Z, S, F, rmin, rmax, data, Buffer::copied);
}

int pcgns_fortran_elements_write_data(int fn, int B, int Z, int S, pcgns_size_t start, pcgns_size_t end,
                                      const pcgns_size_t* elements) {
  return elements_write_data("pcgns_elements_write_data", fn, B, Z, S, start, end, elements, Buffer::copied);
}

}  // extern "C"
}  // namespace pcgns::capi
