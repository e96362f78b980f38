// check_selection: the selection held against a catalog built in memory -- regexes that
// match nothing, --time turned into steps from TimeValues, files without them, and
// files whose time series disagree.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "dist/selection_check.hpp"
#include "pcgns/error.hpp"
#include "pcgns/sids/base.hpp"
#include "pcgns/sids/flow_solution.hpp"
#include "pcgns/sids/iterative_data.hpp"
#include "pcgns/sids/zone.hpp"

namespace {

using pcgns::Node;
using pcgns::dist::Catalog;
using pcgns::dist::check_selection;
using pcgns::dist::InputFile;
using pcgns::dist::Selection;
using pcgns::dist::SelectionOptions;
namespace sids = pcgns::sids;

// A file with a base holding one zone with S#1..S#n (Pressure at vertices), and the
// base's TimeValues when `times` is not empty.
InputFile file_with(const std::string& path, const std::vector<double>& times) {
  InputFile file;
  file.path = path;
  file.tree = Node{"", "CGNSTree_t"};
  Node& base = sids::add_base(file.tree, "Base", 3, 3);
  Node& zone = sids::add_zone(base, "Zone", sids::ZoneType::Unstructured, sids::ZoneSizes::unstructured(8, 1));
  for (std::size_t s = 1; s <= std::max<std::size_t>(times.size(), 1); ++s) {
    sids::add_solution(zone, "S#" + std::to_string(s));
    sids::add_field(zone, "S#" + std::to_string(s), "Pressure", std::vector<double>(8, 1.0));
  }
  if (!times.empty())
    sids::add_base_iterative_data(base, "BaseIterativeData", static_cast<std::int64_t>(times.size()), times);
  return file;
}

Catalog catalog_of(std::vector<InputFile> files) {
  Catalog catalog;
  catalog.files = std::move(files);
  return catalog;
}

template <typename Error>
std::string message_of(const Catalog& catalog, const SelectionOptions& options) {
  Selection selection(options);
  try {
    check_selection(catalog, selection);
  } catch (const Error& e) {
    return e.what();
  }
  return "(no error)";
}

SelectionOptions with_time(const std::string& spec) {
  SelectionOptions options;
  options.time = spec;
  return options;
}

TEST(SelectionCheck, RegexesMatchingNothingAreUsageErrorsNamingThem) {
  const Catalog catalog = catalog_of({file_with("a.cgns", {0.1, 0.2})});
  SelectionOptions solutions;
  solutions.solutions = "^Cell";
  EXPECT_EQ(message_of<pcgns::UsageError>(catalog, solutions),
            "--solutions '^Cell' matches no FlowSolution_t node of the inputs");
  SelectionOptions fields;
  fields.fields = "^Density$";
  EXPECT_EQ(message_of<pcgns::UsageError>(catalog, fields),
            "--fields '^Density$' matches no field of the inputs' solutions");
  fields.fields = "Press";
  fields.solutions = "^S#2$";
  EXPECT_EQ(message_of<pcgns::UsageError>(catalog, fields), "(no error)");
}

TEST(SelectionCheck, TimeBecomesTheStepsOfTheTimeValues) {
  const Catalog catalog = catalog_of({file_with("a.cgns", {0.1, 0.2, 0.3}), file_with("b.cgns", {0.1, 0.2, 0.3})});
  Selection selection(with_time("0.2:"));
  check_selection(catalog, selection);
  Node zone = *catalog.files[0].tree.child("Base")->child("Zone");
  sids::add_pointers(sids::add_zone_iterative_data(zone, "ZoneIterativeData"), "FlowSolutionPointers",
                     {"S#1", "S#2", "S#3"});
  EXPECT_FALSE(selection.keep_solution(zone, "S#1"));
  EXPECT_TRUE(selection.keep_solution(zone, "S#2"));
  EXPECT_TRUE(selection.keep_solution(zone, "S#3"));
}

TEST(SelectionCheck, TimeSelectingNoStepIsAUsageErrorNamingTheFileAndTheRange) {
  const Catalog catalog = catalog_of({file_with("a.cgns", {0.1, 0.2, 0.3})});
  const auto message = message_of<pcgns::UsageError>(catalog, with_time("0.35:"));
  EXPECT_EQ(
      message,
      "--time '0.35:' selects no time step of file 'a.cgns' node '/Base/BaseIterativeData/TimeValues' (0.1 .. 0.3)");
}

TEST(SelectionCheck, AFileWithoutTimeValuesIsAUsageErrorNamingIt) {
  const Catalog catalog = catalog_of({file_with("a.cgns", {0.1, 0.2}), file_with("steady.cgns", {})});
  const auto message = message_of<pcgns::UsageError>(catalog, with_time("0.1"));
  EXPECT_NE(message.find("file 'steady.cgns' has no /Base/BaseIterativeData"), std::string::npos) << message;
}

TEST(SelectionCheck, FilesWhoseTimesGiveOtherStepsAreRefused) {
  const Catalog catalog = catalog_of({file_with("a.cgns", {0.1, 0.2, 0.3}), file_with("b.cgns", {0.2, 0.3, 0.4})});
  const auto message = message_of<pcgns::InputError>(catalog, with_time("0.2"));
  EXPECT_NE(message.find("'b.cgns'"), std::string::npos) << message;
  EXPECT_NE(message.find("'a.cgns'"), std::string::npos) << message;
  EXPECT_NE(message.find("time series differ"), std::string::npos) << message;
}

TEST(SelectionCheck, BasesWithoutZonesNeedNoTimeValues) {
  Catalog catalog = catalog_of({file_with("a.cgns", {0.1, 0.2})});
  sids::add_base(catalog.files[0].tree, "Families", 3, 3);
  Selection selection(with_time("0.1"));
  EXPECT_NO_THROW(check_selection(catalog, selection));
}

}  // namespace
