// write_json: the report written to a file reads back equal, replaces an older report
// whole, and leaves no temporary file behind.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "pcgns/error.hpp"
#include "pcgns_tool/json_output.hpp"
#include "support/scratch_dir.hpp"

namespace {

namespace fs = std::filesystem;
using nlohmann::json;

class WriteJson : public ::testing::Test {
 protected:
  std::vector<std::string> entries() const {
    std::vector<std::string> names;
    for (const auto& entry : fs::directory_iterator(dir_)) names.push_back(entry.path().filename().string());
    return names;
  }

  pcgns::test::ScratchDir scratch_;
  fs::path dir_ = scratch_.path();
};

json sample_report() {
  return {{"tool", "pcgns-merge"},
          {"files", {"sol_0.cgns", "sol_1.cgns"}},
          {"bytes", 123456789012LL},
          {"seconds", 1.25},
          {"ok", true}};
}

TEST_F(WriteJson, AFileReadsBackEqual) {
  const auto file = (dir_ / "report.json").string();
  pcgns::tool::write_json(sample_report(), file);
  std::ifstream in(file);
  const json back = json::parse(in);
  EXPECT_EQ(back, sample_report());
  EXPECT_EQ(back["bytes"].get<long long>(), 123456789012LL);
}

TEST_F(WriteJson, NoTemporaryFileIsLeft) {
  pcgns::tool::write_json(sample_report(), (dir_ / "report.json").string());
  EXPECT_EQ(entries(), std::vector<std::string>{"report.json"});
}

TEST_F(WriteJson, AnOlderReportIsReplacedWhole) {
  const auto file = (dir_ / "report.json").string();
  std::ofstream(file) << std::string(10000, 'x');  // longer than the new report
  pcgns::tool::write_json({{"n", 1}}, file);
  std::ifstream in(file);
  EXPECT_EQ(json::parse(in), (json{{"n", 1}}));
  EXPECT_EQ(entries(), std::vector<std::string>{"report.json"});
}

TEST_F(WriteJson, AnUnwritableDestinationIsAnOutputErrorNamingIt) {
  const auto file = (dir_ / "no_such_dir" / "report.json").string();
  try {
    pcgns::tool::write_json(sample_report(), file);
    ADD_FAILURE() << "no OutputError";
  } catch (const pcgns::OutputError& e) {
    EXPECT_NE(std::string(e.what()).find(file), std::string::npos) << e.what();
  }
  EXPECT_TRUE(entries().empty());
}

TEST_F(WriteJson, ADirectoryInTheWayIsAnOutputErrorAndLeavesNoTemporary) {
  const auto file = dir_ / "report.json";
  fs::create_directories(file / "occupied");  // rename() cannot replace a non-empty directory
  EXPECT_THROW(pcgns::tool::write_json(sample_report(), file.string()), pcgns::OutputError);
  EXPECT_EQ(entries(), std::vector<std::string>{"report.json"});
  EXPECT_TRUE(fs::is_directory(file));
}

TEST(WriteJsonStdout, DashPrintsToStandardOutput) {
  ::testing::internal::CaptureStdout();
  pcgns::tool::write_json(sample_report(), "-");
  const auto text = ::testing::internal::GetCapturedStdout();
  EXPECT_EQ(json::parse(text), sample_report());
}

}  // namespace
