// The options every tool shares, parsed from argv arrays as a shell would pass them,
// and the MPI-IO hints resolved from $ROMIO_HINTS and --hint.
#include <gtest/gtest.h>
#include <unistd.h>
#include <CLI/CLI.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <string>
#include <vector>

#include "pcgns/error.hpp"
#include "pcgns_tool/common_options.hpp"
#include "support/scratch_dir.hpp"

namespace {

namespace fs = std::filesystem;
using pcgns::mpi::Hints;
using pcgns::tool::CommonOptions;

// Parses `arguments` (without the program name) into fresh options.
CommonOptions parse(std::initializer_list<const char*> arguments, bool with_force = true) {
  CLI::App app("test");
  CommonOptions options;
  pcgns::tool::add_common_options(app, options, with_force);
  std::vector<const char*> argv{"tool"};
  argv.insert(argv.end(), arguments);
  app.parse(static_cast<int>(argv.size()), argv.data());
  return options;
}

TEST(CommonOptions, DefaultsAreQuietOffAndProgressUnset) {
  const auto options = parse({});
  EXPECT_FALSE(options.quiet);
  EXPECT_EQ(options.verbose, 0);
  EXPECT_FALSE(options.json.has_value());
  EXPECT_FALSE(options.progress.has_value());
  EXPECT_TRUE(options.hints.empty());
  EXPECT_FALSE(options.force);
  EXPECT_FALSE(options.json_on_stdout());
}

TEST(CommonOptions, QuietAndRepeatedVerbose) {
  EXPECT_TRUE(parse({"-q"}).quiet);
  EXPECT_TRUE(parse({"--quiet"}).quiet);
  EXPECT_EQ(parse({"-v"}).verbose, 1);
  EXPECT_EQ(parse({"-vv"}).verbose, 2);
  EXPECT_EQ(parse({"-v", "--verbose", "-v"}).verbose, 3);
}

TEST(CommonOptions, JsonToStdoutOrToAFile) {
  const auto to_stdout = parse({"--json", "-"});
  ASSERT_TRUE(to_stdout.json.has_value());
  EXPECT_EQ(*to_stdout.json, "-");
  EXPECT_TRUE(to_stdout.json_on_stdout());
  const auto to_file = parse({"--json", "report.json"});
  EXPECT_EQ(to_file.json.value_or(""), "report.json");
  EXPECT_FALSE(to_file.json_on_stdout());
}

TEST(CommonOptions, ProgressFlagsSetTheChoice) {
  EXPECT_EQ(parse({"--progress"}).progress, std::optional<bool>(true));
  EXPECT_EQ(parse({"--no-progress"}).progress, std::optional<bool>(false));
}

TEST(CommonOptions, HintsRepeatInOrder) {
  const auto options = parse({"--hint", "cb_nodes=2", "--hint", "romio_cb_write=enable"});
  EXPECT_EQ(options.hints, (std::vector<std::string>{"cb_nodes=2", "romio_cb_write=enable"}));
}

TEST(CommonOptions, MalformedHintsAreRejectedByTheParser) {
  EXPECT_THROW(parse({"--hint", "cb_nodes"}), CLI::ValidationError);
  EXPECT_THROW(parse({"--hint", "=2"}), CLI::ValidationError);
  EXPECT_THROW(parse({"--hint", "cb_nodes="}), CLI::ValidationError);
  EXPECT_THROW(parse({"--hint", "a=1", "--hint", "broken"}), CLI::ValidationError);
}

TEST(CommonOptions, ForceOnlyWhenAsked) {
  EXPECT_TRUE(parse({"--force"}).force);
  EXPECT_THROW(parse({"--force"}, false), CLI::ExtrasError);
}

// Sets $ROMIO_HINTS for one test and restores the environment after it.
class ResolveHints : public ::testing::Test {
 protected:
  void SetUp() override {
    if (const char* old = std::getenv("ROMIO_HINTS")) saved_ = old;
  }
  void TearDown() override {
    if (saved_) ::setenv("ROMIO_HINTS", saved_->c_str(), 1);
    else ::unsetenv("ROMIO_HINTS");
  }
  void use_hints_file(const std::string& content) {
    std::ofstream(file_) << content;
    ::setenv("ROMIO_HINTS", file_.c_str(), 1);
  }

  std::optional<std::string> saved_;
  pcgns::test::ScratchDir scratch_;
  fs::path file_ = scratch_ / "hints";
};

TEST_F(ResolveHints, CommandLineOnly) {
  ::unsetenv("ROMIO_HINTS");
  CommonOptions options;
  options.hints = {"cb_nodes=4", "striping_unit=1048576"};
  EXPECT_EQ(pcgns::tool::resolve_hints(options), (Hints{{"cb_nodes", "4"}, {"striping_unit", "1048576"}}));
  EXPECT_TRUE(pcgns::tool::resolve_hints(CommonOptions{}).empty());
}

TEST_F(ResolveHints, AnEmptyVariableMeansNoFile) {
  ::setenv("ROMIO_HINTS", "", 1);
  EXPECT_TRUE(pcgns::tool::resolve_hints(CommonOptions{}).empty());
}

TEST_F(ResolveHints, FileLinesWithCommentsAndBlankLines) {
  use_hints_file(
      "# collective buffering\n"
      "romio_cb_write enable   # trailing comment\n"
      "\n"
      "   \t\n"
      "cb_buffer_size\t16777216\n");
  EXPECT_EQ(pcgns::tool::resolve_hints(CommonOptions{}),
            (Hints{{"romio_cb_write", "enable"}, {"cb_buffer_size", "16777216"}}));
}

TEST_F(ResolveHints, TheCommandLineWinsOverTheFile) {
  use_hints_file("romio_cb_write enable\ncb_nodes 2\n");
  CommonOptions options;
  options.hints = {"cb_nodes=8", "striping_factor=4"};
  EXPECT_EQ(pcgns::tool::resolve_hints(options),
            (Hints{{"romio_cb_write", "enable"}, {"cb_nodes", "8"}, {"striping_factor", "4"}}));
}

TEST_F(ResolveHints, AMalformedLineIsAUsageErrorNamingFileAndLine) {
  for (const char* content : {"cb_nodes 2\nromio_cb_write\n", "cb_nodes 2\nromio_cb_write enable extra\n"}) {
    use_hints_file(content);
    try {
      pcgns::tool::resolve_hints(CommonOptions{});
      ADD_FAILURE() << "no UsageError for: " << content;
    } catch (const pcgns::UsageError& e) {
      const std::string message = e.what();
      EXPECT_NE(message.find(file_.string()), std::string::npos) << message;
      EXPECT_NE(message.find("line 2"), std::string::npos) << message;
    }
  }
}

TEST_F(ResolveHints, AMissingFileIsAMissingInput) {
  ::setenv("ROMIO_HINTS", (file_.string() + ".absent").c_str(), 1);
  try {
    pcgns::tool::resolve_hints(CommonOptions{});
    ADD_FAILURE() << "no MissingInputError";
  } catch (const pcgns::MissingInputError& e) {
    EXPECT_NE(std::string(e.what()).find(file_.string() + ".absent"), std::string::npos) << e.what();
  }
}

TEST_F(ResolveHints, AMalformedCommandLineHintIsAUsageError) {
  ::unsetenv("ROMIO_HINTS");
  CommonOptions options;
  options.hints = {"no_equals_sign"};
  EXPECT_THROW(pcgns::tool::resolve_hints(options), pcgns::UsageError);
}

}  // namespace
