#include "generate/lattice.hpp"

#include "generate/mixed_cells.hpp"

namespace pcgns::generate {

std::int64_t GlobalBox::plane_cells() const {
  return elements == Elements::mixed || elements == Elements::tetra ? mixed::plane_elements(elements, ni, nj) : ni * nj;
}

std::vector<Slab> slabs(const GlobalBox& box, int parts) {
  std::vector<Slab> result;
  const std::int64_t base = box.nk / parts, extra = box.nk % parts;
  std::int64_t k = 0;
  for (int q = 0; q < parts; ++q) {
    const std::int64_t planes = base + (q < extra ? 1 : 0);
    result.push_back({k, k + planes});
    k += planes;
  }
  return result;
}

std::int64_t i_face_id(const GlobalBox& b, std::int64_t i, std::int64_t j, std::int64_t k) {
  return 1 + i + (b.ni + 1) * (j + b.nj * k);
}
std::int64_t j_face_id(const GlobalBox& b, std::int64_t i, std::int64_t j, std::int64_t k) {
  return (b.ni + 1) * b.nj * b.nk + 1 + i + b.ni * (j + (b.nj + 1) * k);
}
std::int64_t k_face_id(const GlobalBox& b, std::int64_t i, std::int64_t j, std::int64_t k) {
  return (b.ni + 1) * b.nj * b.nk + b.ni * (b.nj + 1) * b.nk + 1 + i + b.ni * (j + b.nj * k);
}
std::int64_t face_count(const GlobalBox& b) {
  return (b.ni + 1) * b.nj * b.nk + b.ni * (b.nj + 1) * b.nk + b.ni * b.nj * (b.nk + 1);
}

}  // namespace pcgns::generate
