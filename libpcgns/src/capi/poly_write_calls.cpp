// pcgns_poly_section_write and pcgns_poly_elements_write_data: MIXED, NGON_n and NFACE_n
// sections, as cgp_poly_section_write and cgp_poly_elements_write_data. The file's CGNS
// version decides the layout (sids::add_poly_section): from 4.0 and under 3.4 an
// ElementStartOffset array and a connectivity of maxoffset entries; otherwise no
// offsets, and each NGON_n / NFACE_n element prefixed by its count in the connectivity
// (maxoffset + one entry per element). The data call takes the 4.0 form either way and lays it out for the file.
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "capi/c_arguments.hpp"
#include "capi/call_key.hpp"
#include "capi/error_boundary.hpp"
#include "capi/file_table.hpp"
#include "capi/handles.hpp"
#include "capi/requested_range.hpp"
#include "pcgns.h"
#include "pcgns/error.hpp"
#include "pcgns/sids/element_type.hpp"
#include "pcgns/sids/elements.hpp"

namespace pcgns::capi {
namespace {

// Whether each element of the section carries its count in the connectivity (NGON_n and
// NFACE_n before CGNS 4.0; MIXED carries its element types in every version).
bool counts_in_connectivity(sids::ElementType type, bool has_offsets) {
  return !has_offsets && type != sids::ElementType::MIXED;
}

struct PolySection {
  sids::ElementType type;
  std::int64_t first, last;  // ElementRange
  bool has_offsets;          // the 4.0 layout
  std::int64_t maxoffset;    // the connectivity's size in the 4.0 form
};

PolySection poly_section(const std::string& file, const Located& section) {
  const auto type = static_cast<sids::ElementType>(section.node->values<std::int32_t>()[0]);
  if (!sids::is_poly(type))
    throw InputError(where(file, section.path) +
                     "not a MIXED, NGON_n or NFACE_n section (pcgns_elements_write_data writes fixed-size ones)");
  const std::vector<std::int64_t> range = section.node->require_child("ElementRange").as_int64();
  const bool has_offsets = section.node->child("ElementStartOffset") != nullptr;
  std::int64_t size = section.node->require_child("ElementConnectivity").count();
  if (counts_in_connectivity(type, has_offsets)) size -= range.at(1) - range.at(0) + 1;
  return {type, range.at(0), range.at(1), has_offsets, size};
}

// The offsets of elements start..end (end - start + 2 values), checked: non-decreasing,
// inside 0 .. maxoffset.
std::vector<std::int64_t> checked_offsets(const std::string& at, const PolySection& section, std::int64_t count,
                                          const pcgns_size_t* offsets) {
  std::vector<std::int64_t> values(offsets, offsets + count + 1);
  if (values.front() < 0 || values.back() > section.maxoffset)
    throw InputError(at + "offsets " + std::to_string(values.front()) + " .. " + std::to_string(values.back()) +
                     " leave the connectivity's 0 .. " + std::to_string(section.maxoffset));
  for (std::size_t i = 1; i < values.size(); ++i)
    if (values[i] < values[i - 1])
      throw InputError(at + "offset " + std::to_string(values[i]) + " of element " + std::to_string(i) +
                       " of the request is below the one before (" + std::to_string(values[i - 1]) +
                       "): offsets must not decrease");
  return values;
}

// Queues `values` at entries first.. of the section's index array `name`, in its I4 or I8.
void queue_index_run(OpenFile& file, const Located& section, const char* name, std::int64_t first,
                     const std::vector<std::int64_t>& values) {
  if (values.empty()) return;
  const Node& array = section.node->require_child(name);
  const std::string path = section.path + "/" + name;
  QueuedWrite write{path, {first}, {first + static_cast<std::int64_t>(values.size()) - 1}, {}, {}};
  const std::size_t size = element_size(array.type);
  write.values.resize(values.size() * size);
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (array.type == DataType::I8) {
      std::memcpy(write.values.data() + i * size, &values[i], size);
      continue;
    }
    if (values[i] < INT32_MIN || values[i] > INT32_MAX)
      throw InputError(where(file.name(), path) + "value " + std::to_string(values[i]) + " does not fit the I4 array");
    const auto narrow = static_cast<std::int32_t>(values[i]);
    std::memcpy(write.values.data() + i * size, &narrow, size);
  }
  file.queue(std::move(write));
}

// The connectivity of elements start..end in the layout before 4.0: NGON_n / NFACE_n
// elements prefixed by their counts.
std::vector<std::int64_t> with_counts(const std::vector<std::int64_t>& offsets, const pcgns_size_t* elements) {
  std::vector<std::int64_t> values;
  for (std::size_t e = 0; e + 1 < offsets.size(); ++e) {
    values.push_back(offsets[e + 1] - offsets[e]);
    for (std::int64_t i = offsets[e]; i < offsets[e + 1]; ++i) values.push_back(elements[i - offsets.front()]);
  }
  return values;
}

void queue_poly(OpenFile& file, const Located& located, pcgns_size_t start, pcgns_size_t end,
                const pcgns_size_t* elements, const pcgns_size_t* offsets) {
  const std::string at = where(file.name(), located.path);
  const PolySection section = poly_section(file.name(), located);
  requested_elements(file.name(), located, start, end);
  if (elements == nullptr && offsets == nullptr) return;  // this rank writes nothing
  if (elements == nullptr || offsets == nullptr) throw InputError(at + "elements or offsets is NULL, not both");
  const std::vector<std::int64_t> bounds = checked_offsets(at, section, end - start + 1, offsets);
  const std::int64_t skipped = start - section.first;  // elements of the section before start
  if (counts_in_connectivity(section.type, section.has_offsets))
    return queue_index_run(file, located, "ElementConnectivity", bounds.front() + skipped,
                           with_counts(bounds, elements));
  queue_index_run(file, located, "ElementConnectivity", bounds.front(),
                  std::vector<std::int64_t>(elements, elements + (bounds.back() - bounds.front())));
  if (!section.has_offsets) return;
  // Offset end - first + 1 is the next element's first: written by the request holding that
  // element, or by this one at the section's end, so that requests tiling the section never
  // write an entry twice (the queue refuses overlapping writes of one rank).
  std::vector<std::int64_t> entries(bounds.begin(), end == section.last ? bounds.end() : bounds.end() - 1);
  queue_index_run(file, located, "ElementStartOffset", skipped, entries);
}

}  // namespace

