#include "merge_text.hpp"

#include <iomanip>

#include "pcgns_tool/format.hpp"

namespace pcgns::merge_app {

void print_plan(std::ostream& out, const merge::MergeReport& report) {
  out << "plan: " << report.inputs.size() << " input file(s) -> " << report.output.string() << " (CGNS "
      << report.version.to_string() << (report.linked ? ", links" : "") << ")\n";
  out << "  " << std::left << std::setw(28) << "zone" << std::setw(13) << "type" << std::setw(19) << "shape"
      << std::right << std::setw(12) << "vertices" << std::setw(12) << "cells" << std::setw(7) << "parts"
      << std::setw(13) << "bytes" << '\n';
  for (const auto& zone : report.zones)
    out << "  " << std::left << std::setw(28) << (zone.base + "/" + zone.name) << std::setw(13) << zone.type
        << std::setw(19) << to_string(zone.shape) << std::right << std::setw(12) << zone.vertices << std::setw(12)
        << zone.cells << std::setw(7) << zone.parts << std::setw(13)
        << tool::format_bytes(static_cast<double>(zone.bytes)) << '\n';
  out << "  total: " << report.zones.size() << " zone(s), "
      << tool::format_bytes(static_cast<double>(report.bytes_planned)) << " of arrays to write\n";
}

void print_summary(std::ostream& out, const merge::MergeReport& report) {
  if (report.new_times && report.new_times->appended == 0) {
    out << report.output.string() << " already holds every time step of the inputs (" << report.new_times->held
        << "): nothing to append, left as it was\n";
    return;
  }
  const double rate = report.seconds > 0 ? static_cast<double>(report.bytes_written) / report.seconds : 0;
  out << "merged " << report.inputs.size() << " file(s) into " << report.output.string() << ": " << report.zones.size()
      << " zone(s), " << tool::format_bytes(static_cast<double>(report.bytes_written)) << " written in "
      << tool::format_duration(report.seconds) << " (" << tool::format_bytes(rate) << "/s, " << report.ranks << " rank"
      << (report.ranks > 1 ? "s" : "") << ")";
  if (report.new_times)
    out << ", " << report.new_times->appended << " new time step(s) appended to the " << report.new_times->held
        << " it held";
  if (report.verified) out << (*report.verified ? ", verified" : ", VERIFICATION FAILED");
  out << '\n';
}

void print_mismatches(std::ostream& out, const merge::MergeReport& report) {
  for (const auto& m : report.mismatches) {
    out << "pcgns-merge: verify: " << report.output.string() << " node '" << m.node << "' ";
    if (m.index >= 0) out << "differs from the inputs at element " << m.index << '\n';
    else out << "differs from the plan: " << m.what << '\n';
  }
  if (!report.mismatches.empty())
    out << "pcgns-merge: verify: the output was not published under " << report.output.string() << '\n';
}

}  // namespace pcgns::merge_app
