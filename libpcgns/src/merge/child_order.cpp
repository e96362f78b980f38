#include "merge/child_order.hpp"

#include <algorithm>
#include <map>
#include <optional>
#include <set>

namespace pcgns::merge {

std::vector<std::string> merged_order(const std::vector<std::vector<std::string>>& chains) {
  std::vector<std::string> names;  // by first appearance
  std::map<std::string, std::size_t> index;
  for (const auto& chain : chains)
    for (const auto& name : chain)
      if (index.emplace(name, names.size()).second) names.push_back(name);
  std::vector<std::set<std::size_t>> after(names.size());
  for (const auto& chain : chains)
    for (std::size_t i = 0; i + 1 < chain.size(); ++i)
      if (chain[i] != chain[i + 1]) after[index.at(chain[i])].insert(index.at(chain[i + 1]));
  std::vector<int> waiting(names.size(), 0);
  for (const auto& later : after)
    for (const std::size_t n : later) ++waiting[n];
  std::vector<bool> placed(names.size(), false);
  std::vector<std::string> order;
  while (order.size() < names.size()) {
    std::optional<std::size_t> next;
    for (std::size_t n = 0; n < names.size() && !next; ++n)
      if (!placed[n] && waiting[n] == 0) next = n;
    for (std::size_t n = 0; n < names.size() && !next; ++n)  // a cycle: parts that disagree
      if (!placed[n]) next = n;
    placed[*next] = true;
    order.push_back(names[*next]);
    for (const std::size_t later : after[*next]) --waiting[later];
  }
  return order;
}

void order_children(Node& node, const std::vector<std::string>& order) {
  std::map<std::string, std::size_t> rank;
  for (std::size_t i = 0; i < order.size(); ++i) rank.emplace(order[i], i);
  std::stable_sort(node.children.begin(), node.children.end(), [&](const Node& a, const Node& b) {
    const auto ra = rank.find(a.name), rb = rank.find(b.name);
    const std::size_t ka = ra == rank.end() ? order.size() : ra->second;
    const std::size_t kb = rb == rank.end() ? order.size() : rb->second;
    return ka < kb;
  });
}

}  // namespace pcgns::merge
