#include "generate/mixed_cells.hpp"

#include <array>

namespace pcgns::generate::mixed {
namespace {

using sids::ElementType;

constexpr int kKinds = 4;

constexpr std::array<int, 8> kHexa{0, 1, 2, 3, 4, 5, 6, 7};
// Each pyramid's base is a face away from corner 6, listed so that its normal points at 6.
constexpr std::array<int, 5> kPyramids[3] = {{0, 1, 2, 3, 6}, {0, 3, 7, 4, 6}, {0, 4, 5, 1, 6}};
constexpr std::array<int, 6> kPrisms[2] = {{0, 1, 2, 4, 5, 6}, {0, 2, 3, 4, 6, 7}};
// The paths 0 -> 6 along the three axes in every order; an odd order is listed with its
// middle corners swapped so that every tetrahedron has a positive volume.
constexpr std::array<int, 4> kTetras[6] = {{0, 1, 2, 6}, {0, 3, 7, 6}, {0, 4, 5, 6},
                                           {0, 5, 1, 6}, {0, 2, 3, 6}, {0, 7, 4, 6}};

const std::array<Piece, 1> kHexaCell{{{ElementType::HEXA_8, kHexa}}};
const std::array<Piece, 3> kPyramidCell{
    {{ElementType::PYRA_5, kPyramids[0]}, {ElementType::PYRA_5, kPyramids[1]}, {ElementType::PYRA_5, kPyramids[2]}}};
const std::array<Piece, 2> kPrismCell{{{ElementType::PENTA_6, kPrisms[0]}, {ElementType::PENTA_6, kPrisms[1]}}};
const std::array<Piece, 6> kTetraCell{{{ElementType::TETRA_4, kTetras[0]},
                                       {ElementType::TETRA_4, kTetras[1]},
                                       {ElementType::TETRA_4, kTetras[2]},
                                       {ElementType::TETRA_4, kTetras[3]},
                                       {ElementType::TETRA_4, kTetras[4]},
                                       {ElementType::TETRA_4, kTetras[5]}}};

// The x = 0 face (corners 0, 4, 7, 3), whole or as the tetrahedra cut it (along 0-7).
constexpr std::array<int, 4> kQuad{0, 4, 7, 3};
constexpr std::array<int, 3> kTriangles[2] = {{0, 4, 7}, {0, 7, 3}};
const std::array<Piece, 1> kWholeFace{{{ElementType::QUAD_4, kQuad}}};
const std::array<Piece, 2> kCutFace{{{ElementType::TRI_3, kTriangles[0]}, {ElementType::TRI_3, kTriangles[1]}}};

constexpr int kTetraKind = 3;

int kind(Elements elements, std::int64_t i, std::int64_t j) {
  return elements == Elements::tetra ? kTetraKind : static_cast<int>((i + j) % kKinds);
}

std::int64_t pieces_of_kind(int k) { return static_cast<std::int64_t>(cell_pieces(Elements::mixed, k, 0).size()); }

// Elements of the first n cells of a row whose first cell has kind `start`.
std::int64_t row_elements(int start, std::int64_t n) {
  std::int64_t total = 0;
  for (int k = 0; k < kKinds; ++k) total += pieces_of_kind(k);
  std::int64_t count = (n / kKinds) * total;
  for (std::int64_t r = 0; r < n % kKinds; ++r) count += pieces_of_kind(static_cast<int>((start + r) % kKinds));
  return count;
}

std::int64_t inflow_of(Elements elements, std::int64_t j) {
  return static_cast<std::int64_t>(inflow_pieces(elements, j).size());
}

}  // namespace

std::span<const Piece> cell_pieces(Elements elements, std::int64_t i, std::int64_t j) {
  switch (kind(elements, i, j)) {
    case 0: return kHexaCell;
    case 1: return kPyramidCell;
    case 2: return kPrismCell;
    default: return kTetraCell;
  }
}

std::span<const Piece> inflow_pieces(Elements elements, std::int64_t j) {
  if (cell_pieces(elements, 0, j).front().type == ElementType::TETRA_4) return kCutFace;
  return kWholeFace;
}

std::int64_t plane_elements(Elements elements, std::int64_t ni, std::int64_t nj) {
  if (elements == Elements::tetra) return pieces_of_kind(kTetraKind) * ni * nj;
  std::int64_t count = 0;
  // Row j starts with kind j % 4: the rows of each starting kind, times its row's elements.
  for (std::int64_t row = 0; row < kKinds && row < nj; ++row)
    count += ((nj - row + kKinds - 1) / kKinds) * row_elements(static_cast<int>(row), ni);
  return count;
}

std::int64_t plane_inflow_faces(Elements elements, std::int64_t nj) { return first_inflow_in_plane(elements, nj); }

std::int64_t first_inflow_in_plane(Elements elements, std::int64_t j) {
  if (elements == Elements::tetra) return j * inflow_of(elements, 0);
  std::int64_t first = 0;
  for (std::int64_t row = 0; row < kKinds && row < j; ++row)
    first += ((j - row + kKinds - 1) / kKinds) * inflow_of(elements, row);
  return first;
}

}  // namespace pcgns::generate::mixed
