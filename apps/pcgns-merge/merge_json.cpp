#include "merge_json.hpp"

#include "pcgns_tool/report_header.hpp"

namespace pcgns::merge_app {
namespace {

nlohmann::json zone_json(const ZoneSummary& zone) {
  return {{"name", zone.name},
          {"base", zone.base},
          {"type", tool::snake_case(zone.type)},
          {"shape", tool::snake_case(to_string(zone.shape))},
          {"vertices", zone.vertices},
          {"cells", zone.cells},
          {"input_parts", zone.parts},
          {"bytes", zone.bytes}};
}

}  // namespace

nlohmann::json report_json(const merge::MergeReport& report) {
  nlohmann::json inputs = nlohmann::json::array();
  for (const auto& input : report.inputs) inputs.push_back(input.string());
  nlohmann::json zones = nlohmann::json::array();
  for (const auto& zone : report.zones) zones.push_back(zone_json(zone));
  nlohmann::json mismatches = nlohmann::json::array();
  for (const auto& m : report.mismatches)
    mismatches.push_back({{"node", m.node}, {"index", m.index}, {"what", m.what}});
  const nlohmann::json new_times =
      report.new_times ? nlohmann::json{{"held", report.new_times->held}, {"appended", report.new_times->appended}}
                       : nlohmann::json(nullptr);
  const double seconds = report.seconds > 0 ? report.seconds : 0;
  const double mib = static_cast<double>(report.bytes_written) / (1024.0 * 1024.0);
  return tool::with_header(tool::report_header("pcgns-merge"),
                           {{"inputs", inputs},
                            {"output", report.output.string()},
                            {"cgns_version", report.version.to_string()},
                            {"dry_run", report.dry_run},
                            {"linked", report.linked},
                            {"new_times", new_times},
                            {"zones", zones},
                            {"planned_bytes", report.bytes_planned},
                            {"read_bytes", report.bytes_read},
                            {"written_bytes", report.bytes_written},
                            {"seconds", seconds},
                            {"phase_seconds", tool::phases_json(report.phases)},
                            {"bandwidth_mib_s", seconds > 0 ? mib / seconds : 0.0},
                            {"verified", report.verified ? nlohmann::json(*report.verified) : nlohmann::json(nullptr)},
                            {"arrays_compared", report.arrays_compared},
                            {"mismatches", mismatches},
                            {"warnings", report.warnings}});
}

}  // namespace pcgns::merge_app
