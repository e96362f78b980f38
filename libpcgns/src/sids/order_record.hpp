#pragma once
// pcgns's record of creation order in partition zones. Child order is data (the official
// library numbers BCs, connections and solutions by it), but a part holds only some of a
// zone's BCs and connections, and a part file only some of a base's zones: from the
// parts alone the original order can be ambiguous. pcgns-split therefore writes, under
// each partition zone, a UserDefinedData_t ":pcgns#Order" that other readers skip:
//   Zone                  I8 [1]    the original zone's place among its base's zones (0-based)
//   Children              C1 [32,n] the original zone's children, in order
//   ZoneBC, ZoneGridConnectivity   C1 [32,n] their children, in order
// pcgns-merge follows it and leaves it out of the merged zone.
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "pcgns/node.hpp"

namespace pcgns::sids {

inline constexpr const char* kOrderRecord = ":pcgns#Order";

struct OrderRecord {
  std::int64_t zone = 0;
  std::map<std::string, std::vector<std::string>> children;  // "" for the zone's own
};

// The record of `original` (a zone of the unsplit case, the `zone`-th of its base).
Node make_order_record(const Node& original, std::int64_t zone);
// The record under a partition zone, if it has a well-formed one.
std::optional<OrderRecord> read_order_record(const Node& partition_zone);

}  // namespace pcgns::sids
