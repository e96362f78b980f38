#pragma once
// pcgns-split's machine-readable report.
#include <nlohmann/json.hpp>

#include "pcgns/split/split.hpp"

namespace pcgns::split_app {

// The common header (tool, version, ranks, ...: pcgns_tool/report_header.hpp), then
// inputs, outputs, parts, method, cgns_version, dry_run, zones (name, base, type,
// vertices, cells, input_parts, output_parts), partition (parts[] with part, zones,
// cells, vertices, interfaces, neighbours, interface_vertices, interface_faces; then
// imbalance, edge_cut, max_part_neighbours, interface_vertices), read_bytes,
// written_bytes, seconds, bandwidth_mib_s, phase_seconds, warnings. docs/json.md
// gives their meaning.
nlohmann::json report_json(const split::SplitReport& report);

}  // namespace pcgns::split_app
