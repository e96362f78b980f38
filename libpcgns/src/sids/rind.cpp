#include "pcgns/sids/rind.hpp"

#include <algorithm>

#include "pcgns/sids/index_data.hpp"

namespace pcgns::sids {

std::vector<std::int64_t> read_rind(const NodeRef& holder, int index_dim) {
  const auto ref = holder.child("Rind");
  if (!ref) return std::vector<std::int64_t>(static_cast<std::size_t>(2 * index_dim), 0);
  expect_label(*ref, "Rind_t");
  expect_dims(*ref, {2 * index_dim}, "Rind");
  auto planes = integers(*ref);
  if (std::any_of(planes.begin(), planes.end(), [](auto p) { return p < 0; })) ref->fail("negative rind planes");
  return planes;
}

void add_rind(Node& holder, const std::vector<std::int64_t>& planes) {
  if (std::all_of(planes.begin(), planes.end(), [](auto p) { return p == 0; })) return;
  std::vector<std::int32_t> values;
  for (auto p : planes) {
    if (p < 0 || p > kMaxInt32) throw UsageError("invalid rind plane count " + std::to_string(p));
    values.push_back(static_cast<std::int32_t>(p));
  }
  holder.add(make_data_node("Rind", "Rind_t", values));
}

}  // namespace pcgns::sids
