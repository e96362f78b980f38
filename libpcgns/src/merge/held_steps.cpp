#include "merge/held_steps.hpp"

#include <algorithm>
#include <optional>
#include <sstream>

#include "dist/time_spec.hpp"
#include "mpi/broadcast.hpp"
#include "pcgns/error.hpp"
#include "pcgns/mpi/agreement.hpp"
#include "pcgns/mpi_rank.hpp"
#include "pcgns/tree_io.hpp"

namespace pcgns::merge {
namespace {

struct StepValues {
  std::string node;  // "/Base/BaseIterativeData/TimeValues"
  std::vector<double> values;
};

// The values that tell a base's steps apart; none when it has no BaseIterativeData
// TimeValues or IterationValues.
std::optional<StepValues> step_values(const Node& base) {
  const auto holders = base.children_with_label("BaseIterativeData_t");
  if (holders.empty()) return std::nullopt;
  for (const char* name : {"TimeValues", "IterationValues"})
    if (const Node* values = holders.front()->child(name)) {
      Node copy = *values;
      load_data(copy);  // long series stay on disk
      return StepValues{"/" + base.name + "/" + holders.front()->name + "/" + name, copy.as_double()};
    }
  return std::nullopt;
}

StepValues require_step_values(const Node& base, const std::string& file) {
  auto found = step_values(base);
  if (!found)
    throw InputError("--new-times: file '" + file + "' base '/" + base.name +
                     "' has no BaseIterativeData_t with TimeValues or IterationValues to tell its time steps apart");
  return std::move(*found);
}

bool has_zones(const Node& base) { return !base.children_with_label("Zone_t").empty(); }

// "version\nbase\tvalue value ...\n...", values in hexadecimal floating point (exact).
std::string encode(const HeldSteps& held) {
  std::ostringstream text;
  text << held.version.to_string() << '\n' << std::hexfloat;
  for (const auto& [base, values] : held.keys) {
    text << base << '\t';
    for (const double value : values) text << value << ' ';
    text << '\n';
  }
  return text.str();
}

HeldSteps decode(const std::string& text) {
  HeldSteps held;
  std::istringstream lines(text);
  std::string line;
  std::getline(lines, line);
  held.version = CgnsVersion::parse(line);
  while (std::getline(lines, line)) {
    const auto tab = line.find('\t');
    std::istringstream values(line.substr(tab + 1));
    auto& keys = held.keys[line.substr(0, tab)];
    for (std::string value; values >> value;) keys.push_back(std::strtod(value.c_str(), nullptr));
  }
  return held;
}

bool is_held(const std::vector<double>& held, double value) {
  return std::any_of(held.begin(), held.end(), [value](double h) { return dist::same_time(h, value); });
}

std::string describe(const std::vector<std::int64_t>& steps, const std::vector<double>& values) {
  std::ostringstream text;
  text << '{';
  for (std::size_t i = 0; i < steps.size(); ++i) text << (i ? ", " : "") << values[static_cast<std::size_t>(steps[i])];
  return text.str() + '}';
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
  std::string encoded;  // empty: no output yet
  mpi::run_agreed(comm, [&] {
    if (rank_of(comm) != 0) return;
    std::error_code ec;
    if (!std::filesystem::exists(output, ec)) return;
    const Node tree = read_tree(output);
    HeldSteps held;
    held.version = tree_version(tree);
    for (const Node* base : tree.children_with_label("CGNSBase_t"))
      if (has_zones(*base)) held.keys[base->name] = require_step_values(*base, output.string()).values;
    encoded = encode(held);
  });
  mpi::broadcast_string(comm, 0, encoded);
  if (encoded.empty()) return std::nullopt;
  return decode(encoded);
}

std::vector<std::int64_t> steps_to_append(const dist::Catalog& catalog, const HeldSteps& held,
                                          const std::filesystem::path& output) {
  std::optional<std::vector<std::int64_t>> chosen;
  std::string chosen_where;
  std::vector<double> chosen_values;
  for (const auto& file : catalog.files)
    for (const Node* base : file.tree.children_with_label("CGNSBase_t")) {
      if (!has_zones(*base)) continue;
      const auto held_keys = held.keys.find(base->name);
      if (held_keys == held.keys.end())
        throw InputError("--new-times: base '/" + base->name + "' of file '" + file.path.string() +
                         "' is not in output '" + output.string() + "': the inputs are another case");
      const StepValues input = require_step_values(*base, file.path.string());
      const std::string where = "file '" + file.path.string() + "' node '" + input.node + "'";
      auto steps = new_steps(input, held_keys->second, where, output);
      if (!chosen) {
        chosen = std::move(steps);
        chosen_where = where;
        chosen_values = input.values;
      } else if (steps != *chosen) {
        throw InputError("--new-times: the steps " + describe(steps, input.values) + " of " + where + " are new, but " +
                         describe(*chosen, chosen_values) + " of " + chosen_where + ": the inputs' time series differ");
      }
    }
  return chosen.value_or(std::vector<std::int64_t>{});
}

}  // namespace pcgns::merge
