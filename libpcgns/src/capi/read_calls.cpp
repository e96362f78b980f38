// The ranged reading calls of a file open in PCGNS_MODE_READ: local to the calling rank,
// any range of any array from any rank, read at once into the caller's buffer.
#include <algorithm>
#include <string>
#include <vector>

#include "capi/element_spans.hpp"
#include "capi/error_boundary.hpp"
#include "capi/file_table.hpp"
#include "capi/handles.hpp"
#include "capi/requested_range.hpp"
#include "pcgns.h"
#include "pcgns/error.hpp"
#include "pcgns/sids/element_type.hpp"
#include "pcgns/tree_io.hpp"
#include "sids/global_numbering.hpp"

namespace pcgns::capi {
namespace {

void read_ranged(ReadFile& file, const Located& array, const pcgns_size_t* rmin, const pcgns_size_t* rmax, void* out) {
  if (out == nullptr) return;  // this rank reads nothing: its range is not looked at, as in the official library
  const io::Box box = requested_box(file.name(), array, rmin, rmax);
  if (box.lo.size() == 1) file.read(*array.node, array.path, box.lo[0], box.hi[0] - box.lo[0] + 1, out);
  else file.read_box(*array.node, box.lo, box.hi, out);
}

// Connectivity of elements start..end of a fixed-size section, widened to pcgns_size_t.
void read_elements(ReadFile& file, const Located& section, pcgns_size_t start, pcgns_size_t end,
                   pcgns_size_t* elements) {
  if (elements == nullptr) return;  // as read_ranged
  const std::int64_t first = requested_elements(file.name(), section, start, end);
  const std::vector<std::int64_t> header =
      section.node->has_data() ? section.node->as_int64() : std::vector<std::int64_t>{};
  const auto type = header.empty() ? std::nullopt : sids::decode_element_type(header[0], tree_version(file.tree()));
  const int npe = type ? sids::nodes_per_element(*type) : 0;
  if (npe == 0)
    throw InputError(where(file.name(), section.path) + "not a section of a fixed-size element type" +
                     (type ? " (" + std::string(sids::enum_name(*type)) + ")" : std::string()));
  const Node* connectivity = section.node->child("ElementConnectivity");
  if (connectivity == nullptr) throw InputError(where(file.name(), section.path) + "no ElementConnectivity");
  file.read_integers(*connectivity, section.path + "/ElementConnectivity", (start - first) * npe,
                     (end - start + 1) * npe, elements);
}

// The ids of numbering array `name` under `holder` (a zone or a section).
std::vector<std::int64_t> numbering_ids(ReadFile& file, const Located& holder, const char* name) {
  const Node* numbering = holder.node->child(sids::kGlobalNumbering);
  const Node* ids = numbering ? numbering->child(name) : nullptr;
  if (ids == nullptr)
    throw InputError(where(file.name(), holder.path) + "no " + sids::kGlobalNumbering + "/" + name + " numbering");
  if (ids->type != DataType::I4 && ids->type != DataType::I8)
    throw InputError(where(file.name(), holder.path + "/" + sids::kGlobalNumbering + "/" + name) + "neither I4 nor I8");
  return file.integers(*ids);
}

void require_count(ReadFile& file, const Located& holder, const char* name, pcgns_size_t n, std::int64_t count) {
  if (n != count)
    throw InputError(where(file.name(), holder.path + "/" + sids::kGlobalNumbering + "/" + name) + std::to_string(n) +
                     " ids asked for, the numbering holds " + std::to_string(count));
}

void read_numbering(ReadFile& file, const Located& zone, PCGNS_GlobalNumbering_t kind, pcgns_size_t n,
                    pcgns_size_t* ids) {
  if (ids == nullptr) throw InputError(where(file.name(), zone.path) + "the id array is NULL");
  if (kind == PCGNS_NumberingVertex || kind == PCGNS_NumberingCell) {
    const char* name = kind == PCGNS_NumberingVertex ? "Vertex" : "Cell";
    const std::vector<std::int64_t> values = numbering_ids(file, zone, name);
    require_count(file, zone, name, n, static_cast<std::int64_t>(values.size()));
    std::copy(values.begin(), values.end(), ids);
    return;
  }
  if (kind != PCGNS_NumberingElement)
    throw InputError("numbering kind " + std::to_string(kind) + " is not Vertex, Cell or Element");
  // Every section's ids in the place of its elements, as pcgns_global_numbering_write takes them.
  const std::vector<SectionSpan> spans = tiling_sections(file.name(), zone);
  require_count(file, zone, "Element", n, last_element(spans));
  for (const SectionSpan& span : spans) {
    const std::vector<std::int64_t> values = numbering_ids(file, span.section, "Element");
    if (static_cast<std::int64_t>(values.size()) != span.end - span.start + 1)
      throw InputError(where(file.name(), span.section.path + "/" + sids::kGlobalNumbering + "/Element") + "holds " +
                       std::to_string(values.size()) + " ids for the section's " +
                       std::to_string(span.end - span.start + 1) + " elements");
    std::copy(values.begin(), values.end(), ids + (span.start - 1));
  }
}

}  // namespace

// The C-linkage definitions sit in the namespace of their helpers: they are the
// functions pcgns.h declares (C linkage ignores namespaces), with no using-directive
// for the unity build (PCGNS_UNITY_LIBRARY) to leak into the files after this one.
extern "C" {

int pcgns_coord_read_data(int fn, int B, int Z, int C, const pcgns_size_t* rmin, const pcgns_size_t* rmax,
                          void* coord_array) {
  return reading("pcgns_coord_read_data", fn, [&](ReadFile& file) {
    read_ranged(file, coordinate_at(file.tree(), file.name(), B, Z, C), rmin, rmax, coord_array);
  });
}

int pcgns_field_read_data(int fn, int B, int Z, int S, int F, const pcgns_size_t* rmin, const pcgns_size_t* rmax,
                          void* data) {
  return reading("pcgns_field_read_data", fn, [&](ReadFile& file) {
    read_ranged(file, field_at(file.tree(), file.name(), B, Z, S, F), rmin, rmax, data);
  });
}

int pcgns_elements_read_data(int fn, int B, int Z, int S, pcgns_size_t start, pcgns_size_t end,
                             pcgns_size_t* elements) {
  return reading("pcgns_elements_read_data", fn, [&](ReadFile& file) {
    read_elements(file, section_at(file.tree(), file.name(), B, Z, S), start, end, elements);
  });
}

int pcgns_global_numbering_read(int fn, int B, int Z, PCGNS_GlobalNumbering_t kind, pcgns_size_t n, pcgns_size_t* ids) {
  return reading("pcgns_global_numbering_read", fn,
                 [&](ReadFile& file) { read_numbering(file, zone_at(file.tree(), file.name(), B, Z), kind, n, ids); });
}

}  // extern "C"
}  // namespace pcgns::capi
