#pragma once
// One Elements_t node of type NGON_n, NFACE_n or MIXED, converted between the CGNS
// layouts before and from 4.0 (see pcgns/poly_layout.hpp).
#include <string>

#include "pcgns/node.hpp"

namespace pcgns::tree {

inline constexpr int kMixed = 20;
inline constexpr int kNgon = 22;
inline constexpr int kNface = 23;

// The ElementType of an Elements_t node; -1 when not an Elements_t with loaded data.
int element_type_of(const Node& section);
bool is_poly_section(const Node& section);
bool has_start_offset(const Node& section);
// Whether the connectivity (and offsets) can be converted: loaded, on disk, or empty.
bool poly_arrays_available(const Node& section);

// 4.x -> 3.x: NGON/NFACE get per-element counts back, ElementStartOffset is removed.
void to_count_layout(Node& section, const std::string& path);
// 3.x -> 4.x: counts stripped from NGON/NFACE, ElementStartOffset built.
void to_offset_layout(Node& section, const std::string& path);

}  // namespace pcgns::tree
