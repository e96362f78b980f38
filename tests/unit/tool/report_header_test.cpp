// The report header's pieces that need no MPI job: phase names become snake_case keys
// (the schema requires it), the header comes first and the body's keys are kept, the
// batch job id is read from Slurm, PBS or LSF.
#include <gtest/gtest.h>

#include <cstdlib>

#include "pcgns_tool/report_header.hpp"

namespace {

using nlohmann::json;
using pcgns::tool::snake_case;

TEST(SnakeCase, SentencesBecomeKeys) {
  EXPECT_EQ(snake_case("read the inputs' metadata"), "read_the_inputs_metadata");
  EXPECT_EQ(snake_case("write (parts, main file, rename)"), "write_parts_main_file_rename");
  EXPECT_EQ(snake_case("plan (numbering, variable-size sections)"), "plan_numbering_variable_size_sections");
  EXPECT_EQ(snake_case("Unstructured"), "unstructured");
  EXPECT_EQ(snake_case("flash-plt-cnt"), "flash_plt_cnt");
  EXPECT_EQ(snake_case("async-end"), "async_end");
  EXPECT_EQ(snake_case("verify"), "verify");
}

TEST(PhasesJson, OneSnakeCaseKeyPerPhase) {
  const json phases = pcgns::tool::phases_json({{"read the inputs' metadata", 0.5}, {"sync to disk", 1.25}});
  EXPECT_EQ(phases, (json{{"read_the_inputs_metadata", 0.5}, {"sync_to_disk", 1.25}}));
}

TEST(ReportHeader, NamesTheToolAndTheCommandAndKeepsTheBody) {
  const json report = pcgns::tool::with_header(pcgns::tool::report_header("pcgns-bench", "generate"),
                                               {{"files", json::array()}, {"bytes", 42}});
  EXPECT_EQ(report["schema_version"], pcgns::tool::kReportSchemaVersion);
  EXPECT_EQ(report["tool"], "pcgns-bench");
  EXPECT_EQ(report["command"], "generate");
  EXPECT_EQ(report["bytes"], 42);
  for (const char* key :
       {"version", "command_line", "started", "job_id", "hosts", "ranks", "hdf5_version", "mpi_library"})
    EXPECT_TRUE(report.contains(key)) << key;
  EXPECT_TRUE(pcgns::tool::report_header("pcgns-merge")["command"].is_null());
}

TEST(ReportHeader, JobIdFromTheBatchSystem) {
  for (const char* variable : {"SLURM_JOB_ID", "PBS_JOBID", "LSB_JOBID"}) unsetenv(variable);
  EXPECT_TRUE(pcgns::tool::report_header("pcgns-merge")["job_id"].is_null());
  setenv("PBS_JOBID", "77.server", 1);
  EXPECT_EQ(pcgns::tool::report_header("pcgns-merge")["job_id"], "77.server");
  setenv("SLURM_JOB_ID", "1234", 1);  // both set: Slurm, PBS, LSF is the order looked at
  EXPECT_EQ(pcgns::tool::report_header("pcgns-merge")["job_id"], "1234");
  unsetenv("SLURM_JOB_ID");
  unsetenv("PBS_JOBID");
}

}  // namespace
