// parse_hint is pure; MpiInfo needs MPI and is tested in tests/mpi.
#include "pcgns/mpi/hints.hpp"

#include <gtest/gtest.h>

#include "pcgns/error.hpp"

namespace pcgns::mpi {
namespace {

TEST(ParseHint, SplitsAtTheFirstEquals) {
  EXPECT_EQ(parse_hint("striping_factor=4"), (std::pair<std::string, std::string>{"striping_factor", "4"}));
  EXPECT_EQ(parse_hint("cb_config_list=*:2=x"), (std::pair<std::string, std::string>{"cb_config_list", "*:2=x"}));
}

TEST(ParseHint, MalformedHintsAreUsageErrorsNamingTheText) {
  for (const char* text : {"striping_factor", "=4", "striping_factor=", ""}) {
    try {
      parse_hint(text);
      ADD_FAILURE() << "accepted '" << text << "'";
    } catch (const UsageError& e) {
      EXPECT_NE(std::string(e.what()).find("'" + std::string(text)), std::string::npos) << e.what();
    }
  }
  EXPECT_THROW(parse_hint(std::string(300, 'k') + "=1"), UsageError);
}

}  // namespace
}  // namespace pcgns::mpi
