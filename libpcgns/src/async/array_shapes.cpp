#include "async/array_shapes.hpp"

namespace pcgns::async {
namespace {

void collect(const Node& node, const std::string& path, ArrayShapes& out) {
  if (node.is_deferred()) out[path] = {node.type, node.count()};
  for (const Node& child : node.children) collect(child, path + "/" + child.name, out);
}

}  // namespace

ArrayShapes deferred_arrays(const Node& root) {
  ArrayShapes out;
  for (const Node& child : root.children) collect(child, "/" + child.name, out);
  return out;
}

}  // namespace pcgns::async
