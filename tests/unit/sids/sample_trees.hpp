#pragma once
// Small trees built through the builders, shared by the SIDS view tests.
#include <gtest/gtest.h>

#include <string>

#include "pcgns/sids/all.hpp"
#include "support/two_hexa.hpp"

namespace pcgns::sids::testing {

// Root with one 3-D base "Base".
inline Node root_with_base() {
  Node root("/", "Root Node of HDF5 File");
  add_base(root, "Base", 3, 3);
  return root;
}

// "Base/Hex": two hexahedra side by side (3 x 2 x 2 = 12 vertices), in memory.
inline Node& add_two_hexa_zone(Node& root) {
  Node& zone = add_zone(*root.child("Base"), "Hex", ZoneType::Unstructured, ZoneSizes::unstructured(12, 2));
  pcgns::test::add_two_hexa_coordinates(zone);
  add_section(zone, "Hexa", ElementType::HEXA_8, 1, 2, 0, {1, 2, 5, 4, 7, 8, 11, 10, 2, 3, 6, 5, 8, 9, 12, 11});
  add_section(zone, "Ilo", ElementType::QUAD_4, 3, 3, 0, {1, 4, 10, 7});
  return zone;
}

inline NodeRef ref_of(const Node& root, const std::string& path) {
  const Node* node = find_node(root, path);
  EXPECT_NE(node, nullptr) << path;
  return {node, path};
}

inline ZoneView zone_view(const Node& root, const std::string& path) { return ZoneView(ref_of(root, path), 3); }

// Runs `action`, expecting an InputError whose message holds every fragment.
template <class F>
void expect_input_error(F&& action, std::initializer_list<std::string> fragments) {
  try {
    action();
    ADD_FAILURE() << "no InputError thrown";
  } catch (const InputError& e) {
    for (const auto& f : fragments)
      EXPECT_NE(std::string(e.what()).find(f), std::string::npos) << "message '" << e.what() << "' lacks '" << f << "'";
  }
}

}  // namespace pcgns::sids::testing
