#include "capi/c_arguments.hpp"

#include <cstring>

#include "pcgns/error.hpp"

namespace pcgns::capi {

DataType data_type_of(PCGNS_DataType_t type) {
  switch (type) {
    case PCGNS_Integer: return DataType::I4;
    case PCGNS_LongInteger: return DataType::I8;
    case PCGNS_RealSingle: return DataType::R4;
    case PCGNS_RealDouble: return DataType::R8;
    default:
      throw InputError("data type " + std::to_string(type) +
                       " is not one of Integer, LongInteger, "
                       "RealSingle, RealDouble");
  }
}

PCGNS_DataType_t c_data_type(DataType type) {
  switch (type) {
    case DataType::I4: return PCGNS_Integer;
    case DataType::I8: return PCGNS_LongInteger;
    case DataType::R4: return PCGNS_RealSingle;
    case DataType::R8: return PCGNS_RealDouble;
    case DataType::C1: return PCGNS_Character;
    default: return PCGNS_DataTypeNull;
  }
}

sids::ZoneType zone_type_of(PCGNS_ZoneType_t type) {
  if (type == PCGNS_Structured) return sids::ZoneType::Structured;
  if (type == PCGNS_Unstructured) return sids::ZoneType::Unstructured;
  throw InputError("zone type " + std::to_string(type) + " is neither Structured nor Unstructured");
}

sids::ElementType fixed_element_type_of(PCGNS_ElementType_t type) {
  if (type < PCGNS_NODE || type > PCGNS_HEXA_27)
    throw InputError("element type " + std::to_string(type) + " is not a fixed-size type (NODE .. HEXA_27)");
  return static_cast<sids::ElementType>(type);
}

sids::ElementType poly_element_type_of(PCGNS_ElementType_t type) {
  if (type != PCGNS_MIXED && type != PCGNS_NGON_n && type != PCGNS_NFACE_n)
    throw InputError("element type " + std::to_string(type) + " is not MIXED, NGON_n or NFACE_n");
  return static_cast<sids::ElementType>(type);
}

sids::GridLocation grid_location_of(PCGNS_GridLocation_t location) {
  if (location < PCGNS_Vertex || location > PCGNS_EdgeCenter)
    throw InputError("grid location " + std::to_string(location) + " is not Vertex .. EdgeCenter");
  return static_cast<sids::GridLocation>(location);
}

sids::BCType bc_type_of(PCGNS_BCType_t type) {
  if (type < PCGNS_BCTypeNull || type > PCGNS_FamilySpecified)
    throw InputError("BC type " + std::to_string(type) + " is not a BCType_t of cgnslib.h (0 .. 25)");
  return static_cast<sids::BCType>(type);
}

DataType array_data_type_of(PCGNS_DataType_t type) {
  if (type == PCGNS_Character) return DataType::C1;
  return data_type_of(type);
}

std::string node_name(const char* text, const char* what) {
  if (text == nullptr) throw InputError(std::string(what) + " is NULL");
  const std::size_t length = std::strlen(text);
  if (length == 0 || length > 32 || std::strchr(text, '/') != nullptr)
    throw InputError(std::string(what) + " '" + text + "' is not a CGNS name (1 to 32 characters, no '/')");
  return text;
}

void require_result(const void* out, const char* what) {
  if (out == nullptr) throw InputError(std::string("the result pointer ") + what + " is NULL");
}

}  // namespace pcgns::capi
