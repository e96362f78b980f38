// The collective structure calls: each builds nodes of the file's tree, with the same
// arguments on every rank, and hands back the new node's handle.
#include <string>
#include <vector>

#include "capi/c_arguments.hpp"
#include "capi/call_key.hpp"
#include "capi/error_boundary.hpp"
#include "capi/file_table.hpp"
#include "capi/handles.hpp"
#include "pcgns.h"
#include "pcgns/error.hpp"
#include "pcgns/sids/base.hpp"
#include "pcgns/sids/elements.hpp"
#include "pcgns/sids/flow_solution.hpp"
#include "pcgns/sids/grid_coordinates.hpp"
#include "pcgns/sids/zone.hpp"

namespace pcgns::capi {
namespace {

// The cell dimension of base B, 0 when there is no such base (the call fails later).
int cell_dim_or_zero(OpenFile& file, int B) {
  try {
    return base_at(file.tree(), file.name(), B).node->values<std::int32_t>()[0];
  } catch (const Error&) {
    return 0;
  }
}

sids::ZoneSizes zone_sizes(sids::ZoneType type, int index_dim, const pcgns_size_t* size) {
  if (size == nullptr) throw InputError("the size array is NULL");
  if (type == sids::ZoneType::Unstructured) return sids::ZoneSizes::unstructured(size[0], size[1], size[2]);
  std::vector<std::int64_t> vertex(size, size + index_dim);
  sids::ZoneSizes sizes = sids::ZoneSizes::structured(vertex);
  for (int d = 0; d < index_dim; ++d)
    if (size[index_dim + d] != sizes.cell[static_cast<std::size_t>(d)])
      throw InputError("structured zone: cell size " + std::to_string(size[index_dim + d]) + " in direction " +
                       std::to_string(d + 1) + " is not the vertex size less one");
  return sizes;
}

std::vector<std::string> size_words(PCGNS_ZoneType_t type, int cell_dim, const pcgns_size_t* size) {
  std::vector<std::string> words;
  const int count = type == PCGNS_Structured ? 3 * cell_dim : 3;
  for (int i = 0; size != nullptr && i < count; ++i) words.push_back(std::to_string(size[i]));
  return words;
}

}  // namespace

// The C-linkage definitions sit in the namespace of their helpers: they are the
// functions pcgns.h declares (C linkage ignores namespaces), with no using-directive
// for the unity build (PCGNS_UNITY_LIBRARY) to leak into the files after this one.
extern "C" {

int pcgns_base_write(int fn, const char* basename, int cell_dim, int phys_dim, int* B) {
  return c_call("pcgns_base_write", [&] {
    OpenFile& file = open_file(fn);
    file.define(call_key({"base", key_word(basename), std::to_string(cell_dim), std::to_string(phys_dim)}),
                [&](Node& tree) {
                  require_result(B, "B");
                  const std::string name = node_name(basename, "base name");
                  Node& base = building(file, root_of(tree), name,
                                        [&]() -> Node& { return sids::add_base(tree, name, cell_dim, phys_dim); });
                  *B = handle_of(tree, tree, base);
                });
  });
}

int pcgns_zone_write(int fn, int B, const char* zonename, const pcgns_size_t* size, PCGNS_ZoneType_t type, int* Z) {
  return c_call("pcgns_zone_write", [&] {
    OpenFile& file = open_file(fn);
    const int cell_dim = cell_dim_or_zero(file, B);
    std::vector<std::string> words{"zone", std::to_string(B), key_word(zonename), std::to_string(type)};
    for (auto& word : size_words(type, cell_dim, size)) words.push_back(word);
    file.define(call_key(words), [&](Node& tree) {
      require_result(Z, "Z");
      const Located base = base_at(tree, file.name(), B);
      const std::string name = node_name(zonename, "zone name");
      const sids::ZoneType zone_type = zone_type_of(type);
      Node& zone = building(file, base, name, [&]() -> Node& {
        Node made = sids::make_zone(*base.node, name, zone_type, zone_sizes(zone_type, cell_dim, size));
        return add_child(tree, *base.node, std::move(made));
      });
      *Z = handle_of(tree, *base.node, zone);
    });
  });
}

int pcgns_coord_write(int fn, int B, int Z, PCGNS_DataType_t type, const char* coordname, int* C) {
  return c_call("pcgns_coord_write", [&] {
    OpenFile& file = open_file(fn);
    const std::vector<std::string> words{"coord", std::to_string(B), std::to_string(Z), std::to_string(type),
                                         key_word(coordname)};
    file.define(call_key(words), [&](Node& tree) {
      require_result(C, "C");
      const Located zone = zone_at(tree, file.name(), B, Z);
      const std::string name = node_name(coordname, "coordinate name");
      const DataType data_type = data_type_of(type);
      Node& grid = building(file, zone, "GridCoordinates/" + name,
                            [&]() -> Node& { return sids::add_coordinates(*zone.node, data_type, {name}); });
      *C = handle_of(tree, grid, *grid.child(name));
    });
  });
}

int pcgns_section_write(int fn, int B, int Z, const char* sectionname, PCGNS_ElementType_t type, pcgns_size_t start,
                        pcgns_size_t end, int nbndry, int* S) {
  return c_call("pcgns_section_write", [&] {
    OpenFile& file = open_file(fn);
    const std::vector<std::string> words{"section",
                                         std::to_string(B),
                                         std::to_string(Z),
                                         key_word(sectionname),
                                         std::to_string(type),
                                         std::to_string(start),
                                         std::to_string(end),
                                         std::to_string(nbndry)};
    file.define(call_key(words), [&](Node& tree) {
      require_result(S, "S");
      const Located zone = zone_at(tree, file.name(), B, Z);
      const std::string name = node_name(sectionname, "section name");
      const sids::ElementType element_type = fixed_element_type_of(type);
      Node& section = building(file, zone, name, [&]() -> Node& {
        if (start < 1 || end < start)
          throw InputError("element range " + std::to_string(start) + ".." + std::to_string(end) +
                           " is not 1 <= start <= end");
        return sids::add_section(*zone.node, name, element_type, start, end, nbndry);
      });
      *S = handle_of(tree, *zone.node, section);
    });
  });
}

int pcgns_sol_write(int fn, int B, int Z, const char* solname, PCGNS_GridLocation_t location, int* S) {
  return c_call("pcgns_sol_write", [&] {
    OpenFile& file = open_file(fn);
    const std::vector<std::string> words{"sol", std::to_string(B), std::to_string(Z), key_word(solname),
                                         std::to_string(location)};
    file.define(call_key(words), [&](Node& tree) {
      require_result(S, "S");
      const Located zone = zone_at(tree, file.name(), B, Z);
      const std::string name = node_name(solname, "solution name");
      const sids::GridLocation grid_location = grid_location_of(location);
      Node& solution =
          building(file, zone, name, [&]() -> Node& { return sids::add_solution(*zone.node, name, grid_location); });
      *S = handle_of(tree, *zone.node, solution);
    });
  });
}

int pcgns_field_write(int fn, int B, int Z, int S, PCGNS_DataType_t type, const char* fieldname, int* F) {
  return c_call("pcgns_field_write", [&] {
    OpenFile& file = open_file(fn);
    const std::vector<std::string> words{"field",           std::to_string(B),    std::to_string(Z),
                                         std::to_string(S), std::to_string(type), key_word(fieldname)};
    file.define(call_key(words), [&](Node& tree) {
      require_result(F, "F");
      const Located zone = zone_at(tree, file.name(), B, Z);
      const Located solution = solution_at(tree, file.name(), B, Z, S);
      const std::string name = node_name(fieldname, "field name");
      const DataType data_type = data_type_of(type);
      Node& field = building(file, solution, name, [&]() -> Node& {
        return sids::add_field(*zone.node, solution.node->name, name, data_type);
      });
      *F = handle_of(tree, *solution.node, field);
    });
  });
}

}  // extern "C"
}  // namespace pcgns::capi
