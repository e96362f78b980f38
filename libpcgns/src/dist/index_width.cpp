#include "dist/index_width.hpp"

#include <cstring>
#include <vector>

#include "dist/split_names.hpp"

namespace pcgns::dist {
namespace {

const Node* matching_child(const Node& source, const std::string& name) {
  if (const Node* same = source.child(name)) return same;
  const std::string whole = unsplit_name(name);
  if (whole != name) return source.child(whole);
  for (const Node& child : source.children)
    if (unsplit_name(child.name) == name) return &child;
  return nullptr;
}

void widen(Node& node) {
  const auto narrow = node.values<std::int32_t>();
  std::vector<std::int64_t> wide(narrow.begin(), narrow.end());
  node.type = DataType::I8;
  node.data.resize(wide.size() * sizeof(std::int64_t));
  if (!wide.empty()) std::memcpy(node.data.data(), wide.data(), node.data.size());
}

}  // namespace

bool is_index_array(const Node& node) {
  if (node.label == "Zone_t") return true;
  return node.name == "ElementRange" || node.name == "ElementConnectivity" || node.name == "ElementStartOffset" ||
         node.name == "PointList" || node.name == "PointListDonor";
}

bool has_wide_index(const Node& source, const std::string& path) {
  const Node* node = &source;
  std::size_t begin = 0;
  while (node && begin <= path.size()) {
    const auto end = path.find('/', begin);
    node = matching_child(*node, path.substr(begin, end == std::string::npos ? std::string::npos : end - begin));
    if (end == std::string::npos) break;
    begin = end + 1;
  }
  return node && is_index_array(*node) && node->type == DataType::I8;
}

void widen_like(Node& built, const Node& source) {
  if (is_index_array(built) && built.type == DataType::I4 && source.type == DataType::I8 && built.has_data())
    widen(built);
  for (Node& child : built.children)
    if (const Node* model = matching_child(source, child.name)) widen_like(child, *model);
}

}  // namespace pcgns::dist
