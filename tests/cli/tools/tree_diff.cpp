// pcgns-test-tree-diff: compares two CGNS files as whole trees (pcgns::compare_trees):
// every node, label, data type, dimensions, values, link and child order.
//
//   pcgns-test-tree-diff [--with-version] EXPECTED ACTUAL
//
// Exit 0 when the trees are the same (the version stamp aside unless --with-version),
// 1 with one line per difference on stdout, 2 when a file cannot be read.
#include <iostream>
#include <string>
#include <vector>

#include "pcgns/tree_compare.hpp"
#include "pcgns/tree_io.hpp"

int main(int argc, char** argv) {
  std::vector<std::string> files;
  pcgns::TreeCompareOptions options;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--with-version") options.ignore_version = false;
    else files.push_back(arg);
  }
  if (files.size() != 2) {
    std::cerr << "usage: pcgns-test-tree-diff [--with-version] EXPECTED ACTUAL\n";
    return 2;
  }
  try {
    const pcgns::Node expected = pcgns::read_tree(files[0]);
    const pcgns::Node actual = pcgns::read_tree(files[1]);
    const auto differences = pcgns::compare_trees(expected, actual, options);
    for (const auto& d : differences) std::cout << d.path << ": " << d.what << '\n';
    return differences.empty() ? 0 : 1;
  } catch (const std::exception& e) {
    std::cerr << "pcgns-test-tree-diff: " << e.what() << '\n';
    return 2;
  }
}
