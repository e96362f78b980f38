#include "support/same_tree.hpp"

#include <map>

#include "pcgns/merge/merge.hpp"
#include "pcgns/tree_io.hpp"

namespace pcgns::test {
namespace {

void compare(const Node& a, const Node& b, const std::string& path, std::vector<std::string>& out) {
  if (a.label != b.label) out.push_back(path + ": label " + a.label + " vs " + b.label);
  if (a.type != b.type) out.push_back(path + ": data type differs");
  if (a.dims != b.dims) out.push_back(path + ": dimensions differ");
  else if (a.data != b.data) out.push_back(path + ": data differs");
  std::map<std::string, const Node*> theirs;
  for (const Node& child : b.children) theirs[child.name] = &child;
  for (const Node& child : a.children) {
    const auto it = theirs.find(child.name);
    if (it == theirs.end()) {
      out.push_back(path + "/" + child.name + ": missing");
      continue;
    }
    compare(child, *it->second, path + "/" + child.name, out);
    theirs.erase(it);
  }
  for (const auto& [name, node] : theirs) out.push_back(path + "/" + name + ": unexpected");
}

}  // namespace

std::vector<std::string> tree_differences(const std::filesystem::path& expected, const std::filesystem::path& actual) {
  ReadOptions everything;
  everything.load_threshold = std::int64_t{1} << 40;
  std::vector<std::string> out;
  compare(read_tree(expected, everything), read_tree(actual, everything), "", out);
  return out;
}

std::filesystem::path merge_into(const std::vector<std::filesystem::path>& inputs,
                                 const std::filesystem::path& output) {
  merge::MergeOptions options;
  options.inputs = inputs;
  options.output = output;
  options.force = true;
  merge::run(MPI_COMM_WORLD, options);
  return output;
}

}  // namespace pcgns::test
