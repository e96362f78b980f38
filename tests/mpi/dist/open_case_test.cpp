// dist::open_case, the prelude pcgns-merge and pcgns-split share: one official file read
// as a case on every rank, the version to write, the selection, and the errors that
// must come before any file is read.
#include <gtest/gtest.h>
#include <mpi.h>

#include <filesystem>
#include <string>

#include "dist/open_case.hpp"
#include "mpi_test_support.hpp"
#include "pcgns/error.hpp"

namespace pcgns::test {
namespace {

const std::filesystem::path kOfficial = std::filesystem::path(PCGNS_TEST_DATA_DIR) / "cgnslib_vers-3420.cgns";

TEST(OpenCase, OneFileIsACaseOfWholeZonesStampedWithItsVersion) {
  dist::CaseOptions options;
  options.inputs = {kOfficial};
  const dist::OpenCase opened = dist::open_case(MPI_COMM_WORLD, options);
  ASSERT_EQ(opened.catalog.files.size(), 1u);
  EXPECT_EQ(opened.catalog.files[0].path, kOfficial);
  EXPECT_EQ(opened.version, (CgnsVersion{3420}));
  ASSERT_FALSE(opened.bases.empty());
  for (const auto& base : opened.bases) {
    EXPECT_FALSE(base.zones.empty()) << base.name;
    for (const auto& zone : base.zones) {
      EXPECT_EQ(zone.shape, ZoneShape::whole) << zone.name;
      ASSERT_EQ(zone.parts.size(), 1u) << zone.name;
      // The groups point into the catalog the case holds, which moved out of open_case.
      EXPECT_EQ(zone.parts[0].zone, opened.catalog.files[0].tree.child(base.name)->child(zone.name));
    }
  }
  // The other official files next to it look like more ranks of a set.
  ASSERT_EQ(opened.warnings.size(), 1u);
  EXPECT_NE(opened.warnings[0].find("incomplete set"), std::string::npos) << opened.warnings[0];
  EXPECT_NE(opened.warnings[0].find("cgnslib_vers-4400.cgns"), std::string::npos) << opened.warnings[0];
}

TEST(OpenCase, TheOutputsAreNeverTakenForMoreOfTheSet) {
  dist::CaseOptions options;
  options.inputs = {kOfficial};
  options.set.outputs = {kOfficial.parent_path() / "cgnslib_vers-3000.cgns",
                         kOfficial.parent_path() / "cgnslib_vers-4400.cgns"};
  EXPECT_TRUE(dist::open_case(MPI_COMM_WORLD, options).warnings.empty());
}

TEST(OpenCase, TheVersionAskedForAndTheSelectionAreCarried) {
  dist::CaseOptions options;
  options.inputs = {kOfficial};
  options.version = CgnsVersion{4400};
  options.selection.fields = "^Density$";
  const dist::OpenCase opened = dist::open_case(MPI_COMM_WORLD, options);
  EXPECT_EQ(opened.version, (CgnsVersion{4400}));
  EXPECT_TRUE(opened.selection.keep_field("Density"));
  EXPECT_FALSE(opened.selection.keep_field("Pressure"));
}

TEST(OpenCase, ABadSelectionIsAUsageErrorBeforeAnyFileIsRead) {
  dist::CaseOptions options;
  options.inputs = {"/nonexistent/pcgns_open_case.cgns"};
  options.selection.solutions = "(";
  expect_error<UsageError>([&] { dist::open_case(MPI_COMM_WORLD, options); }, {"--solutions"});
}

TEST(OpenCase, AMissingInputIsAnErrorNamingItOnEveryRank) {
  dist::CaseOptions options;
  options.inputs = {"/nonexistent/pcgns_open_case.cgns"};
  expect_error<Error>([&] { dist::open_case(MPI_COMM_WORLD, options); }, {"pcgns_open_case.cgns"});
}

}  // namespace
}  // namespace pcgns::test
