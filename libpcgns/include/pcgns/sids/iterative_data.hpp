#pragma once
// Time-dependent data. BaseIterativeData_t: I4 [1] data (NumberOfSteps), optional
// TimeValues (real) and IterationValues (integer), one entry per step.
// ZoneIterativeData_t (MT): optional FlowSolutionPointers, GridCoordinatesPointers...:
// C1 [32, NumberOfSteps], one 32-character (blank or NUL padded) name per step.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "pcgns/sids/base.hpp"
#include "pcgns/sids/zone.hpp"

namespace pcgns::sids {

class BaseIterativeDataView {
 public:
  explicit BaseIterativeDataView(NodeRef ref);

  const NodeRef& ref() const { return ref_; }
  const std::string& name() const { return ref_->name; }
  std::int64_t number_of_steps() const { return steps_; }
  // Empty when the node has no such array.
  const std::vector<double>& time_values() const { return times_; }
  const std::vector<std::int64_t>& iteration_values() const { return iterations_; }

 private:
  NodeRef ref_;
  std::int64_t steps_ = 0;
  std::vector<double> times_;
  std::vector<std::int64_t> iterations_;
};

class ZoneIterativeDataView {
 public:
  // `steps` (from the base's BaseIterativeData, -1 when unknown) checks pointer counts.
  ZoneIterativeDataView(NodeRef ref, std::int64_t steps = -1);

  const NodeRef& ref() const { return ref_; }
  const std::string& name() const { return ref_->name; }
  // The names held by a pointer array ("FlowSolutionPointers"), padding removed;
  // empty when absent.
  std::vector<std::string> pointers(std::string_view array_name) const;
  std::vector<std::string> flow_solution_pointers() const { return pointers("FlowSolutionPointers"); }

 private:
  NodeRef ref_;
};

std::optional<BaseIterativeDataView> base_iterative_data(const BaseView& base);
std::optional<ZoneIterativeDataView> zone_iterative_data(const ZoneView& zone, std::int64_t steps = -1);

// Adds a BaseIterativeData_t (as cg_biter_write) with TimeValues (R8) and
// IterationValues (I4) when given; each must have `steps` entries.
Node& add_base_iterative_data(Node& base, std::string name, std::int64_t steps,
                              const std::vector<double>& time_values = {},
                              const std::vector<std::int32_t>& iteration_values = {});
// Adds a ZoneIterativeData_t (as cg_ziter_write).
Node& add_zone_iterative_data(Node& zone, std::string name);
// Adds a pointer array (C1 [32, n], names blank padded as the official Fortran examples).
Node& add_pointers(Node& zone_iterative_data, std::string name, const std::vector<std::string>& names);

}  // namespace pcgns::sids
