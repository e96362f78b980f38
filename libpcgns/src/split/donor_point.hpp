#pragma once
// Where a donor point of a connection lands once its zone is cut: the part holding it
// and its local id (vertex or element number) there.
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace pcgns::split {

struct DonorPoint {
  int part = 0;
  std::int64_t local = 0;
};

// The donors of a structured zone's general connection towards an unstructured zone,
// resolved in the donor's partitions before the boxes are built: resolving is
// collective, and a box is built by the rank holding its part alone. Each rank holds
// the entries of the boxes it builds.
struct ResolvedDonors {
  std::string zone;                           // the donor zone's name
  std::map<std::int64_t, DonorPoint> points;  // by entry of the original list (0-based)
};
using ConnectionDonors = std::map<std::string, ResolvedDonors>;  // by connection path "/Base/Zone/ZGC/Name"

}  // namespace pcgns::split
