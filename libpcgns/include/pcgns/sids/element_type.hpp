#pragma once
// ElementType_t with the SIDS numbering (the value stored in an Elements_t node's data,
// checked against the official cgnslib.h) and the node count of each fixed-size type.
#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "pcgns/cgns_version.hpp"
#include "pcgns/sids/enum_names.hpp"

namespace pcgns::sids {

enum class ElementType : std::int32_t {
  ElementTypeNull = 0,
  ElementTypeUserDefined = 1,
  NODE = 2,
  BAR_2 = 3,
  BAR_3 = 4,
  TRI_3 = 5,
  TRI_6 = 6,
  QUAD_4 = 7,
  QUAD_8 = 8,
  QUAD_9 = 9,
  TETRA_4 = 10,
  TETRA_10 = 11,
  PYRA_5 = 12,
  PYRA_14 = 13,
  PENTA_6 = 14,
  PENTA_15 = 15,
  PENTA_18 = 16,
  HEXA_8 = 17,
  HEXA_20 = 18,
  HEXA_27 = 19,
  MIXED = 20,
  PYRA_13 = 21,
  NGON_n = 22,
  NFACE_n = 23,
  BAR_4 = 24,
  TRI_9 = 25,
  TRI_10 = 26,
  QUAD_12 = 27,
  QUAD_16 = 28,
  TETRA_16 = 29,
  TETRA_20 = 30,
  PYRA_21 = 31,
  PYRA_29 = 32,
  PYRA_30 = 33,
  PENTA_24 = 34,
  PENTA_38 = 35,
  PENTA_40 = 36,
  HEXA_32 = 37,
  HEXA_56 = 38,
  HEXA_64 = 39,
  BAR_5 = 40,
  TRI_12 = 41,
  TRI_15 = 42,
  QUAD_P4_16 = 43,
  QUAD_25 = 44,
  TETRA_22 = 45,
  TETRA_34 = 46,
  TETRA_35 = 47,
  PYRA_P4_29 = 48,
  PYRA_50 = 49,
  PYRA_55 = 50,
  PENTA_33 = 51,
  PENTA_66 = 52,
  PENTA_75 = 53,
  HEXA_44 = 54,
  HEXA_98 = 55,
  HEXA_125 = 56,
};

template <>
struct EnumNames<ElementType> {
  static constexpr std::string_view prefix = "ElementType";
  static constexpr std::array<std::string_view, 57> names = {
      "Null",     "UserDefined", "NODE",     "BAR_2",      "BAR_3",   "TRI_3",   "TRI_6",    "QUAD_4",     "QUAD_8",
      "QUAD_9",   "TETRA_4",     "TETRA_10", "PYRA_5",     "PYRA_14", "PENTA_6", "PENTA_15", "PENTA_18",   "HEXA_8",
      "HEXA_20",  "HEXA_27",     "MIXED",    "PYRA_13",    "NGON_n",  "NFACE_n", "BAR_4",    "TRI_9",      "TRI_10",
      "QUAD_12",  "QUAD_16",     "TETRA_16", "TETRA_20",   "PYRA_21", "PYRA_29", "PYRA_30",  "PENTA_24",   "PENTA_38",
      "PENTA_40", "HEXA_32",     "HEXA_56",  "HEXA_64",    "BAR_5",   "TRI_12",  "TRI_15",   "QUAD_P4_16", "QUAD_25",
      "TETRA_22", "TETRA_34",    "TETRA_35", "PYRA_P4_29", "PYRA_50", "PYRA_55", "PENTA_33", "PENTA_66",   "PENTA_75",
      "HEXA_44",  "HEXA_98",     "HEXA_125"};
};

// Nodes per element of a fixed-size type; 0 for MIXED, NGON_n, NFACE_n, Null and
// UserDefined, whose elements have no fixed size.
int nodes_per_element(ElementType type);
// MIXED, NGON_n and NFACE_n: the sections that carry ElementStartOffset from CGNS 4.0.
bool is_poly(ElementType type);
bool is_fixed_size(ElementType type);
// Parametric dimension of a fixed-size type (NODE 0, BAR 1, TRI/QUAD 2, volumes 3);
// NGON_n 2 and NFACE_n 3; -1 when it has none (MIXED, Null, UserDefined).
int element_dimension(ElementType type);

// Element type numbers changed over the library's history (facts from the official
// reader): files before 3.0 know no type beyond MIXED; files of version 3.0x number the
// types after PYRA_5 one higher, with PYRA_13 at 13 (moved to 21 in 3.1). Decodes an
// Elements_t type number as a file of `version` means it; nullopt when invalid.
std::optional<ElementType> decode_element_type(std::int64_t code, CgnsVersion version);
// Nodes of one MIXED entry whose type number is `code` in a file of `version`; before
// 3.2 a number NGON_n + n stood for an n-node polygon. -1 when invalid.
int mixed_entry_nodes(std::int64_t code, CgnsVersion version);

}  // namespace pcgns::sids
