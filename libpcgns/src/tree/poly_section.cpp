#include "tree/poly_section.hpp"

#include <array>
#include <cstdint>
#include <limits>
#include <vector>

#include "pcgns/tree_io.hpp"

namespace pcgns::tree {

namespace {

constexpr const char* kConnectivity = "ElementConnectivity";
constexpr const char* kStartOffset = "ElementStartOffset";

// Nodes per element of the fixed-size CGNS element types, indexed by ElementType_t
// value (0: none, 1: user defined, 20/22/23: the poly types, which have no fixed size).
constexpr std::array<int, 57> kNodesPerElement{
    0,  0,  1,  2,  3,  3,  6,  4,  8,  9,  4,  10, 5,  14, 6,  15, 18, 8,  20, 27, 0,  13, 0,  0,  4,  9,  10, 12, 16,
    16, 20, 21, 29, 30, 24, 38, 40, 32, 56, 64, 5,  12, 15, 16, 25, 22, 34, 35, 29, 50, 55, 33, 66, 75, 44, 98, 125};

[[noreturn]] void bad(const std::string& path, const std::string& what) {
  throw InputError("section " + path + ": " + what);
}

Node& require(Node& section, const char* name, const std::string& path) {
  Node* child = section.child(name);
  if (!child) bad(path, std::string("no ") + name);
  load_data(*child);
  if (child->count() > 0 && !child->has_data())
    bad(path, std::string(name) + " has no data yet (deferred); cannot convert its layout");
  return *child;
}

void store_integers(Node& node, const std::vector<std::int64_t>& values, DataType type, const std::string& path) {
  node.type = type;
  node.dims = {static_cast<std::int64_t>(values.size())};
  node.bulk.reset();
  if (type == DataType::I8) {
    node.data.resize(values.size() * sizeof(std::int64_t));
    std::memcpy(node.data.data(), values.data(), node.data.size());
    return;
  }
  std::vector<std::int32_t> narrow;
  narrow.reserve(values.size());
  for (auto v : values) {
    if (v > std::numeric_limits<std::int32_t>::max() || v < std::numeric_limits<std::int32_t>::min())
      bad(path, node.name + " value " + std::to_string(v) + " does not fit in I4");
    narrow.push_back(static_cast<std::int32_t>(v));
  }
  node.data.resize(narrow.size() * sizeof(std::int32_t));
  std::memcpy(node.data.data(), narrow.data(), node.data.size());
}

// Element count from ElementRange when present (checked against what the arrays say).
std::int64_t range_count(const Node& section) {
  const Node* range = section.child("ElementRange");
  if (!range || !range->has_data()) return -1;
  const auto r = range->as_int64();
  return r.size() == 2 ? r[1] - r[0] + 1 : -1;
}

void check_element_count(const Node& section, std::int64_t found, const std::string& path) {
  const std::int64_t expected = range_count(section);
  if (expected >= 0 && expected != found)
    bad(path, "ElementRange gives " + std::to_string(expected) + " elements but the connectivity holds " +
                  std::to_string(found));
}

void insert_before_connectivity(Node& section, Node offsets) {
  auto& kids = section.children;
  auto at = kids.begin();
  while (at != kids.end() && at->name != kConnectivity) ++at;
  kids.insert(at, std::move(offsets));
}

}  // namespace

int element_type_of(const Node& section) {
  if (section.label != "Elements_t" || section.count() < 1) return -1;
  if (section.type == DataType::I4 || section.type == DataType::I8) {
    if (section.has_data()) return static_cast<int>(section.as_int64().front());
    if (section.bulk) {  // only with a tiny ReadOptions::load_threshold
      std::int64_t value[1] = {};
      std::int32_t narrow[1] = {};
      const bool wide = section.type == DataType::I8;
      read_bulk(*section.bulk, section.type, 0, 1, wide ? static_cast<void*>(value) : narrow);
      return static_cast<int>(wide ? value[0] : narrow[0]);
    }
  }
  return -1;
}

bool is_poly_section(const Node& section) {
  const int type = element_type_of(section);
  return type == kMixed || type == kNgon || type == kNface;
}

bool has_start_offset(const Node& section) { return section.child(kStartOffset) != nullptr; }

bool poly_arrays_available(const Node& section) {
  for (const char* name : {kConnectivity, kStartOffset})
    if (const Node* child = section.child(name); child && child->is_deferred()) return false;
  return true;
}

void to_count_layout(Node& section, const std::string& path) {
  const Node& offsets_node = require(section, kStartOffset, path);
  Node& conn_node = require(section, kConnectivity, path);
  const auto offsets = offsets_node.as_int64();
  const auto conn = conn_node.as_int64();
  if (offsets.empty() || offsets.front() != 0 || offsets.back() != static_cast<std::int64_t>(conn.size()))
    bad(path, "ElementStartOffset must start at 0 and end at the connectivity size " + std::to_string(conn.size()));
  const std::int64_t elements = static_cast<std::int64_t>(offsets.size()) - 1;
  check_element_count(section, elements, path);
  if (element_type_of(section) != kMixed) {
    std::vector<std::int64_t> counted;
    counted.reserve(conn.size() + offsets.size());
    for (std::size_t e = 0; e + 1 < offsets.size(); ++e) {
      if (offsets[e + 1] < offsets[e]) bad(path, "ElementStartOffset decreases");
      counted.push_back(offsets[e + 1] - offsets[e]);
      counted.insert(counted.end(), conn.begin() + offsets[e], conn.begin() + offsets[e + 1]);
    }
    store_integers(conn_node, counted, conn_node.type, path);
  }
  section.remove(kStartOffset);
}

void to_offset_layout(Node& section, const std::string& path) {
  Node& conn_node = require(section, kConnectivity, path);
  const auto conn = conn_node.as_int64();
  const bool mixed = element_type_of(section) == kMixed;
  std::vector<std::int64_t> offsets{0};
  std::vector<std::int64_t> stripped;
  std::size_t pos = 0;
  while (pos < conn.size()) {
    const std::int64_t head = conn[pos];
    std::int64_t nodes = head;
    if (mixed) {
      if (head < 0 || head >= static_cast<std::int64_t>(kNodesPerElement.size()) ||
          kNodesPerElement[static_cast<std::size_t>(head)] == 0)
        bad(path,
            "MIXED connectivity holds element type " + std::to_string(head) + " at position " + std::to_string(pos));
      nodes = kNodesPerElement[static_cast<std::size_t>(head)];
    }
    if (nodes < 0 || pos + 1 + static_cast<std::size_t>(nodes) > conn.size())
      bad(path, "connectivity ends inside the element starting at position " + std::to_string(pos));
    if (!mixed)
      stripped.insert(stripped.end(), conn.begin() + static_cast<std::ptrdiff_t>(pos) + 1,
                      conn.begin() + static_cast<std::ptrdiff_t>(pos) + 1 + nodes);
    pos += 1 + static_cast<std::size_t>(nodes);
    offsets.push_back(mixed ? static_cast<std::int64_t>(pos) : static_cast<std::int64_t>(stripped.size()));
  }
  check_element_count(section, static_cast<std::int64_t>(offsets.size()) - 1, path);
  const DataType int_type = conn_node.type;
  if (!mixed) store_integers(conn_node, stripped, int_type, path);
  Node offsets_node(kStartOffset, "DataArray_t");
  store_integers(offsets_node, offsets, int_type, path);
  insert_before_connectivity(section, std::move(offsets_node));
}

}  // namespace pcgns::tree
