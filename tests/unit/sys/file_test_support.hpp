#pragma once
// Files for the tests of sys's byte movers (copy_range, splice_write): descriptors closed
// at the end of a test, patterned contents, a scratch directory per test.
#include <fcntl.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <deque>
#include <filesystem>
#include <fstream>
#include <numeric>
#include <string>
#include <vector>

#include "pcgns/error.hpp"
#include "support/scratch_dir.hpp"
#include "sys/unique_fd.hpp"

namespace pcgns::sys::test {
namespace fs = std::filesystem;

// A descriptor closed at the end of the test.
using Descriptor = sys::UniqueFd;

inline std::vector<char> pattern(std::size_t bytes) {
  std::vector<char> values(bytes);
  std::iota(values.begin(), values.end(), char{1});
  return values;
}

inline void write_file(const fs::path& file, const std::vector<char>& bytes) {
  std::ofstream(file, std::ios::binary).write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
}

inline std::vector<char> read_file(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  return std::vector<char>(std::istreambuf_iterator<char>(in), {});
}

// `write(where)` writes into /dev/full: an IoError naming `where` and the full disk.
template <class Write>
void expect_full_disk_error(Write write) {
  const std::string where = "'out.cgns' node '/Base/Zone'";
  try {
    write(where);
    FAIL() << "no error";
  } catch (const IoError& e) {
    EXPECT_NE(std::string(e.what()).find(where), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("No space left"), std::string::npos) << e.what();
  }
}

// A scratch directory per test (and more on request), removed at its end.
class FileTest : public ::testing::Test {
 protected:
  fs::path make_dir(const fs::path& parent) { return more.emplace_back(parent).path(); }
  pcgns::test::ScratchDir scratch;
  fs::path dir = scratch.path();
  std::deque<pcgns::test::ScratchDir> more;
};

}  // namespace pcgns::sys::test
