#include "pcgns/exchange/block_distribution.hpp"

#include "pcgns/error.hpp"

namespace pcgns::exchange {

BlockDistribution::BlockDistribution(std::int64_t n, int ranks)
    : n_(n), ranks_(ranks), base_(ranks > 0 ? n / ranks : 0), extra_(ranks > 0 ? n % ranks : 0) {
  if (n < 0 || ranks < 1)
    throw InternalError("block distribution of " + std::to_string(n) + " ids over " + std::to_string(ranks) + " ranks");
}

std::int64_t BlockDistribution::first(int rank) const {
  const std::int64_t r = rank;
  return 1 + r * base_ + (r < extra_ ? r : extra_);
}

std::int64_t BlockDistribution::count(int rank) const { return base_ + (rank < extra_ ? 1 : 0); }

int BlockDistribution::owner(std::int64_t id) const {
  const std::int64_t index = id - 1;
  const std::int64_t wide = extra_ * (base_ + 1);  // ids held by the ranks with one more
  if (index < wide) return static_cast<int>(index / (base_ + 1));
  return static_cast<int>(extra_ + (index - wide) / base_);
}

}  // namespace pcgns::exchange
