#pragma once
// The vertices of two hexahedra side by side, the smallest unstructured zone the tests
// build by hand: a 3 x 2 x 2 lattice of unit spacing, i fastest, vertices 1 to 12; and
// the lattice of any size it is one of.
#include <vector>

#include "pcgns/sids/all.hpp"

namespace pcgns::test {

// An ni x nj x nk lattice of unit spacing, i fastest: vertex (i, j, k) is number
// 1 + i + ni * (j + nj * k).
inline void add_lattice_coordinates(Node& zone, int ni, int nj, int nk) {
  std::vector<double> x, y, z;
  for (int k = 0; k < nk; ++k)
    for (int j = 0; j < nj; ++j)
      for (int i = 0; i < ni; ++i) {
        x.push_back(i);
        y.push_back(j);
        z.push_back(k);
      }
  sids::add_coordinate(zone, "CoordinateX", x);
  sids::add_coordinate(zone, "CoordinateY", y);
  sids::add_coordinate(zone, "CoordinateZ", z);
}

inline void add_two_hexa_coordinates(Node& zone) { add_lattice_coordinates(zone, 3, 2, 2); }

}  // namespace pcgns::test
