#include "split_json.hpp"

#include "pcgns_tool/report_header.hpp"
#include "split_quality.hpp"

namespace pcgns::split_app {
namespace {

// How many partition zones each original zone became.
int pieces_of(const split::SplitReport& report, const ZoneSummary& zone) {
  const auto it = report.pieces.find(zone.base + "/" + zone.name);
  return it == report.pieces.end() ? 0 : it->second;
}

nlohmann::json part_json(const split::PartSummary& part) {
  return {{"part", part.part},
          {"zones", part.zones},
          {"cells", part.cells},
          {"vertices", part.vertices},
          {"interfaces", part.interfaces},
          {"neighbours", part.neighbours},
          {"interface_vertices", part.interface_vertices},
          {"interface_faces", part.interface_faces}};
}

// The keys after the common header.
nlohmann::json body_json(const split::SplitReport& report) {
  nlohmann::json inputs = nlohmann::json::array(), outputs = nlohmann::json::array();
  for (const auto& input : report.inputs) inputs.push_back(input.string());
  for (const auto& output : report.outputs) outputs.push_back(output.string());
  nlohmann::json zones = nlohmann::json::array();
  for (const auto& zone : report.zones)
    zones.push_back({{"name", zone.name},
                     {"base", zone.base},
                     {"type", tool::snake_case(zone.type)},
                     {"vertices", zone.vertices},
                     {"cells", zone.cells},
                     {"input_parts", zone.parts},
                     {"output_parts", pieces_of(report, zone)}});
  nlohmann::json parts = nlohmann::json::array();
  for (const auto& part : report.part_summaries) parts.push_back(part_json(part));
  const double seconds = report.seconds > 0 ? report.seconds : 0;
  const PartitionQuality quality = partition_quality(report);
  const double mib = static_cast<double>(report.bytes_written) / (1024.0 * 1024.0);
  return {{"inputs", inputs},
          {"outputs", outputs},
          {"parts", report.parts},
          {"method", split::to_string(report.method)},
          {"cgns_version", report.version.to_string()},
          {"dry_run", report.dry_run},
          {"zones", zones},
          {"partition",
           {{"parts", parts},
            {"imbalance", report.imbalance},
            {"edge_cut", report.edge_cut},
            {"max_part_neighbours", quality.max_part_neighbours},
            {"interface_vertices", quality.interface_vertices}}},
          {"read_bytes", report.bytes_read},
          {"written_bytes", report.bytes_written},
          {"seconds", seconds},
          {"bandwidth_mib_s", seconds > 0 ? mib / seconds : 0.0},
          {"phase_seconds", tool::phases_json(report.phases)},
          {"warnings", report.warnings}};
}

}  // namespace

nlohmann::json report_json(const split::SplitReport& report) {
  return tool::with_header(tool::report_header("pcgns-split"), body_json(report));
}

}  // namespace pcgns::split_app
