#include "support/scratch_dir.hpp"

#include <gtest/gtest.h>
#include <stdlib.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <stdexcept>
#include <system_error>

namespace pcgns::test {

std::string scratch_prefix() {
  const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
  if (!info) return "pcgns";
  std::string prefix = std::string("pcgns-") + info->test_suite_name() + "-" + info->name();
  std::replace(prefix.begin(), prefix.end(), '/', '_');
  return prefix;
}

std::filesystem::path make_unique_directory(const std::filesystem::path& parent, const std::string& prefix) {
  std::string pattern = (parent / (prefix + "-XXXXXX")).string();
  if (!::mkdtemp(pattern.data()))
    throw std::runtime_error("cannot create a scratch directory " + pattern + ": " + std::strerror(errno));
  return pattern;
}

std::vector<std::string> entry_names(const std::filesystem::path& dir) {
  std::vector<std::string> names;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) names.push_back(entry.path().filename().string());
  return names;
}

ScratchDir::ScratchDir(const std::filesystem::path& parent) : path_(make_unique_directory(parent, scratch_prefix())) {}

ScratchDir::~ScratchDir() {
  std::error_code ignored;  // a test that made a file undeletable must not end the run
  std::filesystem::remove_all(path_, ignored);
}

}  // namespace pcgns::test
