// "--hint auto" in the tools' common options: accepted by the option check, resolved
// to the library's recommendation, and explicit --hint KEY=VALUE values still win.
#include <gtest/gtest.h>
#include <CLI/CLI.hpp>

#include <algorithm>
#include <initializer_list>
#include <vector>

#include "pcgns/stripe/auto_hints.hpp"
#include "pcgns_tool/common_options.hpp"

namespace {

pcgns::tool::CommonOptions parse(std::initializer_list<const char*> arguments) {
  CLI::App app("test");
  pcgns::tool::CommonOptions options;
  pcgns::tool::add_common_options(app, options);
  std::vector<const char*> argv{"tool"};
  argv.insert(argv.end(), arguments);
  app.parse(static_cast<int>(argv.size()), argv.data());
  return options;
}

TEST(HintAuto, AcceptedAndResolvedToTheRecommendation) {
  const auto options = parse({"--hint", "auto"});
  // Not under MPI here: one rank.
  EXPECT_EQ(pcgns::tool::resolve_hints(options, "/tmp/merged.cgns"),
            pcgns::stripe::auto_hints_for("/tmp/merged.cgns", 0, 1));
}

TEST(HintAuto, ExplicitHintsWinOverAutomaticOnes) {
  const auto options = parse({"--hint", "cb_nodes=3", "--hint", "auto"});
  const auto hints = pcgns::tool::resolve_hints(options, "/tmp");
  EXPECT_EQ(std::count_if(hints.begin(), hints.end(), [](const auto& h) { return h.first == "cb_nodes"; }), 1);
  EXPECT_NE(std::find(hints.begin(), hints.end(), std::pair<std::string, std::string>("cb_nodes", "3")), hints.end());
}

TEST(HintAuto, OtherTextWithoutEqualsIsStillRejected) {
  EXPECT_THROW(parse({"--hint", "automatic"}), CLI::ValidationError);
}

}  // namespace
