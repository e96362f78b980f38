#pragma once
// Which of the moves a round of partition refinement proposes fit a part's room. The
// moves toward (or away from) one part are ranked by gain, higher first, then by global
// cell id; they are admitted in that order while their total weight fits the room, so
// the verdict depends on the ranked list alone, not on how the cells are spread over
// the ranks. Gains are grouped in levels (a gain above the top level counts as the top
// one): every level that fits whole is admitted, the first that does not is admitted as
// a prefix in cell order, and those below it not at all.
#include <cstdint>
#include <span>

namespace pcgns::split::graph {

inline constexpr int kGainLevels = 8;

// Level of a move of gain >= 0: the gain itself, up to kGainLevels - 1.
int gain_level(std::int64_t gain);

struct MoveQuota {
  int cut_level = -1;         // levels above it are admitted whole; -1: every level
  std::int64_t cut_room = 0;  // at cut_level, the weight of the admitted prefix
};

// `level_weights`: the total weight of the moves at each level (kGainLevels entries).
// A negative room admits nothing of positive weight.
MoveQuota move_quota(std::span<const std::int64_t> level_weights, std::int64_t room);

// Whether a move at `level` is admitted when the moves before it at that level (in cell
// order), itself included, weigh `weight_through`.
bool admitted(const MoveQuota& quota, int level, std::int64_t weight_through);

}  // namespace pcgns::split::graph
