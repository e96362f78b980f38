#include "merge/held_steps.hpp"

#include <algorithm>
#include <optional>
#include <set>
#include <sstream>

#include "dist/selection_check.hpp"
#include "dist/time_spec.hpp"
#include "io/broadcast_tree.hpp"
#include "pcgns/error.hpp"
#include "pcgns/mpi/agreement.hpp"
#include "pcgns/mpi_rank.hpp"
#include "pcgns/tree_io.hpp"

namespace pcgns::merge {
namespace {

using dist::StepValues;

// The values that tell a base's steps apart; none when it has no BaseIterativeData
// TimeValues or IterationValues.
std::optional<StepValues> step_values(const Node& base) {
  return dist::step_values(base, {"TimeValues", "IterationValues"});
}

StepValues require_step_values(const Node& base, const std::string& file) {
  auto found = step_values(base);
  if (!found)
    throw InputError("--new-times: file '" + file + "' base '/" + base.name +
                     "' has no BaseIterativeData_t with TimeValues or IterationValues to tell its time steps apart");
  return std::move(*found);
}

bool has_zones(const Node& base) { return !base.children_with_label("Zone_t").empty(); }

// What of the output the steps and the case's zones are told by: its version node and,
// of each base with zones, the base, its iterative data (values loaded) and its zones,
// all without children of their own. Small enough to broadcast.
Node summary_of(const Node& tree, const std::string& output) {
  Node summary = without_children(tree);
  summary.add(*tree.child("CGNSLibraryVersion"));
  for (const Node* base : tree.children_with_label("CGNSBase_t")) {
    if (!has_zones(*base)) continue;
    require_step_values(*base, output);
    Node& kept = summary.add(without_children(*base));
    Node data = *base->children_with_label("BaseIterativeData_t").front();
    for (Node& array : data.children) load_data(array);
    kept.add(std::move(data));
    for (const Node* zone : base->children_with_label("Zone_t")) kept.add(without_children(*zone));
  }
  return summary;
}

HeldSteps held_of(const Node& summary) {
  HeldSteps held;
  held.version = tree_version(summary);
  for (const Node* base : summary.children_with_label("CGNSBase_t")) {
    held.keys[base->name] = step_values(*base)->values;
    for (const Node* zone : base->children_with_label("Zone_t")) held.zones[base->name].insert(zone->name);
  }
  return held;
}

bool is_held(const std::vector<double>& held, double value) {
  return std::any_of(held.begin(), held.end(), [value](double h) { return dist::same_time(h, value); });
}

// The steps of one input base that are not held; InputError for one that comes before
// the last held step.
std::vector<std::int64_t> new_steps(const StepValues& input, const std::vector<double>& held, const std::string& where,
                                    const std::filesystem::path& output) {
  std::vector<std::int64_t> steps;
  const double last = held.empty() ? 0 : *std::max_element(held.begin(), held.end());
  for (std::size_t s = 0; s < input.values.size(); ++s) {
    const double value = input.values[s];
    if (is_held(held, value)) continue;
    if (!held.empty() && value < last) {
      std::ostringstream text;
      text << "--new-times: step " << value << " of " << where << " comes before " << last
           << ", the last step of output '" << output.string()
           << "', which it does not hold: --new-times only appends; merge again with --force";
      throw InputError(text.str());
    }
    steps.push_back(static_cast<std::int64_t>(s));
  }
  return steps;
}

}  // namespace

std::optional<HeldSteps> read_held_steps(MPI_Comm comm, const std::filesystem::path& output) {
  Node summary;  // no children: no output yet
  mpi::run_agreed(comm, [&] {
    if (rank_of(comm) != 0) return;
    std::error_code ec;
    if (!std::filesystem::exists(output, ec)) return;
    const Node tree = read_tree(output);
    tree_version(tree);  // InputError without a version node, agreed
    summary = summary_of(tree, output.string());
  });
  io::broadcast_tree(comm, 0, summary);
  if (summary.children.empty()) return std::nullopt;
  return held_of(summary);
}

void check_same_zones(const std::vector<dist::BaseGroup>& bases, const HeldSteps& held,
                      const std::filesystem::path& output) {
  const auto differs = [&output](const std::string& path, const std::string& what) {
    return InputError("--new-times: output '" + output.string() + "' and the inputs are not the same case: node '" +
                      path + "': " + what + "; merge them into a new output instead");
  };
  for (const auto& base : bases) {
    const auto found = held.zones.find(base.name);
    std::set<std::string> inputs;
    for (const auto& zone : base.zones) {
      inputs.insert(zone.name);
      if (found == held.zones.end() || !found->second.contains(zone.name))
        throw differs("/" + base.name + "/" + zone.name, "the inputs have it, the output does not");
    }
    if (found == held.zones.end()) continue;
    for (const auto& name : found->second)
      if (!inputs.contains(name)) throw differs("/" + base.name + "/" + name, "the output has it, the inputs do not");
  }
  for (const auto& held_base : held.zones) {
    const std::string& name = held_base.first;
    if (std::none_of(bases.begin(), bases.end(), [&name](const dist::BaseGroup& b) { return b.name == name; }))
      throw differs("/" + name, "the output has it, the inputs do not");
  }
}

std::vector<std::int64_t> steps_to_append(const dist::Catalog& catalog, const HeldSteps& held,
                                          const std::filesystem::path& output) {
  const auto choose = [&](const dist::InputFile& file, const Node& base) {
    const auto held_keys = held.keys.find(base.name);
    if (held_keys == held.keys.end())
      throw InputError("--new-times: base '/" + base.name + "' of file '" + file.path.string() +
                       "' is not in output '" + output.string() + "': the inputs are another case");
    StepValues input = require_step_values(base, file.path.string());
    dist::ChosenSteps chosen;
    chosen.where = "file '" + file.path.string() + "' node '" + input.node + "'";
    chosen.steps = new_steps(input, held_keys->second, chosen.where, output);
    chosen.values = std::move(input.values);
    return chosen;
  };
  const auto differ = [](const dist::ChosenSteps& found, const dist::ChosenSteps& first) {
    return "--new-times: the steps " + dist::describe_steps(found.values, found.steps) + " of " + found.where +
           " are new, but " + dist::describe_steps(first.values, first.steps) + " of " + first.where +
           ": the inputs' time series differ";
  };
  return dist::agreed_steps(catalog, choose, differ).value_or(std::vector<std::int64_t>{});
}

}  // namespace pcgns::merge
