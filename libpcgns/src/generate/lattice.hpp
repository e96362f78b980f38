#pragma once
// The generated box: lattice ids and the slabs of k-planes each part holds.
#include <cstdint>
#include <vector>

#include "pcgns/generate.hpp"

namespace pcgns::generate {

struct Slab {
  std::int64_t k0 = 0, k1 = 0;  // cell planes [k0, k1)
  std::int64_t planes() const { return k1 - k0; }
};

std::vector<Slab> slabs(const GlobalBox& box, int parts);

// 1-based global ids of lattice vertices and cells (i fastest).
inline std::int64_t vertex_id(const GlobalBox& b, std::int64_t i, std::int64_t j, std::int64_t k) {
  return 1 + i + (b.ni + 1) * (j + (b.nj + 1) * k);
}
inline std::int64_t cell_id(const GlobalBox& b, std::int64_t i, std::int64_t j, std::int64_t k) {
  return 1 + i + b.ni * (j + b.nj * k);
}

// Global faces of the box for NGON_n: i-faces, then j-faces, then k-faces.
std::int64_t i_face_id(const GlobalBox& b, std::int64_t i, std::int64_t j, std::int64_t k);
std::int64_t j_face_id(const GlobalBox& b, std::int64_t i, std::int64_t j, std::int64_t k);
std::int64_t k_face_id(const GlobalBox& b, std::int64_t i, std::int64_t j, std::int64_t k);
std::int64_t face_count(const GlobalBox& b);

}  // namespace pcgns::generate
