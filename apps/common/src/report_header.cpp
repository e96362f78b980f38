#include "pcgns_tool/report_header.hpp"

#include <cctype>
#include <chrono>
#include <cstdlib>
#include <ctime>
#include <set>

#include "pcgns_tool/tool_main.hpp"

namespace pcgns::tool {
namespace {

struct RunFacts {
  std::vector<std::string> command_line;
  std::string started;
  std::vector<std::string> hosts;  // on rank 0
  int host_count = 1;              // on every rank
  int ranks = 1;
};

RunFacts& facts() {
  static RunFacts recorded;
  return recorded;
}

std::string utc_now() {
  const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  std::tm utc{};
  gmtime_r(&now, &utc);
  char text[32] = {};
  std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &utc);
  return text;
}

// The distinct processor names of the ranks, on rank 0 (every rank calls).
std::vector<std::string> distinct_hosts(MPI_Comm comm, int ranks) {
  char name[MPI_MAX_PROCESSOR_NAME] = {};
  int length = 0;
  MPI_Get_processor_name(name, &length);
  std::vector<char> all(static_cast<std::size_t>(ranks) * MPI_MAX_PROCESSOR_NAME);
  MPI_Gather(name, MPI_MAX_PROCESSOR_NAME, MPI_CHAR, all.data(), MPI_MAX_PROCESSOR_NAME, MPI_CHAR, 0, comm);
  std::set<std::string> distinct;
  for (int r = 0; r < ranks; ++r)
    distinct.insert(std::string(all.data() + static_cast<std::size_t>(r) * MPI_MAX_PROCESSOR_NAME));
  return {distinct.begin(), distinct.end()};
}

// The batch system's job id: Slurm, PBS/Torque, LSF; null outside a batch job.
nlohmann::json job_id() {
  for (const char* variable : {"SLURM_JOB_ID", "PBS_JOBID", "LSB_JOBID"})
    if (const char* value = std::getenv(variable); value && *value) return value;
  return nullptr;
}

}  // namespace

void record_run(MPI_Comm comm, int argc, char** argv) {
  RunFacts& run = facts();
  run.started = utc_now();
  run.command_line.assign(argv, argv + argc);
  MPI_Comm_size(comm, &run.ranks);
  run.hosts = distinct_hosts(comm, run.ranks);
  run.host_count = static_cast<int>(run.hosts.size());
  MPI_Bcast(&run.host_count, 1, MPI_INT, 0, comm);
}

int recorded_host_count() { return facts().host_count; }

nlohmann::json report_header(const std::string& tool, const std::optional<std::string>& command) {
  const RunFacts& run = facts();
  return {{"schema_version", kReportSchemaVersion},
          {"tool", tool},
          {"command", command ? nlohmann::json(*command) : nlohmann::json(nullptr)},
          {"version", PCGNS_VERSION_STRING},
          {"command_line", run.command_line},
          {"started", run.started},
          {"job_id", job_id()},
          {"hosts", run.hosts},
          {"ranks", run.ranks},
          {"hdf5_version", hdf5_version()},
          {"mpi_library", mpi_library()}};
}

nlohmann::json with_header(nlohmann::json header, const nlohmann::json& body) {
  header.update(body);
  return header;
}

std::string snake_case(std::string_view text) {
  std::string key;
  for (const char c : text) {
    if (c == '\'') continue;  // "inputs'" -> "inputs", not "inputs_"
    if (std::isalnum(static_cast<unsigned char>(c))) {
      key += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    } else if (!key.empty() && key.back() != '_') {
      key += '_';
    }
  }
  while (!key.empty() && key.back() == '_') key.pop_back();
  return key;
}

nlohmann::json phases_json(const std::vector<std::pair<std::string, double>>& phases) {
  nlohmann::json result = nlohmann::json::object();
  for (const auto& [phase, seconds] : phases) result[snake_case(phase)] = seconds;
  return result;
}

}  // namespace pcgns::tool
