// The reading calls of poly sections (NGON_n, NFACE_n, MIXED) in the CGNS 4 layout, as
// the official cgp_poly_elements_read_data_offsets / _elements: the ElementStartOffset
// entries of a range of elements, then the connectivity those offsets delimit.
#include <string>
#include <vector>

#include "capi/error_boundary.hpp"
#include "capi/file_table.hpp"
#include "capi/handles.hpp"
#include "capi/requested_range.hpp"
#include "pcgns.h"
#include "pcgns/error.hpp"
#include "pcgns/sids/element_type.hpp"
#include "pcgns/tree_io.hpp"

namespace pcgns::capi {
namespace {

// A poly section's two arrays; InputError naming the section otherwise.
struct PolyArrays {
  const Node* offsets;
  const Node* connectivity;
};

PolyArrays poly_arrays(ReadFile& file, const Located& section) {
  const std::vector<std::int64_t> header =
      section.node->has_data() ? section.node->as_int64() : std::vector<std::int64_t>{};
  const auto type = header.empty() ? std::nullopt : sids::decode_element_type(header[0], tree_version(file.tree()));
  if (!type || sids::is_fixed_size(*type))
    throw InputError(where(file.name(), section.path) +
                     "not a poly section (NGON_n, NFACE_n or MIXED): use pcgns_elements_read_data");
  const Node* offsets = section.node->child("ElementStartOffset");
  const Node* connectivity = section.node->child("ElementConnectivity");
  if (offsets == nullptr || connectivity == nullptr)
    throw InputError(where(file.name(), section.path) +
                     "no ElementStartOffset or ElementConnectivity (a section in the layout before CGNS 4.0)");
  return {offsets, connectivity};
}

}  // namespace

// The C-linkage definitions sit in the namespace of their helpers: they are the
// functions pcgns.h declares (C linkage ignores namespaces), with no using-directive
// for the unity build (PCGNS_UNITY_LIBRARY) to leak into the files after this one.
extern "C" {

int pcgns_poly_elements_read_data_offsets(int fn, int B, int Z, int S, pcgns_size_t start, pcgns_size_t end,
                                          pcgns_size_t* offsets) {
  return reading("pcgns_poly_elements_read_data_offsets", fn, [&](ReadFile& file) {
    const Located section = section_at(file.tree(), file.name(), B, Z, S);
    const PolyArrays arrays = poly_arrays(file, section);
    if (offsets == nullptr) return;  // this rank reads nothing
    const std::int64_t first = requested_elements(file.name(), section, start, end);
    file.read_integers(*arrays.offsets, section.path + "/ElementStartOffset", start - first, end - start + 2, offsets);
  });
}

int pcgns_poly_elements_read_data_elements(int fn, int B, int Z, int S, pcgns_size_t start, pcgns_size_t end,
                                           const pcgns_size_t* offsets, pcgns_size_t* elements) {
  return reading("pcgns_poly_elements_read_data_elements", fn, [&](ReadFile& file) {
    const Located section = section_at(file.tree(), file.name(), B, Z, S);
    const PolyArrays arrays = poly_arrays(file, section);
    if (offsets == nullptr || elements == nullptr) return;  // this rank reads nothing
    requested_elements(file.name(), section, start, end);
    const std::int64_t from = offsets[0], to = offsets[end - start + 1];
    if (from < 0 || to < from || to > arrays.connectivity->count())
      throw InputError(where(file.name(), section.path + "/ElementConnectivity") + "offsets " + std::to_string(from) +
                       " .. " + std::to_string(to) + " are not inside its 0 .. " +
                       std::to_string(arrays.connectivity->count()));
    file.read_integers(*arrays.connectivity, section.path + "/ElementConnectivity", from, to - from, elements);
  });
}

}  // extern "C"
}  // namespace pcgns::capi
