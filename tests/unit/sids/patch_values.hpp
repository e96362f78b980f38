#pragma once
// Values over a structured BC patch that tell every point apart (each is where its point
// is), and a BC holding them, for the tests of cutting boundary data (split) and putting it back (merge).
#include <cstdint>
#include <vector>

#include "pcgns/node.hpp"
#include "sids/patch_order.hpp"

namespace pcgns::test {

inline double value_at(const std::vector<std::int64_t>& index) {
  // NOLINTNEXTLINE(bugprone-narrowing-conversions): a test mesh's indices, exact in a double
  return 1000.0 * index[0] + 100.0 * index[1] + index[2];
}

// One value per point of `range`, in the patch's order.
inline std::vector<double> values_over(const std::vector<std::int64_t>& range) {
  const sids::PatchOrder patch(range);
  std::vector<double> values;
  for (std::int64_t at = 0; at < patch.points(); ++at) values.push_back(value_at(patch.index_at(at)));
  return values;
}

// BC "wall" over `range` with Heating/DirichletData/T (per point, of dims `dims`, or 1-D
// when empty) and Heating/NeumannData/Flux (one value).
inline Node bc_over(const std::vector<std::int64_t>& range, Dims dims = {}, double flux = 250.0) {
  Node bc("wall", "BC_t");
  bc.add(make_data_node("PointRange", "IndexRange_t", std::vector<std::int32_t>(range.begin(), range.end()), {3, 2}));
  Node& set = bc.add(Node("Heating", "BCDataSet_t"));
  Node& dirichlet = set.add(Node("DirichletData", "BCData_t"));
  dirichlet.add(make_data_node("T", "DataArray_t", values_over(range), std::move(dims)));
  set.add(Node("NeumannData", "BCData_t")).add(make_data_node("Flux", "DataArray_t", std::vector<double>{flux}));
  return bc;
}

}  // namespace pcgns::test
