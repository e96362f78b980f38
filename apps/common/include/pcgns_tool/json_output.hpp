#pragma once
// Writes a JSON report: "-" is standard output; a file is written under a temporary
// name and renamed, so a pipeline never reads half a report.
#include <nlohmann/json.hpp>
#include <string>

namespace pcgns::tool {

// OutputError naming the file when it cannot be written.
void write_json(const nlohmann::json& report, const std::string& destination);

}  // namespace pcgns::tool
