#include "split/unstructured/distinct_ids.hpp"

namespace pcgns::split {

std::vector<std::int64_t> distinct_ids(std::span<const std::int64_t> ids) {
  return distinct_ids_of([&](auto&& visit) {
    for (const auto id : ids) visit(id);
  });
}

}  // namespace pcgns::split
