#include "pcgns/set_siblings.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <optional>
#include <set>

#include "pcgns/input_files.hpp"

namespace pcgns {
namespace {

namespace fs = std::filesystem;

bool is_digit_char(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }

// A name cut into its digit runs and the text around them: "sol_12.cgns" is texts
// {"sol_", ".cgns"} around numbers {"12"}.
struct NameShape {
  std::vector<std::string> texts;  // numbers.size() + 1 entries
  std::vector<std::string> numbers;
};

NameShape shape_of(std::string_view name) {
  NameShape shape{{""}, {}};
  bool in_digits = false;
  for (const char c : name) {
    const bool digit = is_digit_char(c);
    if (digit && !in_digits) shape.numbers.emplace_back();
    if (!digit && in_digits) shape.texts.emplace_back();
    (digit ? shape.numbers.back() : shape.texts.back()) += c;
    in_digits = digit;
  }
  if (in_digits) shape.texts.emplace_back();
  return shape;
}

// The inputs of one name pattern: which digit run is the rank, and the other runs'
// digits, which a sibling shares.
struct Family {
  std::size_t rank_run = 0;
  std::vector<std::string> numbers;  // of the first input; the rank run's is not compared
};

// The rank run of inputs of one pattern: the one that varies, or the last when none
// does; none when several vary.
std::optional<std::size_t> rank_run(const std::vector<NameShape>& members) {
  const std::size_t runs = members.front().numbers.size();
  if (runs == 0) return std::nullopt;
  std::vector<std::size_t> varying;
  for (std::size_t r = 0; r < runs; ++r)
    if (std::any_of(members.begin(), members.end(),
                    [&](const NameShape& m) { return m.numbers[r] != members.front().numbers[r]; }))
      varying.push_back(r);
  if (varying.empty()) return runs - 1;
  if (varying.size() == 1) return varying.front();
  return std::nullopt;
}

std::map<std::vector<std::string>, Family> families_of(const std::vector<std::string>& inputs) {
  std::map<std::vector<std::string>, std::vector<NameShape>> by_texts;
  for (const auto& name : inputs) {
    NameShape shape = shape_of(name);
    by_texts[shape.texts].push_back(std::move(shape));
  }
  std::map<std::vector<std::string>, Family> families;
  for (const auto& [texts, members] : by_texts)
    if (const auto run = rank_run(members)) families[texts] = Family{*run, members.front().numbers};
  return families;
}

bool same_but_rank(const Family& family, const NameShape& shape) {
  for (std::size_t r = 0; r < shape.numbers.size(); ++r)
    if (r != family.rank_run && shape.numbers[r] != family.numbers[r]) return false;
  return true;
}

fs::path normal(const fs::path& path) {
  std::error_code ec;
  const fs::path absolute = fs::absolute(path, ec);
  return (ec ? path : absolute).lexically_normal();
}

std::vector<std::string> regular_files_in(const fs::path& directory) {
  std::vector<std::string> names;
  std::error_code ec;
  for (fs::directory_iterator it(directory, ec), end; !ec && it != end; it.increment(ec))
    if (std::error_code type_ec; it->is_regular_file(type_ec)) names.push_back(it->path().filename().string());
  return names;
}

bool natural_path_less(const fs::path& a, const fs::path& b) { return natural_less(a.string(), b.string()); }

}  // namespace

std::vector<std::string> sibling_names(const std::vector<std::string>& inputs,
                                       const std::vector<std::string>& entries) {
  const auto families = families_of(inputs);
  const std::set<std::string> given(inputs.begin(), inputs.end());
  std::vector<std::string> siblings;
  for (const auto& entry : entries) {
    if (given.count(entry)) continue;
    const NameShape shape = shape_of(entry);
    const auto family = families.find(shape.texts);
    if (family != families.end() && same_but_rank(family->second, shape)) siblings.push_back(entry);
  }
  std::sort(siblings.begin(), siblings.end(),
            [](const std::string& a, const std::string& b) { return natural_less(a, b); });
  return siblings;
}

std::vector<fs::path> find_siblings(const std::vector<fs::path>& inputs, const std::vector<fs::path>& excluded) {
  std::map<fs::path, std::vector<std::string>> by_directory;
  for (const auto& input : inputs) by_directory[input.parent_path()].push_back(input.filename().string());
  std::set<fs::path> skip;
  for (const auto& path : excluded) skip.insert(normal(path));
  std::vector<fs::path> siblings;
  for (const auto& [directory, names] : by_directory)
    for (const auto& name : sibling_names(names, regular_files_in(directory.empty() ? fs::path(".") : directory)))
      if (const fs::path sibling = directory / name; !skip.count(normal(sibling))) siblings.push_back(sibling);
  std::sort(siblings.begin(), siblings.end(), natural_path_less);
  return siblings;
}

}  // namespace pcgns
