#pragma once
// The JSON report of pcgns-merge (--json): stable keys for pipelines.
#include <nlohmann/json.hpp>

#include "pcgns/merge/report.hpp"

namespace pcgns::merge_app {

nlohmann::json report_json(const merge::MergeReport& report);

}  // namespace pcgns::merge_app
