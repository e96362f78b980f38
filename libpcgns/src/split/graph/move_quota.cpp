#include "split/graph/move_quota.hpp"

#include <algorithm>

namespace pcgns::split::graph {

int gain_level(std::int64_t gain) { return static_cast<int>(std::clamp<std::int64_t>(gain, 0, kGainLevels - 1)); }

MoveQuota move_quota(std::span<const std::int64_t> level_weights, std::int64_t room) {
  room = std::max<std::int64_t>(room, 0);
  for (int level = kGainLevels - 1; level >= 0; --level) {
    const std::int64_t weight = level_weights[static_cast<std::size_t>(level)];
    if (weight > room) return {level, room};
    room -= weight;
  }
  return {-1, room};
}

bool admitted(const MoveQuota& quota, int level, std::int64_t weight_through) {
  if (level != quota.cut_level) return level > quota.cut_level;
  return weight_through <= quota.cut_room;
}

}  // namespace pcgns::split::graph
