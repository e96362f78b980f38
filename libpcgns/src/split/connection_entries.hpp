#pragma once
// A structured zone's general connection as read (GridConnectivity_t at Vertex: own points
// by PointRange or PointList, donors by PointListDonor), and the reads of a run kept so
// that each connection is read once: by the resolution of donors in unstructured zones,
// then by the cut of each box.
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "pcgns/node.hpp"
#include "split/block_arrays.hpp"
#include "split/partition_layout.hpp"

namespace pcgns::split {

// Its own points (the zone's index dimension each, in the order of its donor list: a
// PointList's entries, or a PointRange's points), its donors (`width` values each),
// checked to be as many (InputError naming the connection).
struct ConnectionEntries {
  Node loaded;  // the connection, its point sets read
  std::vector<std::int64_t> points;
  std::vector<std::int64_t> donors;
  std::size_t width = 1;
  std::size_t count() const { return donors.size() / width; }
};

class ConnectionReads {
 public:
  explicit ConnectionReads(const BlockArrays& arrays) : arrays_(arrays) {}
  // `path` is the connection's path in the original tree ("/Base/Zone/ZGC/Name"); read
  // on the first call, kept for the later ones.
  const ConnectionEntries& of(const Node& connection, const std::string& path, const OriginalZone& original);

 private:
  const BlockArrays& arrays_;
  std::map<std::string, ConnectionEntries> read_;
};

}  // namespace pcgns::split
