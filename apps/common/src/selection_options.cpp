#include "pcgns_tool/selection_options.hpp"

#include <CLI/CLI.hpp>

namespace pcgns::tool {

void add_selection_options(CLI::App& app, SelectionOptions& selection) {
  app.add_option("--solutions", selection.solutions, "Carry only FlowSolution_t nodes whose name matches")
      ->type_name("REGEX");
  app.add_option("--fields", selection.fields, "Carry only solution fields whose name matches")->type_name("REGEX");
  app.add_option("--time", selection.time,
                 "Carry only the time steps whose BaseIterativeData/TimeValues are listed: times and inclusive "
                 "ranges separated by commas, e.g. 0.3, 0.1:0.5, :0.5, 0.2:, 0.1,0.3:0.4 (relative tolerance 1e-6)")
      ->type_name("SPEC");
  app.add_flag("--latest", selection.latest, "Carry only the last time step (with --time: the last one selected)");
}

}  // namespace pcgns::tool
