#pragma once
// pcgns's record of creation order in partition zones. Child order is data (the official
// library numbers BCs, connections and solutions by it), but a part holds only some of a
// zone's BCs and connections, and a part file only some of a base's zones: from the
// parts alone the original order can be ambiguous. pcgns-split therefore writes, under
// each partition zone, a UserDefinedData_t ":pcgns#Order" that other readers skip:
//   Zone                  I8 [1]    the original zone's place among its base's zones (0-based)
//   Children              C1 [32,n] the original zone's children, in order
//   ZoneBC, ZoneGridConnectivity   C1 [32,n] their children, in order
//   SectionNames          C1 [32,m] the original zone's Elements_t children, in order
//   SectionRanges         I8 [3,m]  of each: ElementRange start and end, ElementSizeBoundary
//   ZoneBCRanges, ZoneGridConnectivityRanges   I8 [2*d,n] the PointRange of each child
//                                    of the container, in its order (zeros: none)
//   PerPointData          C1 [L]    the BCData_t arrays with a value per point, as paths
//                                    below the zone, one per line
// (A part holds only some of the sections, numbered from its own 1: the record gives each
// merged section its original element numbers and boundary count. The ranges let the
// merge tell a united range from one with a piece missing, and PerPointData an array of
// one value per point from a global one where every piece holds a single point.)
// pcgns-merge follows it and leaves it out of the merged zone.
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "pcgns/node.hpp"

namespace pcgns::sids {

inline constexpr const char* kOrderRecord = ":pcgns#Order";

struct SectionRecord {
  std::int64_t start = 0, end = 0;  // the original ElementRange
  std::int64_t size_boundary = 0;   // the original ElementSizeBoundary
};

struct OrderRecord {
  std::int64_t zone = 0;
  std::map<std::string, std::vector<std::string>> children;  // "" for the zone's own
  std::map<std::string, SectionRecord> sections;             // empty in older records
  // PointRanges by path below the zone ("ZoneBC/Wall"); none in older records.
  std::optional<std::map<std::string, std::vector<std::int64_t>>> ranges;
  // Paths below the zone of the BCData_t arrays with a value per point; none in older records.
  std::optional<std::set<std::string>> per_point_data;
};

// The record of `original` (a zone of the unsplit case, the `zone`-th of its base).
Node make_order_record(const Node& original, std::int64_t zone);
// The record under a partition zone, if it has a well-formed one.
std::optional<OrderRecord> read_order_record(const Node& partition_zone);

}  // namespace pcgns::sids
