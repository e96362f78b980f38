#include "dist/selection_check.hpp"

#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "pcgns/error.hpp"
#include "pcgns/tree_io.hpp"

namespace pcgns::dist {
namespace {

bool any_solution_named(const Catalog& catalog, const Selection& selection) {
  for (const auto& file : catalog.files)
    for (const Node* base : file.tree.children_with_label("CGNSBase_t"))
      for (const Node* zone : base->children_with_label("Zone_t"))
        for (const Node* solution : zone->children_with_label("FlowSolution_t"))
          if (selection.matches_solution_name(solution->name)) return true;
  return false;
}

bool any_field_named(const Catalog& catalog, const Selection& selection) {
  for (const auto& file : catalog.files)
    for (const Node* base : file.tree.children_with_label("CGNSBase_t"))
      for (const Node* zone : base->children_with_label("Zone_t"))
        for (const Node* solution : zone->children_with_label("FlowSolution_t"))
          if (selection.matches_solution_name(solution->name))
            for (const Node* field : solution->children_with_label("DataArray_t"))
              if (selection.keep_field(field->name)) return true;
  return false;
}

std::string node_path(const Node& base, const std::string& child) { return "/" + base.name + "/" + child; }

// The base's TimeValues; UsageError naming the file when it has none.
std::vector<double> time_values(const InputFile& file, const Node& base, const std::string& spec) {
  const auto holders = base.children_with_label("BaseIterativeData_t");
  const Node* values = holders.empty() ? nullptr : holders.front()->child("TimeValues");
  if (!values)
    throw UsageError("--time '" + spec + "': file '" + file.path.string() + "' has no " +
                     node_path(base, holders.empty() ? "BaseIterativeData" : holders.front()->name + "/TimeValues") +
                     " to select times from");
  Node copy = *values;
  load_data(copy);
  return copy.as_double();
}

std::string describe_steps(const std::vector<double>& times, const std::vector<std::int64_t>& steps) {
  std::ostringstream text;
  text << '{';
  for (std::size_t i = 0; i < steps.size(); ++i) text << (i ? ", " : "") << times[static_cast<std::size_t>(steps[i])];
  text << '}';
  return text.str();
}

void resolve_time(const Catalog& catalog, Selection& selection) {
  const TimeSpec& spec = *selection.time();
  std::optional<std::vector<std::int64_t>> chosen;
  std::string chosen_where;
  std::vector<double> chosen_times;
  for (const auto& file : catalog.files)
    for (const Node* base : file.tree.children_with_label("CGNSBase_t")) {
      if (base->children_with_label("Zone_t").empty()) continue;
      const auto times = time_values(file, *base, spec.text());
      std::vector<std::int64_t> steps;
      for (std::size_t s = 0; s < times.size(); ++s)
        if (spec.contains(times[s])) steps.push_back(static_cast<std::int64_t>(s));
      const std::string holder = base->children_with_label("BaseIterativeData_t").front()->name;
      const std::string where =
          "file '" + file.path.string() + "' node '" + node_path(*base, holder + "/TimeValues") + "'";
      if (steps.empty()) {
        std::ostringstream range;
        if (!times.empty()) range << " (" << times.front() << " .. " << times.back() << ")";
        throw UsageError("--time '" + spec.text() + "' selects no time step of " + where + range.str());
      }
      if (!chosen) {
        chosen = steps;
        chosen_where = where;
        chosen_times = times;
      } else if (steps != *chosen) {
        throw InputError("--time '" + spec.text() + "' selects the times " + describe_steps(times, steps) + " of " +
                         where + " but " + describe_steps(chosen_times, *chosen) + " of " + chosen_where +
                         ": the inputs' time series differ");
      }
    }
  if (chosen) selection.keep_steps(*chosen);
}

}  // namespace

void check_selection(const Catalog& catalog, Selection& selection) {
  if (selection.solutions_pattern() && !any_solution_named(catalog, selection))
    throw UsageError("--solutions '" + *selection.solutions_pattern() +
                     "' matches no FlowSolution_t node of the inputs");
  if (selection.fields_pattern() && !any_field_named(catalog, selection))
    throw UsageError("--fields '" + *selection.fields_pattern() + "' matches no field of the " +
                     (selection.solutions_pattern() ? "selected solutions" : "inputs' solutions"));
  if (selection.time()) resolve_time(catalog, selection);
}

}  // namespace pcgns::dist
