// The inquiry calls: counts, names, sizes and types of the nodes of an open file's tree
// (either mode), as the official cg_n*, cg_*_read and cg_*_info calls report them.
// Local: nothing is read from the file but the skeleton every rank already holds.
#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

#include "capi/c_arguments.hpp"
#include "capi/error_boundary.hpp"
#include "capi/file_table.hpp"
#include "capi/handles.hpp"
#include "pcgns.h"
#include "pcgns/error.hpp"
#include "pcgns/sids/element_type.hpp"
#include "pcgns/sids/grid_location.hpp"
#include "pcgns/sids/zone.hpp"
#include "pcgns/tree_io.hpp"

namespace pcgns::capi {
namespace {

// Copies a node name into a caller's buffer of at least 33 characters, as the official
// library does.
void copy_name(const std::string& name, char* out, const char* what) {
  require_result(out, what);
  const std::size_t length = std::min<std::size_t>(name.size(), 32);
  std::memcpy(out, name.data(), length);
  out[length] = '\0';
}

int count_of(const Node& parent, const char* label) {
  return static_cast<int>(parent.children_with_label(label).size());
}

// Runs an inquiry on file fn's tree. On a file open for reading a failure is remembered
// like a failed read; on one open for writing it harms nothing and is only returned.
template <class Fn>
int inquiry(const char* call, int fn, Fn&& body) {
  return c_call(call, [&] {
    const InquiredTree file = inquired_tree(fn);
    if (file.reading) file.reading->local([&] { body(file.tree, file.name); });
    else body(file.tree, file.name);
  });
}

// Runs a view of `node`; its errors name the file.
template <class Fn>
auto at_node(const std::string& file, const Located& node, Fn&& view) -> decltype(view()) {
  try {
    return view();
  } catch (const Error& e) {
    throw_error(e.code(), where(file, node.path) + e.what());
  }
}

std::vector<std::int64_t> integers_of(const std::string& file, const Located& node) {
  if (!node.node->has_data()) throw InputError(where(file, node.path) + "holds no values");
  return node.node->as_int64();
}

}  // namespace

// The C-linkage definitions sit in the namespace of their helpers: they are the
// functions pcgns.h declares (C linkage ignores namespaces), with no using-directive
// for the unity build (PCGNS_UNITY_LIBRARY) to leak into the files after this one.
extern "C" {

int pcgns_nbases(int fn, int* nbases) {
  return inquiry("pcgns_nbases", fn, [&](Node& tree, const std::string&) {
    require_result(nbases, "nbases");
    *nbases = count_of(tree, "CGNSBase_t");
  });
}

int pcgns_base_read(int fn, int B, char* basename, int* cell_dim, int* phys_dim) {
  return inquiry("pcgns_base_read", fn, [&](Node& tree, const std::string& file) {
    const Located base = base_at(tree, file, B);
    const std::vector<std::int64_t> dims = integers_of(file, base);
    if (dims.size() < 2) throw InputError(where(file, base.path) + "the base holds fewer than 2 dimensions");
    require_result(cell_dim, "cell_dim");
    require_result(phys_dim, "phys_dim");
    copy_name(base.node->name, basename, "basename");
    *cell_dim = static_cast<int>(dims[0]);
    *phys_dim = static_cast<int>(dims[1]);
  });
}

int pcgns_nzones(int fn, int B, int* nzones) {
  return inquiry("pcgns_nzones", fn, [&](Node& tree, const std::string& file) {
    const Located base = base_at(tree, file, B);
    require_result(nzones, "nzones");
    *nzones = count_of(*base.node, "Zone_t");
  });
}

int pcgns_zone_read(int fn, int B, int Z, char* zonename, pcgns_size_t* size) {
  return inquiry("pcgns_zone_read", fn, [&](Node& tree, const std::string& file) {
    const Located zone = zone_at(tree, file, B, Z);
    const std::vector<std::int64_t> sizes = integers_of(file, zone);
    require_result(size, "size");
    copy_name(zone.node->name, zonename, "zonename");
    std::copy(sizes.begin(), sizes.end(), size);
  });
}

int pcgns_zone_type(int fn, int B, int Z, PCGNS_ZoneType_t* type) {
  return inquiry("pcgns_zone_type", fn, [&](Node& tree, const std::string& file) {
    const Located zone = zone_at(tree, file, B, Z);
    require_result(type, "type");
    const Node* stated = zone.node->child("ZoneType");
    const auto parsed = stated ? sids::parse_enum<sids::ZoneType>(stated->as_string()) : std::nullopt;
    if (!parsed) throw InputError(where(file, zone.path) + "no valid ZoneType");
    *type = static_cast<PCGNS_ZoneType_t>(*parsed);
  });
}

int pcgns_ncoords(int fn, int B, int Z, int* ncoords) {
  return inquiry("pcgns_ncoords", fn, [&](Node& tree, const std::string& file) {
    const Located zone = zone_at(tree, file, B, Z);
    require_result(ncoords, "ncoords");
    const Node* grid = zone.node->child("GridCoordinates");
    *ncoords = grid ? count_of(*grid, "DataArray_t") : 0;
  });
}

int pcgns_coord_info(int fn, int B, int Z, int C, PCGNS_DataType_t* type, char* coordname) {
  return inquiry("pcgns_coord_info", fn, [&](Node& tree, const std::string& file) {
    const Located coordinate = coordinate_at(tree, file, B, Z, C);
    require_result(type, "type");
    copy_name(coordinate.node->name, coordname, "coordname");
    *type = c_data_type(coordinate.node->type);
  });
}

int pcgns_nsols(int fn, int B, int Z, int* nsols) {
  return inquiry("pcgns_nsols", fn, [&](Node& tree, const std::string& file) {
    const Located zone = zone_at(tree, file, B, Z);
    require_result(nsols, "nsols");
    *nsols = count_of(*zone.node, "FlowSolution_t");
  });
}

int pcgns_sol_info(int fn, int B, int Z, int S, char* solname, PCGNS_GridLocation_t* location) {
  return inquiry("pcgns_sol_info", fn, [&](Node& tree, const std::string& file) {
    const Located solution = solution_at(tree, file, B, Z, S);
    require_result(location, "location");
    const sids::GridLocation stated = at_node(file, solution, [&] {
      return sids::read_grid_location(sids::NodeRef{solution.node, solution.path});
    });
    copy_name(solution.node->name, solname, "solname");
    *location = static_cast<PCGNS_GridLocation_t>(stated);
  });
}

int pcgns_nfields(int fn, int B, int Z, int S, int* nfields) {
  return inquiry("pcgns_nfields", fn, [&](Node& tree, const std::string& file) {
    const Located solution = solution_at(tree, file, B, Z, S);
    require_result(nfields, "nfields");
    *nfields = count_of(*solution.node, "DataArray_t");
  });
}

int pcgns_field_info(int fn, int B, int Z, int S, int F, PCGNS_DataType_t* type, char* fieldname) {
  return inquiry("pcgns_field_info", fn, [&](Node& tree, const std::string& file) {
    const Located field = field_at(tree, file, B, Z, S, F);
    require_result(type, "type");
    copy_name(field.node->name, fieldname, "fieldname");
    *type = c_data_type(field.node->type);
  });
}

int pcgns_nsections(int fn, int B, int Z, int* nsections) {
  return inquiry("pcgns_nsections", fn, [&](Node& tree, const std::string& file) {
    const Located zone = zone_at(tree, file, B, Z);
    require_result(nsections, "nsections");
    *nsections = count_of(*zone.node, "Elements_t");
  });
}

int pcgns_section_read(int fn, int B, int Z, int S, char* sectionname, PCGNS_ElementType_t* type, pcgns_size_t* start,
                       pcgns_size_t* end, int* nbndry, int* parent_flag) {
  return inquiry("pcgns_section_read", fn, [&](Node& tree, const std::string& file) {
    const Located section = section_at(tree, file, B, Z, S);
    const std::vector<std::int64_t> header = integers_of(file, section);
    const Node* range_node = section.node->child("ElementRange");
    const std::vector<std::int64_t> range =
        range_node && range_node->has_data() ? range_node->as_int64() : std::vector<std::int64_t>{};
    if (header.size() < 2 || range.size() < 2)
      throw InputError(where(file, section.path) + "no element type, boundary count or ElementRange");
    const auto decoded = sids::decode_element_type(header[0], tree_version(tree));
    if (!decoded)
      throw InputError(where(file, section.path) + "element type " + std::to_string(header[0]) + " is invalid");
    for (const void* out :
         {static_cast<const void*>(type), static_cast<const void*>(start), static_cast<const void*>(end),
          static_cast<const void*>(nbndry), static_cast<const void*>(parent_flag)})
      require_result(out, "type, start, end, nbndry or parent_flag");
    copy_name(section.node->name, sectionname, "sectionname");
    *type = static_cast<PCGNS_ElementType_t>(*decoded);
    *start = range[0];
    *end = range[1];
    *nbndry = static_cast<int>(header[1]);
    *parent_flag = section.node->child("ParentElements") || section.node->child("ParentData") ? 1 : 0;
  });
}

}  // extern "C"
}  // namespace pcgns::capi
