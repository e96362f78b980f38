#pragma once
// The vertices of two hexahedra side by side, the smallest unstructured zone the tests
// build by hand: a 3 x 2 x 2 lattice of unit spacing, i fastest, vertices 1 to 12.
#include <vector>

#include "pcgns/sids/all.hpp"

namespace pcgns::test {

inline void add_two_hexa_coordinates(Node& zone) {
  std::vector<double> x, y, z;
  for (int k = 0; k < 2; ++k)
    for (int j = 0; j < 2; ++j)
      for (int i = 0; i < 3; ++i) {
        x.push_back(i);
        y.push_back(j);
        z.push_back(k);
      }
  sids::add_coordinate(zone, "CoordinateX", x);
  sids::add_coordinate(zone, "CoordinateY", y);
  sids::add_coordinate(zone, "CoordinateZ", z);
}

}  // namespace pcgns::test
