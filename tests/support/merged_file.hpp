#pragma once
// A merged file read back for checking: arrays loaded on demand, widened.
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "pcgns/node.hpp"

namespace pcgns::test {

class MergedFile {
 public:
  explicit MergedFile(const std::filesystem::path& file);
  const Node& root() const { return root_; }
  bool has(const std::string& path) const { return find_node(root_, path) != nullptr; }
  const Node& node(const std::string& path) const;
  std::vector<double> reals(const std::string& path) const;
  std::vector<std::int64_t> integers(const std::string& path) const;
  std::string text(const std::string& path) const;
  // Every node path of the tree whose name is `name`.
  std::vector<std::string> paths_named(const std::string& name) const;

 private:
  Node root_;
};

}  // namespace pcgns::test
