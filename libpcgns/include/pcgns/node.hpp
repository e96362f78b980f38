#pragma once
// The CGNS node model: one Node per ADF/HDF5 node group. Small data lives in memory;
// bulk data read from a file stays on disk as a BulkRef until asked for; a node with
// neither (but a type and dimensions) is "deferred": its storage is allocated when the
// tree is written and filled later by the parallel data path.
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "pcgns/data_type.hpp"
#include "pcgns/error.hpp"
#include "pcgns/node_list.hpp"

namespace pcgns {

// CGNS (Fortran-order) dimensions; HDF5 stores them reversed.
using Dims = std::vector<std::int64_t>;

// Product of the dimensions (1 for an empty list is NOT assumed: empty -> 0).
std::int64_t element_count(const Dims& dims);

enum class Layout { compact, contiguous, chunked, other };

// Where a node's data sits in an HDF5 file, for reading it on demand.
struct BulkRef {
  std::filesystem::path file;
  std::string dataset;  // HDF5 path of the " data" dataset
  Layout layout = Layout::contiguous;
  std::int64_t offset = -1;  // byte offset of contiguous allocated data; -1 otherwise
};

// Target of a CGNS link (type LK). An empty file means a link inside the same file.
struct LinkTarget {
  std::string file;
  std::string path;  // absolute node path in the target file
};

class Node {
 public:
  Node() = default;
  Node(std::string name, std::string label, DataType type = DataType::MT, Dims dims = {});
  Node(const Node&) = default;
  Node& operator=(const Node&) = default;
  // noexcept, so that a std::vector<Node> (or of anything holding a Node) moves whole
  // subtrees when it grows instead of copying them.
  Node(Node&&) noexcept = default;
  Node& operator=(Node&&) noexcept = default;
  ~Node() = default;

  std::string name;
  std::string label;
  DataType type = DataType::MT;
  Dims dims;                       // empty for MT and LK
  std::vector<std::byte> data;     // in-memory values (count() * element_size bytes)
  std::optional<BulkRef> bulk;     // data left on disk
  std::optional<LinkTarget> link;  // for type LK
  NodeList children;               // in creation order; references to a child stay valid

  std::int64_t count() const { return element_count(dims); }
  std::int64_t byte_size() const { return count() * static_cast<std::int64_t>(element_size(type)); }
  bool has_data() const { return !data.empty(); }
  bool is_deferred() const { return data.empty() && !bulk && count() > 0; }

  // Child lookup by exact name; nullptr when absent.
  Node* child(std::string_view child_name);
  const Node* child(std::string_view child_name) const;
  // Child lookup that throws InputError naming the missing child.
  const Node& require_child(std::string_view child_name) const;
  // Children with a given SIDS label, in order.
  std::vector<const Node*> children_with_label(std::string_view child_label) const;
  std::vector<Node*> children_with_label(std::string_view child_label);
  // Appends a child (replacing any child of the same name in place) and returns it; the
  // reference stays valid while other children are added, removed or sorted.
  Node& add(Node node);
  bool remove(std::string_view child_name);

  // Typed access to in-memory data; throws InputError on a type mismatch or when the
  // data is not loaded.
  template <class T>
  std::span<const T> values() const {
    check_access(data_type_of<T>());
    return {reinterpret_cast<const T*>(data.data()), data.size() / sizeof(T)};
  }
  template <class T>
  std::span<T> values() {
    check_access(data_type_of<T>());
    return {reinterpret_cast<T*>(data.data()), data.size() / sizeof(T)};
  }
  // Integer data (I4/I8/U4/U8) widened to int64.
  std::vector<std::int64_t> as_int64() const;
  // Real data (R4/R8) widened to double.
  std::vector<double> as_double() const;
  // C1 data as a string (stops at the first NUL).
  std::string as_string() const;

 private:
  void check_access(DataType wanted) const;
};

// Node builders.
template <class T>
Node make_data_node(std::string name, std::string label, const std::vector<T>& values, Dims dims = {}) {
  if (dims.empty()) dims = {static_cast<std::int64_t>(values.size())};
  Node n(std::move(name), std::move(label), data_type_of<T>(), std::move(dims));
  n.data.resize(values.size() * sizeof(T));
  if (!values.empty()) std::memcpy(n.data.data(), values.data(), n.data.size());
  return n;
}
Node make_string_node(std::string name, std::string label, std::string_view text);
// Replaces a node's value with C1 text, keeping its name, label and children.
void set_text(Node& node, std::string_view text);
// A node whose storage is allocated on write and filled later (parallel data path).
Node make_deferred_node(std::string name, std::string label, DataType type, Dims dims);
Node make_link_node(std::string name, LinkTarget target);
// A copy of `node` (name, label, type, dimensions, data) without its children.
Node without_children(const Node& node);

// Finds a node by absolute or relative slash-separated path ("/Base/Zone/..."); nullptr
// when absent.
const Node* find_node(const Node& root, std::string_view path);
Node* find_node(Node& root, std::string_view path);

}  // namespace pcgns
