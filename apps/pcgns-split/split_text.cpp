#include "split_text.hpp"

#include <algorithm>
#include <iomanip>

#include "pcgns_tool/format.hpp"
#include "split_quality.hpp"

namespace pcgns::split_app {
namespace {

// Parts listed one per line up to this many; beyond, the smallest and largest only.
constexpr std::size_t kListedParts = 32;

void print_part(std::ostream& out, const split::PartSummary& part) {
  out << "  " << std::right << std::setw(6) << part.part << std::setw(7) << part.zones << std::setw(14) << part.cells
      << std::setw(14) << part.vertices << std::setw(12) << part.interfaces << std::setw(14) << part.interface_vertices
      << std::setw(10) << part.interface_faces << '\n';
}

}  // namespace

void print_plan(std::ostream& out, const split::SplitReport& report) {
  std::int64_t cells = 0;
  for (const auto& zone : report.zones) cells += zone.cells;
  out << "plan: " << report.inputs.size() << " input file(s), " << report.zones.size() << " zone(s), " << cells
      << " cells -> " << report.parts << " part(s), method " << split::to_string(report.method) << " (CGNS "
      << report.version.to_string() << ")\n";
  out << "  " << std::right << std::setw(6) << "part" << std::setw(7) << "zones" << std::setw(14) << "cells"
      << std::setw(14) << "vertices" << std::setw(12) << "interfaces" << std::setw(14) << "if-vertices" << std::setw(10)
      << "if-faces" << '\n';
  const auto& parts = report.part_summaries;
  if (parts.size() <= kListedParts) {
    for (const auto& part : parts) print_part(out, part);
  } else {
    const auto [least, most] =
        std::minmax_element(parts.begin(), parts.end(), [](const auto& a, const auto& b) { return a.cells < b.cells; });
    out << "  (" << parts.size() << " parts; smallest and largest)\n";
    print_part(out, *least);
    print_part(out, *most);
  }
  const PartitionQuality quality = partition_quality(report);
  out << "  imbalance " << std::fixed << std::setprecision(2) << report.imbalance * 100 << " %, edge cut "
      << report.edge_cut << " cell faces\n"
      << std::defaultfloat << "  neighbours per part at most " << quality.max_part_neighbours << ", interface vertices "
      << quality.interface_vertices << '\n';
}

void print_summary(std::ostream& out, const split::SplitReport& report) {
  const double rate = report.seconds > 0 ? static_cast<double>(report.bytes_written) / report.seconds : 0;
  out << "split " << report.inputs.size() << " file(s) into " << report.parts
      << " part(s): " << tool::format_bytes(static_cast<double>(report.bytes_written)) << " written in "
      << tool::format_duration(report.seconds) << " (" << tool::format_bytes(rate) << "/s, " << report.ranks << " rank"
      << (report.ranks > 1 ? "s" : "") << "), imbalance " << std::fixed << std::setprecision(2)
      << report.imbalance * 100 << " %" << std::defaultfloat << '\n';
}

}  // namespace pcgns::split_app
