#include "pcgns/sids/iterative_data.hpp"

#include "pcgns/sids/data_array.hpp"
#include "pcgns/sids/index_data.hpp"
#include "sids/fixed_strings.hpp"

namespace pcgns::sids {

BaseIterativeDataView::BaseIterativeDataView(NodeRef ref) : ref_(labelled(std::move(ref), "BaseIterativeData_t")) {
  expect_dims(ref_, {1}, "BaseIterativeData_t data (NumberOfSteps)");
  steps_ = integers(ref_).front();
  if (steps_ < 0) ref_.fail("negative NumberOfSteps " + std::to_string(steps_));
  if (const auto times = ref_.child("TimeValues")) {
    expect_dims(*times, {steps_}, "TimeValues (one per step)");
    times_ = DataArrayView{*times}.as_double();
  }
  if (const auto iterations = ref_.child("IterationValues")) {
    expect_dims(*iterations, {steps_}, "IterationValues (one per step)");
    iterations_ = integers(*iterations);
  }
}

ZoneIterativeDataView::ZoneIterativeDataView(NodeRef ref, std::int64_t steps)
    : ref_(labelled(std::move(ref), "ZoneIterativeData_t")) {
  for (const auto& array : data_arrays(ref_)) {
    if (array.type() != DataType::C1) continue;  // only the pointer arrays are checked
    const auto names = split_fixed_names(array.ref);
    if (steps >= 0 && static_cast<std::int64_t>(names.size()) != steps)
      array.ref.fail(std::to_string(names.size()) + " names, expected one per step (" + std::to_string(steps) + ")");
  }
}

std::vector<std::string> ZoneIterativeDataView::pointers(std::string_view array_name) const {
  if (const auto array = ref_.child(array_name)) return split_fixed_names(*array);
  return {};
}

std::optional<BaseIterativeDataView> base_iterative_data(const BaseView& base) {
  const auto refs = base.ref().children_with_label("BaseIterativeData_t");
  if (refs.empty()) return std::nullopt;
  return BaseIterativeDataView(refs.front());
}

std::optional<ZoneIterativeDataView> zone_iterative_data(const ZoneView& zone, std::int64_t steps) {
  const auto refs = zone.ref().children_with_label("ZoneIterativeData_t");
  if (refs.empty()) return std::nullopt;
  return ZoneIterativeDataView(refs.front(), steps);
}

Node& add_base_iterative_data(Node& base, std::string name, std::int64_t steps, const std::vector<double>& time_values,
                              const std::vector<std::int32_t>& iteration_values) {
  const auto check = [&](std::size_t size, const char* what) {
    if (size != 0 && static_cast<std::int64_t>(size) != steps)
      throw UsageError(std::string(what) + " of '" + name + "' needs " + std::to_string(steps) + " values, got " +
                       std::to_string(size));
  };
  check(time_values.size(), "TimeValues");
  check(iteration_values.size(), "IterationValues");
  if (steps < 0 || steps > kMaxInt32) throw UsageError("invalid NumberOfSteps " + std::to_string(steps));
  Node biter = make_data_node(std::move(name), "BaseIterativeData_t",
                              std::vector<std::int32_t>{static_cast<std::int32_t>(steps)});
  if (!time_values.empty()) add_data_array(biter, "TimeValues", time_values);
  if (!iteration_values.empty()) add_data_array(biter, "IterationValues", iteration_values);
  return base.add(std::move(biter));
}

Node& add_zone_iterative_data(Node& zone, std::string name) {
  return zone.add(Node(std::move(name), "ZoneIterativeData_t"));
}

Node& add_pointers(Node& zone_iterative_data, std::string name, const std::vector<std::string>& names) {
  std::vector<std::string_view> views(names.begin(), names.end());
  return zone_iterative_data.add(make_fixed_names_node(std::move(name), "DataArray_t", views));
}

}  // namespace pcgns::sids
