#include "support/merged_file.hpp"

#include <gtest/gtest.h>

#include "pcgns/tree_io.hpp"

namespace pcgns::test {
namespace {
void collect(const Node& node, const std::string& path, const std::string& name, std::vector<std::string>& out) {
  for (const Node& child : node.children) {
    const std::string child_path = path + "/" + child.name;
    if (child.name == name) out.push_back(child_path);
    collect(child, child_path, name, out);
  }
}
}  // namespace

MergedFile::MergedFile(const std::filesystem::path& file) : root_(read_tree(file)) {}

const Node& MergedFile::node(const std::string& path) const {
  const Node* found = find_node(root_, path);
  if (!found) throw std::runtime_error("merged file has no node " + path);
  return *found;
}

std::vector<double> MergedFile::reals(const std::string& path) const {
  Node copy = node(path);
  load_data(copy);
  return copy.as_double();
}

std::vector<std::int64_t> MergedFile::integers(const std::string& path) const {
  Node copy = node(path);
  load_data(copy);
  return copy.as_int64();
}

std::string MergedFile::text(const std::string& path) const { return node(path).as_string(); }

std::vector<std::string> MergedFile::paths_named(const std::string& name) const {
  std::vector<std::string> out;
  collect(root_, "", name, out);
  return out;
}

}  // namespace pcgns::test
