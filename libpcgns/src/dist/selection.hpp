#pragma once
// What of each zone is carried into the output: --solutions and --fields select
// FlowSolution_t nodes and their fields by name; --time keeps the time steps whose
// TimeValues it names and --latest the last of them (or of all steps): the step nodes
// (solutions, grids, motions) named in the kept columns of the zone's pointer arrays
// stay, with any that is not part of the time series, and the iterative data is trimmed
// to the kept steps.
#include <cstdint>
#include <optional>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "dist/time_spec.hpp"
#include "pcgns/node.hpp"
#include "pcgns/selection_options.hpp"

namespace pcgns::dist {

using SelectionOptions = pcgns::SelectionOptions;

class Selection {
 public:
  // UsageError for an invalid regular expression or time spec.
  explicit Selection(const SelectionOptions& options);

  // Removes from a copy of a zone what is not selected; trims ZoneIterativeData.
  void apply_to_zone(Node& zone) const;
  // Trims BaseIterativeData_t to the kept steps.
  void apply_to_base(Node& base) const;
  bool keep_solution(const Node& zone, const std::string& solution) const;
  bool keep_field(const std::string& field) const;
  // False for a step node (a grid, motion or solution) of a step the selection leaves out.
  bool keep_step_node(const Node& zone, const Node& node) const;

  // What the case-level checks (selection_check.hpp) need.
  bool matches_solution_name(const std::string& solution) const;
  const std::optional<std::string>& solutions_pattern() const { return options_.solutions; }
  const std::optional<std::string>& fields_pattern() const { return options_.fields; }
  const std::optional<TimeSpec>& time() const { return time_; }
  // The steps --time names (0-based, ascending), found from the inputs' TimeValues.
  void keep_steps(std::vector<std::int64_t> steps) { steps_ = std::move(steps); }

 private:
  bool trims_steps() const { return latest_ || steps_.has_value(); }
  std::vector<std::int64_t> kept_columns(std::int64_t steps) const;
  std::set<std::string> dropped_steps(const Node& zone) const;

  SelectionOptions options_;
  std::optional<std::regex> solutions_;
  std::optional<std::regex> fields_;
  bool latest_ = false;
  std::optional<TimeSpec> time_;
  std::optional<std::vector<std::int64_t>> steps_;
};

}  // namespace pcgns::dist
