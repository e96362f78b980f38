#pragma once
// The C API's arguments turned into the library's types: the PCGNS_ enumerations (the
// official numeric values) and node names. Each refuses what the library cannot write
// with an InputError naming the argument.
#include <cstdint>
#include <string>

#include "pcgns.h"
#include "pcgns/data_type.hpp"
#include "pcgns/sids/bc_type.hpp"
#include "pcgns/sids/element_type.hpp"
#include "pcgns/sids/grid_location.hpp"
#include "pcgns/sids/zone.hpp"

namespace pcgns::capi {

DataType data_type_of(PCGNS_DataType_t type);
// The PCGNS_ data type of an array read from a file (DataTypeNull for types the API has
// no name for, such as U4).
PCGNS_DataType_t c_data_type(DataType type);
sids::ZoneType zone_type_of(PCGNS_ZoneType_t type);
// Fixed-size element types only (pcgns_section_write; the poly types have their own call).
sids::ElementType fixed_element_type_of(PCGNS_ElementType_t type);
// MIXED, NGON_n and NFACE_n only (pcgns_poly_section_write).
sids::ElementType poly_element_type_of(PCGNS_ElementType_t type);
sids::GridLocation grid_location_of(PCGNS_GridLocation_t location);
// Any BCType of cgnslib.h (Null and UserDefined included, as the official library takes them).
sids::BCType bc_type_of(PCGNS_BCType_t type);
// The types pcgns_array_write takes: data_type_of's and Character (C1).
DataType array_data_type_of(PCGNS_DataType_t type);
// A CGNS node name: not NULL, 1 to 32 characters, no '/'.
std::string node_name(const char* text, const char* what);
// Throws InputError when a result pointer is NULL.
void require_result(const void* out, const char* what);

}  // namespace pcgns::capi
