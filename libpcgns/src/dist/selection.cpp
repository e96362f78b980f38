#include "dist/selection.hpp"

#include <vector>

#include "pcgns/error.hpp"
#include "pcgns/tree_io.hpp"
#include "sids/zone_holders.hpp"

namespace pcgns::dist {
namespace {

std::regex compile(const std::string& option, const std::string& pattern) {
  try {
    return std::regex(pattern, std::regex::ECMAScript);
  } catch (const std::regex_error& e) {
    throw UsageError(option + ": invalid regular expression '" + pattern + "': " + e.what());
  }
}

const Node* iterative_data(const Node& zone) {
  auto found = zone.children_with_label("ZoneIterativeData_t");
  return found.empty() ? nullptr : found.front();
}

// Columns of a C1 [32, steps] pointer array, padding removed.
std::vector<std::string> columns(Node pointers) {
  std::vector<std::string> names;
  load_data(pointers);  // long time series leave the array on disk
  if (pointers.dims.size() != 2 || !pointers.has_data()) return names;
  const auto width = static_cast<std::size_t>(pointers.dims[0]);
  const auto* text = reinterpret_cast<const char*>(pointers.data.data());
  for (std::int64_t s = 0; s < pointers.dims[1]; ++s) {
    std::string name(text + static_cast<std::size_t>(s) * width, width);
    name.erase(name.find_last_not_of(std::string(" \0", 2)) + 1);
    names.push_back(name);
  }
  return names;
}

// Keeps only the `kept` columns of every [width, steps] array and the `kept` values of
// every [steps] array of an iterative-data node.
void keep_columns(Node& holder, std::int64_t steps, const std::vector<std::int64_t>& kept) {
  for (Node& array : holder.children) {
    if (array.label != "DataArray_t" || array.dims.empty() || array.dims.back() != steps) continue;
    load_data(array);
    const std::size_t column = array.data.size() / static_cast<std::size_t>(steps);
    std::vector<std::byte> columns;
    for (const std::int64_t step : kept) {
      const auto first = array.data.begin() + static_cast<std::ptrdiff_t>(static_cast<std::size_t>(step) * column);
      columns.insert(columns.end(), first, first + static_cast<std::ptrdiff_t>(column));
    }
    array.data = std::move(columns);
    array.dims.back() = static_cast<std::int64_t>(kept.size());
  }
}

// The steps a ZoneIterativeData_t's pointer arrays (C1 [32, steps]) describe; none
// without one. A moving grid may name its grids and motions without any solution.
std::optional<std::int64_t> pointer_steps(const Node& data) {
  for (const Node& array : data.children)
    if (array.name.ends_with("Pointers") && array.dims.size() == 2) return array.dims[1];
  return std::nullopt;
}

}  // namespace

Selection::Selection(const SelectionOptions& options) : options_(options), latest_(options.latest) {
  if (options.solutions) solutions_ = compile("--solutions", *options.solutions);
  if (options.fields) fields_ = compile("--fields", *options.fields);
  if (options.time) time_ = TimeSpec::parse(*options.time);
}

std::vector<std::int64_t> Selection::kept_columns(std::int64_t steps) const {
  std::vector<std::int64_t> kept;
  if (steps_) {
    for (const std::int64_t step : *steps_)
      if (step < steps) kept.push_back(step);
  } else {
    for (std::int64_t step = 0; step < steps; ++step) kept.push_back(step);
  }
  if (latest_ && kept.size() > 1) kept.erase(kept.begin(), kept.end() - 1);
  return kept;
}

// Every pointer array's columns by step: a moving grid names its grids and motions in
// GridCoordinatesPointers and the motion pointers, its solutions in FlowSolutionPointers.
std::set<std::string> Selection::dropped_steps(const Node& zone) const {
  std::set<std::string> dropped;
  if (!trims_steps()) return dropped;
  const Node* data = iterative_data(zone);
  if (!data) return dropped;
  std::set<std::string> kept;
  for (const Node& pointers : data->children) {
    if (!pointers.name.ends_with("Pointers")) continue;
    const auto names = columns(pointers);
    if (names.empty()) continue;
    for (const std::int64_t step : kept_columns(static_cast<std::int64_t>(names.size())))
      kept.insert(names[static_cast<std::size_t>(step)]);
    dropped.insert(names.begin(), names.end());
  }
  for (const auto& name : kept) dropped.erase(name);
  // Nodes of the same step share the pointer's "#<step>" suffix ("CellSol#0001" goes
  // with "VertexSol#0001"), so they leave with it.
  const auto kept_suffix = [&kept](const std::string& suffix) {
    for (const auto& name : kept)
      if (name.ends_with(suffix)) return true;
    return false;
  };
  std::set<std::string> suffixes;
  for (const auto& name : dropped)
    if (const auto hash = name.rfind('#'); hash != std::string::npos && !kept_suffix(name.substr(hash)))
      suffixes.insert(name.substr(hash));
  for (const Node& child : zone.children)
    if (const auto hash = child.name.rfind('#');
        sids::is_step_node(child) && hash != std::string::npos && suffixes.contains(child.name.substr(hash)))
      dropped.insert(child.name);
  return dropped;
}

bool Selection::matches_solution_name(const std::string& solution) const {
  return !solutions_ || std::regex_search(solution, *solutions_);
}

bool Selection::keep_solution(const Node& zone, const std::string& solution) const {
  if (!matches_solution_name(solution)) return false;
  return !dropped_steps(zone).contains(solution);
}

bool Selection::keep_step_node(const Node& zone, const Node& node) const {
  return !sids::is_step_node(node) || !dropped_steps(zone).contains(node.name);
}

bool Selection::keep_field(const std::string& field) const { return !fields_ || std::regex_search(field, *fields_); }

void Selection::apply_to_zone(Node& zone) const {
  const auto dropped_step = dropped_steps(zone);
  std::vector<std::string> dropped;
  for (Node& child : zone.children) {
    if (sids::is_step_node(child) && dropped_step.contains(child.name)) {
      dropped.push_back(child.name);
      continue;
    }
    if (child.label != "FlowSolution_t") continue;
    if (!matches_solution_name(child.name)) {
      dropped.push_back(child.name);
      continue;
    }
    std::vector<std::string> fields;
    for (const Node& field : child.children)
      if (field.label == "DataArray_t" && !keep_field(field.name)) fields.push_back(field.name);
    for (const auto& name : fields) child.remove(name);
  }
  for (const auto& name : dropped) zone.remove(name);
  if (!trims_steps()) return;
  for (Node* data : zone.children_with_label("ZoneIterativeData_t"))
    if (const auto steps = pointer_steps(*data)) keep_columns(*data, *steps, kept_columns(*steps));
}

void Selection::apply_to_base(Node& base) const {
  if (!trims_steps()) return;
  for (Node* data : base.children_with_label("BaseIterativeData_t")) {
    if (!data->has_data()) continue;
    const std::int64_t steps = data->as_int64().front();
    const auto kept = kept_columns(steps);
    if (static_cast<std::int64_t>(kept.size()) == steps) continue;
    keep_columns(*data, steps, kept);
    const auto count = static_cast<std::int32_t>(kept.size());
    data->type = DataType::I4;
    data->dims = {1};
    data->data.assign(reinterpret_cast<const std::byte*>(&count), reinterpret_cast<const std::byte*>(&count) + 4);
  }
}

}  // namespace pcgns::dist
