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
  if (auto found = step_values(base, {"TimeValues"})) return std::move(found->values);
  const auto holders = base.children_with_label("BaseIterativeData_t");
  throw UsageError("--time '" + spec + "': file '" + file.path.string() + "' has no " +
                   node_path(base, holders.empty() ? "BaseIterativeData" : holders.front()->name + "/TimeValues") +
                   " to select times from");
}

// The steps of one base whose time the spec names; UsageError when it names none.
ChosenSteps timed_steps(const InputFile& file, const Node& base, const TimeSpec& spec) {
  ChosenSteps chosen;
  chosen.values = time_values(file, base, spec.text());
  for (std::size_t s = 0; s < chosen.values.size(); ++s)
    if (spec.contains(chosen.values[s])) chosen.steps.push_back(static_cast<std::int64_t>(s));
  const std::string holder = base.children_with_label("BaseIterativeData_t").front()->name;
  chosen.where = "file '" + file.path.string() + "' node '" + node_path(base, holder + "/TimeValues") + "'";
  if (chosen.steps.empty()) {
    std::ostringstream range;
    if (!chosen.values.empty()) range << " (" << chosen.values.front() << " .. " << chosen.values.back() << ")";
    throw UsageError("--time '" + spec.text() + "' selects no time step of " + chosen.where + range.str());
  }
  return chosen;
}

void resolve_time(const Catalog& catalog, Selection& selection) {
  const TimeSpec& spec = *selection.time();
  const auto chosen = agreed_steps(
      catalog, [&spec](const InputFile& file, const Node& base) { return timed_steps(file, base, spec); },
      [&spec](const ChosenSteps& found, const ChosenSteps& first) {
        return "--time '" + spec.text() + "' selects the times " + describe_steps(found.values, found.steps) + " of " +
               found.where + " but " + describe_steps(first.values, first.steps) + " of " + first.where +
               ": the inputs' time series differ";
      });
  if (chosen) selection.keep_steps(*chosen);
}

}  // namespace

std::optional<StepValues> step_values(const Node& base, std::initializer_list<const char*> names) {
  const auto holders = base.children_with_label("BaseIterativeData_t");
  if (holders.empty()) return std::nullopt;
  for (const char* name : names)
    if (const Node* values = holders.front()->child(name)) {
      Node copy = *values;
      load_data(copy);  // long series stay on disk
      return StepValues{node_path(base, holders.front()->name + "/" + name), copy.as_double()};
    }
  return std::nullopt;
}

std::optional<std::vector<std::int64_t>> agreed_steps(
    const Catalog& catalog, const std::function<ChosenSteps(const InputFile&, const Node& base)>& choose,
    const std::function<std::string(const ChosenSteps& found, const ChosenSteps& first)>& differ) {
  std::optional<ChosenSteps> first;
  for (const auto& file : catalog.files)
    for (const Node* base : file.tree.children_with_label("CGNSBase_t")) {
      if (base->children_with_label("Zone_t").empty()) continue;
      ChosenSteps found = choose(file, *base);
      if (!first) first = std::move(found);
      else if (found.steps != first->steps) throw InputError(differ(found, *first));
    }
  if (!first) return std::nullopt;
  return std::move(first->steps);
}

std::string describe_steps(const std::vector<double>& values, const std::vector<std::int64_t>& steps) {
  std::ostringstream text;
  text << '{';
  for (std::size_t i = 0; i < steps.size(); ++i) text << (i ? ", " : "") << values[static_cast<std::size_t>(steps[i])];
  text << '}';
  return text.str();
}

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
