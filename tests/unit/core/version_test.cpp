// The umbrella header compiles on its own, names every public header, and carries version
// macros that agree with the CMake project version and with the library.
#include "pcgns/pcgns.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

std::string read_file(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

TEST(Version, MacrosEqualTheCMakeProjectVersion) {
  EXPECT_STREQ(PCGNS_VERSION_STRING, PCGNS_EXPECTED_VERSION);
  EXPECT_EQ(PCGNS_VERSION_MAJOR, PCGNS_EXPECTED_VERSION_MAJOR);
  EXPECT_EQ(PCGNS_VERSION_MINOR, PCGNS_EXPECTED_VERSION_MINOR);
  EXPECT_EQ(PCGNS_VERSION_PATCH, PCGNS_EXPECTED_VERSION_PATCH);
}

TEST(Version, StringIsMadeOfTheNumbers) {
  const std::string composed = std::to_string(PCGNS_VERSION_MAJOR) + "." + std::to_string(PCGNS_VERSION_MINOR) + "." +
                               std::to_string(PCGNS_VERSION_PATCH);
  EXPECT_EQ(composed, PCGNS_VERSION_STRING);
}

TEST(Version, LibraryReportsTheVersionOfItsHeaders) { EXPECT_STREQ(pcgns::library_version(), PCGNS_VERSION_STRING); }

TEST(UmbrellaHeader, IncludesEveryPublicHeader) {
  const std::filesystem::path include_dir = PCGNS_PUBLIC_INCLUDE_DIR;
  const std::string umbrella = read_file(include_dir / "pcgns" / "pcgns.hpp");
  ASSERT_FALSE(umbrella.empty()) << "cannot read " << include_dir / "pcgns" / "pcgns.hpp";
  std::vector<std::string> missing;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(include_dir)) {
    const auto relative = entry.path().lexically_relative(include_dir).generic_string();
    if (entry.path().extension() != ".hpp" || relative == "pcgns/pcgns.hpp") continue;
    if (umbrella.find("#include \"" + relative + "\"") == std::string::npos) {
      missing.push_back(relative);
    }
  }
  std::sort(missing.begin(), missing.end());
  EXPECT_TRUE(missing.empty()) << "pcgns/pcgns.hpp misses " << ::testing::PrintToString(missing);
  EXPECT_NE(umbrella.find("#include \"pcgns/version.hpp\""), std::string::npos);
}
