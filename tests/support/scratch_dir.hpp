#pragma once
// A fresh, private directory for the files one test writes, removed with everything in
// it when the test ends. Its name carries the test's name, so a leftover (after a crash)
// says where it came from.
#include <filesystem>
#include <string>
#include <vector>

namespace pcgns::test {

class ScratchDir {
 public:
  // Created under `parent` (the system's temporary directory unless given).
  explicit ScratchDir(const std::filesystem::path& parent = std::filesystem::temp_directory_path());
  ~ScratchDir();
  ScratchDir(const ScratchDir&) = delete;
  ScratchDir& operator=(const ScratchDir&) = delete;

  std::filesystem::path operator/(const std::string& name) const { return path_ / name; }
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

// "pcgns-<suite>-<test>" for the running gtest test ("pcgns" outside one), with the
// slashes of parameterised names replaced: a prefix for mkdtemp.
std::string scratch_prefix();

// A new directory `parent`/`prefix`-XXXXXX (mkdtemp); throws std::runtime_error naming it
// when it cannot be made.
std::filesystem::path make_unique_directory(const std::filesystem::path& parent, const std::string& prefix);

// The names of the entries of `dir`, in the directory's order.
std::vector<std::string> entry_names(const std::filesystem::path& dir);

}  // namespace pcgns::test
