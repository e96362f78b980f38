#include "dist/selection.hpp"

#include <vector>

#include "pcgns/error.hpp"
#include "pcgns/tree_io.hpp"

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

// Keeps only the last column of every [width, steps] array and the last value of every
// [steps] array of an iterative-data node.
void keep_last_step(Node& holder, std::int64_t steps) {
  for (Node& array : holder.children) {
    if (array.label != "DataArray_t" || array.dims.empty() || array.dims.back() != steps) continue;
    load_data(array);
    const std::size_t column = array.data.size() / static_cast<std::size_t>(steps);
    array.data.erase(array.data.begin(), array.data.end() - static_cast<std::ptrdiff_t>(column));
    array.dims.back() = 1;
  }
}

}  // namespace

Selection::Selection(const SelectionOptions& options) : latest_(options.latest) {
  if (options.solutions) solutions_ = compile("--solutions", *options.solutions);
  if (options.fields) fields_ = compile("--fields", *options.fields);
}

std::set<std::string> Selection::earlier_steps(const Node& zone) const {
  std::set<std::string> earlier;
  if (!latest_) return earlier;
  const Node* data = iterative_data(zone);
  const Node* pointers = data ? data->child("FlowSolutionPointers") : nullptr;
  if (!pointers) return earlier;
  auto names = columns(*pointers);
  if (names.empty()) return earlier;
  const std::string last = names.back();
  names.pop_back();
  for (auto& name : names)
    if (name != last) earlier.insert(name);
  // Solutions of the same step share the pointer's "#<step>" suffix ("CellSol#0001"
  // goes with "VertexSol#0001"), so they leave with it.
  std::set<std::string> suffixes;
  for (const auto& name : earlier)
    if (const auto hash = name.rfind('#'); hash != std::string::npos && !last.ends_with(name.substr(hash)))
      suffixes.insert(name.substr(hash));
  for (const Node& child : zone.children)
    if (const auto hash = child.name.rfind('#');
        child.label == "FlowSolution_t" && hash != std::string::npos && suffixes.contains(child.name.substr(hash)))
      earlier.insert(child.name);
  return earlier;
}

bool Selection::keep_solution(const Node& zone, const std::string& solution) const {
  if (solutions_ && !std::regex_search(solution, *solutions_)) return false;
  return !earlier_steps(zone).contains(solution);
}

bool Selection::keep_field(const std::string& field) const { return !fields_ || std::regex_search(field, *fields_); }

void Selection::apply_to_zone(Node& zone) const {
  const auto earlier = earlier_steps(zone);
  std::vector<std::string> dropped;
  for (Node& child : zone.children) {
    if (child.label != "FlowSolution_t") continue;
    if ((solutions_ && !std::regex_search(child.name, *solutions_)) || earlier.contains(child.name)) {
      dropped.push_back(child.name);
      continue;
    }
    std::vector<std::string> fields;
    for (const Node& field : child.children)
      if (field.label == "DataArray_t" && !keep_field(field.name)) fields.push_back(field.name);
    for (const auto& name : fields) child.remove(name);
  }
  for (const auto& name : dropped) zone.remove(name);
  if (!latest_) return;
  for (Node* data : zone.children_with_label("ZoneIterativeData_t"))
    if (const Node* pointers = data->child("FlowSolutionPointers"); pointers && pointers->dims.size() == 2)
      keep_last_step(*data, pointers->dims[1]);
}

void Selection::apply_to_base(Node& base) const {
  if (!latest_) return;
  for (Node* data : base.children_with_label("BaseIterativeData_t")) {
    if (!data->has_data()) continue;
    const std::int64_t steps = data->as_int64().front();
    if (steps <= 1) continue;
    keep_last_step(*data, steps);
    const std::int32_t one = 1;
    data->type = DataType::I4;
    data->dims = {1};
    data->data.assign(reinterpret_cast<const std::byte*>(&one), reinterpret_cast<const std::byte*>(&one) + 4);
  }
}

}  // namespace pcgns::dist
