#include "dist/child_order.hpp"

#include <map>
#include <queue>
#include <utility>

#include "sids/order_record.hpp"

namespace pcgns::dist {
namespace {

using Key = std::pair<std::size_t, std::size_t>;  // (sequence, position) where first seen

struct Graph {
  std::map<std::string, Key> first_seen;
  std::map<std::string, std::vector<std::string>> after;  // name -> names that follow it
  std::map<std::string, int> waiting_on;                  // unplaced predecessors

  explicit Graph(const std::vector<std::vector<std::string>>& sequences) {
    for (std::size_t s = 0; s < sequences.size(); ++s)
      for (std::size_t i = 0; i < sequences[s].size(); ++i) {
        const std::string& name = sequences[s][i];
        first_seen.try_emplace(name, Key{s, i});
        waiting_on.try_emplace(name, 0);
        if (i == 0) continue;
        after[sequences[s][i - 1]].push_back(name);
        ++waiting_on[name];
      }
  }
};

}  // namespace

std::vector<std::string> combined_order(const std::vector<std::vector<std::string>>& sequences) {
  Graph graph(sequences);
  using Entry = std::pair<Key, std::string>;
  std::priority_queue<Entry, std::vector<Entry>, std::greater<>> ready, all;
  for (const auto& [name, key] : graph.first_seen) {
    all.push({key, name});
    if (graph.waiting_on[name] == 0) ready.push({key, name});
  }
  std::map<std::string, bool> placed;
  std::vector<std::string> order;
  while (order.size() < graph.first_seen.size()) {
    if (ready.empty()) {  // contradictory sequences: the earliest-seen unplaced name goes next
      while (placed[all.top().second]) all.pop();
      ready.push(all.top());
    }
    const std::string name = ready.top().second;
    ready.pop();
    if (placed[name]) continue;
    placed[name] = true;
    order.push_back(name);
    for (const std::string& next : graph.after[name])
      if (--graph.waiting_on[next] == 0 && !placed[next]) ready.push({graph.first_seen[next], next});
  }
  return order;
}

void reorder_children(Node& node, const std::vector<std::string>& order) {
  std::map<std::string, std::size_t> rank;
  for (std::size_t i = 0; i < order.size(); ++i) rank.try_emplace(order[i], i);
  node.children.stable_sort([&](const Node& a, const Node& b) {
    const auto ra = rank.find(a.name), rb = rank.find(b.name);
    const std::size_t ka = ra == rank.end() ? order.size() : ra->second;
    const std::size_t kb = rb == rank.end() ? order.size() : rb->second;
    return ka < kb;
  });
}

std::vector<std::vector<std::string>> recorded_orders(const std::vector<const Node*>& parts,
                                                      const std::string& container) {
  std::vector<std::vector<std::string>> sequences;
  for (const Node* part : parts)
    if (const auto record = sids::read_order_record(*part))
      if (const auto list = record->children.find(container); list != record->children.end())
        sequences.push_back(list->second);
  return sequences;
}

}  // namespace pcgns::dist
