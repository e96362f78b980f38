#include "pcgns/sids/element_type.hpp"

namespace pcgns::sids {
namespace {

// Nodes per element indexed by ElementType value (0 for types of no fixed size).
constexpr std::array<int, 57> kNodesPerElement = {
    0,  0,  1,  2,  3,  3,  6,  4,  8,  9,  4,  10, 5,  14, 6,  15, 18, 8,  20, 27, 0,  13, 0,  0,  4,  9,  10, 12, 16,
    16, 20, 21, 29, 30, 24, 38, 40, 32, 56, 64, 5,  12, 15, 16, 25, 22, 34, 35, 29, 50, 55, 33, 66, 75, 44, 98, 125};

bool is_bar(ElementType t) {
  using enum ElementType;
  return t == BAR_2 || t == BAR_3 || t == BAR_4 || t == BAR_5;
}

bool is_surface(ElementType t) {
  using enum ElementType;
  switch (t) {
    case TRI_3:
    case TRI_6:
    case TRI_9:
    case TRI_10:
    case TRI_12:
    case TRI_15:
    case QUAD_4:
    case QUAD_8:
    case QUAD_9:
    case QUAD_12:
    case QUAD_16:
    case QUAD_P4_16:
    case QUAD_25:
    case NGON_n: return true;
    default: return false;
  }
}

}  // namespace

int nodes_per_element(ElementType type) {
  const auto index = static_cast<std::size_t>(type);
  return index < kNodesPerElement.size() ? kNodesPerElement[index] : 0;
}

bool is_poly(ElementType type) {
  return type == ElementType::MIXED || type == ElementType::NGON_n || type == ElementType::NFACE_n;
}

bool is_fixed_size(ElementType type) { return nodes_per_element(type) > 0; }

int element_dimension(ElementType type) {
  if (type == ElementType::NODE) return 0;
  if (is_bar(type)) return 1;
  if (is_surface(type)) return 2;
  if (type == ElementType::NFACE_n || is_fixed_size(type)) return 3;
  return -1;
}

std::optional<ElementType> decode_element_type(std::int64_t code, CgnsVersion version) {
  constexpr auto pyra5 = static_cast<std::int64_t>(ElementType::PYRA_5);
  constexpr auto ngon = static_cast<std::int64_t>(ElementType::NGON_n);
  if (version.code < 3000 && code > static_cast<std::int64_t>(ElementType::MIXED)) return std::nullopt;
  if (version.code >= 3000 && version.code < 3100 && code > pyra5 && code < ngon)
    return code == pyra5 + 1 ? ElementType::PYRA_13 : static_cast<ElementType>(code - 1);
  return enum_from_number<ElementType>(code);
}

int mixed_entry_nodes(std::int64_t code, CgnsVersion version) {
  constexpr auto mixed = static_cast<std::int64_t>(ElementType::MIXED);
  constexpr auto ngon = static_cast<std::int64_t>(ElementType::NGON_n);
  // Before 3.0 the polygon codes started one lower (NGON_n was 21).
  if (version.code < 3000 && code > mixed) ++code;
  if (version.code < 3200 && code > ngon) return static_cast<int>(code - ngon);
  const auto type = version.code < 3000 ? enum_from_number<ElementType>(code) : decode_element_type(code, version);
  return type && is_fixed_size(*type) ? nodes_per_element(*type) : -1;
}

}  // namespace pcgns::sids
