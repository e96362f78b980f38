#pragma once
// The children of a Node: a sequence of nodes, each allocated on its own, so that a
// reference or pointer to a child stays valid while siblings are added, inserted, removed
// or sorted (only erasing or replacing that child ends it). It reads like a
// std::vector<Node> (indexing, iterators over Node&, push_back, insert, erase) and costs
// one pointer per child on top of the child itself; a std::deque would keep references
// too, but allocates a map and a block even for the many nodes that have no children.
#include <algorithm>
#include <compare>
#include <cstddef>
#include <initializer_list>
#include <iterator>
#include <memory>
#include <type_traits>
#include <utility>
#include <vector>

namespace pcgns {

class Node;

// A random-access iterator over the owned children that yields Node& (or const Node&).
template <class Value, class Slot>
class NodeListIterator {
 public:
  using iterator_category = std::random_access_iterator_tag;
  using iterator_concept = std::random_access_iterator_tag;
  using value_type = std::remove_const_t<Value>;
  using difference_type = std::ptrdiff_t;
  using pointer = Value*;
  using reference = Value&;

  NodeListIterator() = default;
  explicit NodeListIterator(Slot slot) : slot_(slot) {}
  // iterator -> const_iterator
  template <class OtherValue, class OtherSlot, class = std::enable_if_t<std::is_convertible_v<OtherSlot, Slot>>>
  NodeListIterator(const NodeListIterator<OtherValue, OtherSlot>& other) : slot_(other.slot()) {}

  reference operator*() const { return **slot_; }
  pointer operator->() const { return slot_->get(); }
  reference operator[](difference_type n) const { return *slot_[n]; }

  NodeListIterator& operator++() {
    ++slot_;
    return *this;
  }
  NodeListIterator operator++(int) { return NodeListIterator(slot_++); }
  NodeListIterator& operator--() {
    --slot_;
    return *this;
  }
  NodeListIterator operator--(int) { return NodeListIterator(slot_--); }
  NodeListIterator& operator+=(difference_type n) {
    slot_ += n;
    return *this;
  }
  NodeListIterator& operator-=(difference_type n) {
    slot_ -= n;
    return *this;
  }
  friend NodeListIterator operator+(NodeListIterator it, difference_type n) { return it += n; }
  friend NodeListIterator operator+(difference_type n, NodeListIterator it) { return it += n; }
  friend NodeListIterator operator-(NodeListIterator it, difference_type n) { return it -= n; }
  friend difference_type operator-(const NodeListIterator& a, const NodeListIterator& b) { return a.slot_ - b.slot_; }
  friend bool operator==(const NodeListIterator& a, const NodeListIterator& b) { return a.slot_ == b.slot_; }
  friend auto operator<=>(const NodeListIterator& a, const NodeListIterator& b) { return a.slot_ <=> b.slot_; }

  // The position in the underlying vector of owning pointers.
  Slot slot() const { return slot_; }

 private:
  Slot slot_{};
};

class NodeList {
  using Slots = std::vector<std::unique_ptr<Node>>;

 public:
  using value_type = Node;
  using size_type = std::size_t;
  using difference_type = std::ptrdiff_t;
  using reference = Node&;
  using const_reference = const Node&;
  using iterator = NodeListIterator<Node, Slots::iterator>;
  using const_iterator = NodeListIterator<const Node, Slots::const_iterator>;

  NodeList() = default;
  NodeList(std::initializer_list<Node> nodes);
  // Copies are deep: every child (and its subtree) is copied.
  NodeList(const NodeList& other);
  NodeList& operator=(const NodeList& other);
  NodeList(NodeList&&) noexcept = default;
  NodeList& operator=(NodeList&& other) noexcept;
  ~NodeList();

  size_type size() const { return slots_.size(); }
  bool empty() const { return slots_.empty(); }
  // Out of line, as the members that destroy or move slots are: Node is incomplete here.
  void reserve(size_type n);
  void clear() noexcept;

  Node& operator[](size_type i) { return *slots_[i]; }
  const Node& operator[](size_type i) const { return *slots_[i]; }
  Node& front() { return *slots_.front(); }
  const Node& front() const { return *slots_.front(); }
  Node& back() { return *slots_.back(); }
  const Node& back() const { return *slots_.back(); }

  iterator begin() { return iterator(slots_.begin()); }
  iterator end() { return iterator(slots_.end()); }
  const_iterator begin() const { return const_iterator(slots_.begin()); }
  const_iterator end() const { return const_iterator(slots_.end()); }
  const_iterator cbegin() const { return begin(); }
  const_iterator cend() const { return end(); }

  Node& push_back(Node node);
  template <class... Args>
  Node& emplace_back(Args&&... args) {
    return *slots_.emplace_back(std::make_unique<Node>(std::forward<Args>(args)...));
  }
  // Inserts before `at`; returns the position of the (first) inserted node.
  iterator insert(const_iterator at, Node node);
  template <class InputIt>
  iterator insert(const_iterator at, InputIt first, InputIt last) {
    // Of a type that depends on InputIt, so that it is instantiated where Node is
    // complete, not here (a local Slots is destroyed in this body).
    std::vector<std::unique_ptr<std::conditional_t<true, Node, InputIt>>> added;
    for (; first != last; ++first) added.push_back(std::make_unique<Node>(*first));
    return iterator(
        slots_.insert(at.slot(), std::make_move_iterator(added.begin()), std::make_move_iterator(added.end())));
  }
  iterator erase(const_iterator at);
  iterator erase(const_iterator first, const_iterator last);

  // Reorder the children by `less` (on const Node&) by moving the owning pointers: the
  // nodes stay where they are, so references to them stay valid.
  template <class Less>
  void stable_sort(Less less) {
    std::stable_sort(slots_.begin(), slots_.end(), [&](const auto& a, const auto& b) { return less(*a, *b); });
  }
  template <class Less>
  void sort(Less less) {
    std::sort(slots_.begin(), slots_.end(), [&](const auto& a, const auto& b) { return less(*a, *b); });
  }

  // Removes the children matching `pred` (on const Node&), as std::erase_if does for a
  // vector; returns how many were removed. Found by argument-dependent lookup.
  template <class Pred>
  friend size_type erase_if(NodeList& list, Pred pred) {
    return std::erase_if(list.slots_, [&](const auto& slot) { return pred(std::as_const(*slot)); });
  }

 private:
  Slots slots_;
};

}  // namespace pcgns
