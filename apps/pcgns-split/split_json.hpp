#pragma once
// pcgns-split's machine-readable report.
#include <nlohmann/json.hpp>

#include "pcgns/split/split.hpp"

namespace pcgns::split_app {

// Top-level keys: tool, version, ranks, inputs, outputs, parts, method, zones (name,
// base, type, vertices, cells, parts), partition (cells per part, imbalance, edge_cut,
// interfaces, max_part_neighbours, interface_vertices), bytes_read,
// bytes_written, seconds, phases.
nlohmann::json report_json(const split::SplitReport& report);

}  // namespace pcgns::split_app
