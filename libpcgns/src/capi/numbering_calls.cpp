// pcgns_global_numbering_write: the :CGNS#GlobalNumbering arrays (DESIGN.md §3) that
// pcgns-merge reads to put a partition zone's vertices, cells and elements back in place;
// pcgns_set_record_write: the record of the set the part belongs to (sids/set_record.hpp).
#include <cstdint>
#include <string>
#include <vector>

#include "capi/element_spans.hpp"
#include "capi/error_boundary.hpp"
#include "capi/file_table.hpp"
#include "capi/fnv1a.hpp"
#include "capi/handles.hpp"
#include "pcgns.h"
#include "pcgns/error.hpp"
#include "pcgns/sids/zone.hpp"
#include "sids/global_numbering.hpp"
#include "sids/set_record.hpp"

namespace pcgns::capi {
namespace {

std::vector<std::int64_t> checked_ids(const Located& zone, const char* name, pcgns_size_t n, const pcgns_size_t* ids,
                                      std::int64_t expected) {
  const std::string at = "node '" + zone.path + "/" + sids::kGlobalNumbering + "/" + name + "': ";
  if (n != expected) throw InputError(at + std::to_string(n) + " ids given for " + std::to_string(expected) + " items");
  if (ids == nullptr) throw InputError(at + "the id array is NULL");
  std::vector<std::int64_t> values(ids, ids + n);
  for (std::size_t i = 0; i < values.size(); ++i)
    if (values[i] < 1)
      throw InputError(at + "id " + std::to_string(values[i]) + " at " + std::to_string(i + 1) + " is not 1-based");
  return values;
}

void write_numbering(const std::string& file, const Located& zone, PCGNS_GlobalNumbering_t kind, pcgns_size_t n,
                     const pcgns_size_t* ids) {
  const sids::ZoneView view = sids::view_built_zone(*zone.node);
  if (view.structured())
    throw InputError(where(file, zone.path) + "global numbering of structured zones is not supported yet");
  if (kind == PCGNS_NumberingVertex) {
    sids::add_global_numbering(*zone.node, "Vertex", checked_ids(zone, "Vertex", n, ids, view.vertex_count()));
  } else if (kind == PCGNS_NumberingCell) {
    sids::add_global_numbering(*zone.node, "Cell", checked_ids(zone, "Cell", n, ids, view.cell_count()));
  } else if (kind == PCGNS_NumberingElement) {
    const std::vector<SectionSpan> spans = tiling_sections(file, zone);
    const std::vector<std::int64_t> all = checked_ids(zone, "Element", n, ids, last_element(spans));
    for (const SectionSpan& span : spans)
      sids::add_global_numbering(*span.section.node, "Element",
                                 std::vector<std::int64_t>(all.begin() + (span.start - 1), all.begin() + span.end));
  } else {
    throw InputError("numbering kind " + std::to_string(kind) + " is not Vertex, Cell or Element");
  }
}

std::string numbering_call(int B, int Z, int kind, pcgns_size_t n, const pcgns_size_t* ids) {
  std::string text = "numbering|" + std::to_string(B) + "|" + std::to_string(Z) + "|" + std::to_string(kind) + "|" +
                     std::to_string(n) + "|";
  // A digest, not the ids themselves: the text is compared across ranks, and n is large.
  std::uint64_t digest = kFnvOffsetBasis;
  for (pcgns_size_t i = 0; ids != nullptr && i < n; ++i) digest = fnv1a(digest, static_cast<std::uint64_t>(ids[i]));
  return text + std::to_string(digest);
}

void write_set_record(const std::string& file, const Located& zone, int part_count, pcgns_size_t vertex_count,
                      pcgns_size_t cell_count) {
  const std::string at = where(file, zone.path);
  if (sids::view_built_zone(*zone.node).structured())
    throw InputError(at + "set records of structured partitions are not supported yet");
  if (part_count < 1 || vertex_count < 1 || cell_count < 1)
    throw InputError(at + "the part count and the zone's vertex and cell counts must be >= 1 (" +
                     std::to_string(part_count) + ", " + std::to_string(vertex_count) + ", " +
                     std::to_string(cell_count) + ")");
  sids::add_set_record(*zone.node, {part_count, vertex_count, cell_count});
}

}  // namespace
}  // namespace pcgns::capi

extern "C" int pcgns_global_numbering_write(int fn, int B, int Z, PCGNS_GlobalNumbering_t kind, pcgns_size_t n,
                                            const pcgns_size_t* ids) {
  using namespace pcgns::capi;
  return c_call("pcgns_global_numbering_write", [&] {
    OpenFile& file = open_file(fn);
    file.define(numbering_call(B, Z, kind, n, ids), [&](pcgns::Node& tree) {
      write_numbering(file.name(), zone_at(tree, file.name(), B, Z), kind, n, ids);
    });
  });
}

extern "C" int pcgns_set_record_write(int fn, int B, int Z, int part_count, pcgns_size_t vertex_count,
                                      pcgns_size_t cell_count) {
  using namespace pcgns::capi;
  return c_call("pcgns_set_record_write", [&] {
    OpenFile& file = open_file(fn);
    const std::string call = "set|" + std::to_string(B) + "|" + std::to_string(Z) + "|" + std::to_string(part_count) +
                             "|" + std::to_string(vertex_count) + "|" + std::to_string(cell_count);
    file.define(call, [&](pcgns::Node& tree) {
      write_set_record(file.name(), zone_at(tree, file.name(), B, Z), part_count, vertex_count, cell_count);
    });
  });
}
