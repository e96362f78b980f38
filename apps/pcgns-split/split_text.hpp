#pragma once
// pcgns-split's text output: the partition plan and its quality, and the summary.
#include <ostream>

#include "pcgns/split/split.hpp"

namespace pcgns::split_app {

void print_plan(std::ostream& out, const split::SplitReport& report);
void print_summary(std::ostream& out, const split::SplitReport& report);

}  // namespace pcgns::split_app
