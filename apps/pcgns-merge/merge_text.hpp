#pragma once
// pcgns-merge's human-readable output: the plan (--dry-run, -v) and the summary.
#include <ostream>

#include "pcgns/merge/report.hpp"

namespace pcgns::merge_app {

void print_plan(std::ostream& out, const merge::MergeReport& report);
void print_summary(std::ostream& out, const merge::MergeReport& report);
void print_mismatches(std::ostream& out, const merge::MergeReport& report);

}  // namespace pcgns::merge_app