extern "C" {

int pcgns_poly_section_write(int fn, int B, int Z, const char* sectionname, PCGNS_ElementType_t type,
                             pcgns_size_t start, pcgns_size_t end, pcgns_size_t maxoffset, int nbndry, int* S) {
  return c_call("pcgns_poly_section_write", [&] {
    OpenFile& file = open_file(fn);
    const std::string key =
        call_key({"poly_section", std::to_string(B), std::to_string(Z), key_word(sectionname), std::to_string(type),
                  std::to_string(start), std::to_string(end), std::to_string(maxoffset), std::to_string(nbndry)});
    file.define(key, [&](Node& tree) {
      require_result(S, "S");
      const Located zone = zone_at(tree, file.name(), B, Z);
      const std::string name = node_name(sectionname, "section name");
      const sids::ElementType element_type = poly_element_type_of(type);
      Node& section = building(file, zone, name, [&]() -> Node& {
        if (start < 1 || end < start)
          throw InputError("element range " + std::to_string(start) + ".." + std::to_string(end) +
                           " is not 1 <= start <= end");
        const std::int64_t size = counts_in_connectivity(element_type, file.version().has_element_start_offset())
                                      ? maxoffset + (end - start + 1)
                                      : maxoffset;
        return sids::add_poly_section(*zone.node, name, element_type, start, end, size, file.version(), nbndry);
      });
      *S = handle_of(tree, *zone.node, section);
    });
  });
}

int pcgns_poly_elements_write_data(int fn, int B, int Z, int S, pcgns_size_t start, pcgns_size_t end,
                                   const pcgns_size_t* elements, const pcgns_size_t* offsets) {
  return c_call("pcgns_poly_elements_write_data", [&] {
    OpenFile& file = open_file(fn);
    file.local([&] { queue_poly(file, section_at(file.tree(), file.name(), B, Z, S), start, end, elements, offsets); });
  });
}

}  // extern "C"
}  // namespace pcgns::capi
