#pragma once
// The keys every pcgns JSON report starts with, the same in every tool, so one schema
// (share/schema/pcgns-report.schema.json) and one reader serve them all: what ran
// (tool, command, version, command line), when, in which batch job, on which hosts and
// with how many ranks. The facts are recorded once at start-up, so a report says when
// the run started and with which arguments, not when the report was written.
#include <mpi.h>

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace pcgns::tool {

// Bumped when a key is renamed or removed, or its meaning changes.
inline constexpr int kReportSchemaVersion = 1;

// Collective over `comm`, once right after MPI_Init (run_tool does it).
void record_run(MPI_Comm comm, int argc, char** argv);

// The number of distinct hosts record_run saw, on every rank.
int recorded_host_count();

// schema_version, tool, command (the subcommand, or null), version, command_line,
// started, job_id, hosts, ranks, hdf5_version, mpi_library. Not collective.
nlohmann::json report_header(const std::string& tool, const std::optional<std::string>& command = std::nullopt);

// `body` after the header: one report object.
nlohmann::json with_header(nlohmann::json header, const nlohmann::json& body);

// Phase names are sentences in the text output; JSON keys are snake_case:
// "read the inputs' metadata" -> "read_the_inputs_metadata".
std::string snake_case(std::string_view text);

// {"snake_case_phase": seconds, ...}
nlohmann::json phases_json(const std::vector<std::pair<std::string, double>>& phases);

}  // namespace pcgns::tool
