#include "split/graph/weight_view.hpp"

#include <numeric>

namespace pcgns::split::graph {

std::int64_t WeightView::total() const {
  return given_.empty() ? cells_ : std::accumulate(given_.begin(), given_.end(), std::int64_t{0});
}

std::vector<std::int64_t> WeightView::materialized() const {
  if (given_.empty()) return std::vector<std::int64_t>(size(), 1);
  return {given_.begin(), given_.end()};
}

}  // namespace pcgns::split::graph
