#pragma once
// --solutions, --fields, --latest and --time: what pcgns-merge and pcgns-split carry of
// the inputs' solutions, defined once so both tools say the same.
#include "pcgns/selection_options.hpp"
#include "pcgns_tool/cli_fwd.hpp"

namespace pcgns::tool {

void add_selection_options(CLI::App& app, SelectionOptions& selection);

}  // namespace pcgns::tool
