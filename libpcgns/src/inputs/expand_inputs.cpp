#include <glob.h>
#include <unistd.h>

#include <algorithm>
#include <set>

#include "pcgns/error.hpp"
#include "pcgns/input_files.hpp"

namespace pcgns {
namespace {

namespace fs = std::filesystem;

bool has_glob_characters(const std::string& text) { return text.find_first_of("*?[") != std::string::npos; }

std::vector<fs::path> cgns_files_in(const fs::path& directory) {
  std::vector<fs::path> files;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(directory, ec))
    if (entry.path().extension() == ".cgns" && entry.is_regular_file(ec)) files.push_back(entry.path());
  if (ec) throw MissingInputError(directory.string() + ": cannot list directory: " + ec.message());
  if (files.empty()) throw MissingInputError(directory.string() + ": directory holds no *.cgns file");
  return files;
}

std::vector<fs::path> glob_matches(const std::string& pattern) {
  glob_t matches{};
  const int rc = ::glob(pattern.c_str(), 0, nullptr, &matches);
  std::vector<fs::path> files;
  for (std::size_t i = 0; rc == 0 && i < matches.gl_pathc; ++i) files.emplace_back(matches.gl_pathv[i]);
  ::globfree(&matches);
  if (files.empty()) throw MissingInputError(pattern + ": no file matches this pattern");
  return files;
}

std::vector<fs::path> expand_one(const std::string& argument) {
  std::error_code ec;
  const fs::path path(argument);
  if (fs::is_directory(path, ec)) return cgns_files_in(path);
  if (fs::exists(path, ec)) return {path};
  if (has_glob_characters(argument)) return glob_matches(argument);
  throw MissingInputError(argument + ": no such file or directory");
}

void check_readable(const fs::path& file) {
  std::error_code ec;
  if (!fs::is_regular_file(file, ec)) throw MissingInputError(file.string() + ": not a regular file");
  if (::access(file.c_str(), R_OK) != 0) throw MissingInputError(file.string() + ": not readable (permission denied)");
}

}  // namespace

std::vector<fs::path> expand_inputs(const std::vector<std::string>& arguments) {
  if (arguments.empty()) throw UsageError("no input files given");
  std::vector<fs::path> files;
  for (const auto& argument : arguments)
    for (auto& file : expand_one(argument)) files.push_back(std::move(file));
  std::stable_sort(files.begin(), files.end(),
                   [](const fs::path& a, const fs::path& b) { return natural_less(a.string(), b.string()); });
  std::set<fs::path> seen;
  std::vector<fs::path> unique;
  for (auto& file : files) {
    std::error_code ec;
    const fs::path key = fs::weakly_canonical(file, ec);
    if (!seen.insert(ec ? file : key).second) continue;
    check_readable(file);
    unique.push_back(std::move(file));
  }
  return unique;
}

}  // namespace pcgns
