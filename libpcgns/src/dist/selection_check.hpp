#pragma once
// The selection held against the inputs before anything is planned: a --solutions or
// --fields regex that matches nothing, or a --time that names no time step, is a usage
// error naming the pattern (the output would silently lack what the user asked for);
// --time is turned into step numbers from BaseIterativeData/TimeValues, which every
// base with zones must hold and all must agree on.
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

#include "dist/catalog.hpp"
#include "dist/selection.hpp"

namespace pcgns::dist {

// A base's step values: one per step, from the first of its BaseIterativeData_t arrays
// asked for.
struct StepValues {
  std::string node;  // "/Base/BaseIterativeData/TimeValues"
  std::vector<double> values;
};

// The first of `names` the base's (first) BaseIterativeData_t holds, loaded; none without.
std::optional<StepValues> step_values(const Node& base, std::initializer_list<const char*> names);

// The steps chosen in one base, with its values and where they were read, for messages.
struct ChosenSteps {
  std::vector<std::int64_t> steps;  // 0-based, ascending
  std::vector<double> values;       // every step's value
  std::string where;                // "file 'f' node '/Base/BaseIterativeData/TimeValues'"
};

// The steps `choose` picks in each base with zones of each file, which must all pick the
// same: InputError with `differ(found, first)` when one does not. None without such a
// base. `choose` may throw for its base.
std::optional<std::vector<std::int64_t>> agreed_steps(
    const Catalog& catalog, const std::function<ChosenSteps(const InputFile&, const Node& base)>& choose,
    const std::function<std::string(const ChosenSteps& found, const ChosenSteps& first)>& differ);

// "{0.1, 0.2}": the values of `steps`.
std::string describe_steps(const std::vector<double>& values, const std::vector<std::int64_t>& steps);

// UsageError: a regex matching nothing; --time on a file whose base has no TimeValues
// (naming the file) or selecting no step. InputError: files or bases whose TimeValues
// give different steps for the spec. Every rank holds the same catalog and decides alike.
void check_selection(const Catalog& catalog, Selection& selection);

}  // namespace pcgns::dist
