#pragma once
// What of each zone is carried into the output: --solutions and --fields select
// FlowSolution_t nodes and their fields by name; --latest keeps only the last time
// step (the solutions named in the last column of FlowSolutionPointers, plus any
// solution that is not part of the time series) and trims the iterative data to match.
#include <optional>
#include <regex>
#include <set>
#include <string>

#include "pcgns/node.hpp"

namespace pcgns::dist {

// The command line's choice: everything when nothing is set.
struct SelectionOptions {
  std::optional<std::string> solutions;  // ECMAScript regex over FlowSolution names
  std::optional<std::string> fields;     // ECMAScript regex over field names
  bool latest = false;                   // only the last time step
};

class Selection {
 public:
  // UsageError for an invalid regular expression.
  explicit Selection(const SelectionOptions& options);

  // Removes from a copy of a zone what is not selected; trims ZoneIterativeData.
  void apply_to_zone(Node& zone) const;
  // Trims BaseIterativeData_t to the last step when --latest.
  void apply_to_base(Node& base) const;
  bool keep_solution(const Node& zone, const std::string& solution) const;
  bool keep_field(const std::string& field) const;

 private:
  std::set<std::string> earlier_steps(const Node& zone) const;

  std::optional<std::regex> solutions_;
  std::optional<std::regex> fields_;
  bool latest_ = false;
};

}  // namespace pcgns::dist
