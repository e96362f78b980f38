#include "pcgns/node_list.hpp"

#include "pcgns/node.hpp"

namespace pcgns {

// Defined here, where Node is complete: destroying or copying a child needs its type.
NodeList::NodeList(std::initializer_list<Node> nodes) {
  slots_.reserve(nodes.size());
  for (const Node& node : nodes) slots_.push_back(std::make_unique<Node>(node));
}

NodeList::NodeList(const NodeList& other) {
  slots_.reserve(other.size());
  for (const Node& node : other) slots_.push_back(std::make_unique<Node>(node));
}

NodeList& NodeList::operator=(const NodeList& other) {
  if (this != &other) {
    NodeList copy(other);
    slots_.swap(copy.slots_);
  }
  return *this;
}

NodeList& NodeList::operator=(NodeList&& other) noexcept {
  slots_ = std::move(other.slots_);
  return *this;
}

NodeList::~NodeList() = default;

void NodeList::clear() noexcept { slots_.clear(); }

void NodeList::reserve(size_type n) { slots_.reserve(n); }

Node& NodeList::push_back(Node node) { return *slots_.emplace_back(std::make_unique<Node>(std::move(node))); }

NodeList::iterator NodeList::insert(const_iterator at, Node node) {
  return iterator(slots_.insert(at.slot(), std::make_unique<Node>(std::move(node))));
}

NodeList::iterator NodeList::erase(const_iterator at) { return iterator(slots_.erase(at.slot())); }

NodeList::iterator NodeList::erase(const_iterator first, const_iterator last) {
  return iterator(slots_.erase(first.slot(), last.slot()));
}

}  // namespace pcgns
