#pragma once
// Global ids 1..n spread over the ranks of a communicator in contiguous blocks: the
// first n % P ranks hold one id more. A rank's block is the part of a merged array it
// writes, so every rank writes one contiguous range.
#include <cstdint>

namespace pcgns::exchange {

class BlockDistribution {
 public:
  BlockDistribution(std::int64_t n, int ranks);
  std::int64_t size() const { return n_; }
  int ranks() const { return ranks_; }
  std::int64_t first(int rank) const;  // 1-based id of the rank's first element
  std::int64_t count(int rank) const;  // 0 when there are more ranks than ids
  int owner(std::int64_t id) const;    // id in 1..n

 private:
  std::int64_t n_;
  int ranks_;
  std::int64_t base_;   // ids per rank, rounded down
  std::int64_t extra_;  // ranks holding one more
};

}  // namespace pcgns::exchange
