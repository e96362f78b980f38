#include "pcgns/sids/element_type.hpp"

#include <gtest/gtest.h>

namespace pcgns::sids {
namespace {

TEST(ElementType, NumberingMatchesCgnslib) {
  EXPECT_EQ(static_cast<int>(ElementType::NODE), 2);
  EXPECT_EQ(static_cast<int>(ElementType::HEXA_8), 17);
  EXPECT_EQ(static_cast<int>(ElementType::MIXED), 20);
  EXPECT_EQ(static_cast<int>(ElementType::PYRA_13), 21);
  EXPECT_EQ(static_cast<int>(ElementType::NGON_n), 22);
  EXPECT_EQ(static_cast<int>(ElementType::NFACE_n), 23);
  EXPECT_EQ(static_cast<int>(ElementType::QUAD_P4_16), 43);
  EXPECT_EQ(static_cast<int>(ElementType::HEXA_125), 56);
  EXPECT_EQ(enum_name(ElementType::PYRA_P4_29), "PYRA_P4_29");
  EXPECT_EQ(parse_enum<ElementType>("TETRA_10"), ElementType::TETRA_10);
  EXPECT_EQ(enum_from_number<ElementType>(57), std::nullopt);
}

TEST(ElementType, NodesPerElement) {
  EXPECT_EQ(nodes_per_element(ElementType::NODE), 1);
  EXPECT_EQ(nodes_per_element(ElementType::BAR_2), 2);
  EXPECT_EQ(nodes_per_element(ElementType::TRI_3), 3);
  EXPECT_EQ(nodes_per_element(ElementType::QUAD_9), 9);
  EXPECT_EQ(nodes_per_element(ElementType::TETRA_10), 10);
  EXPECT_EQ(nodes_per_element(ElementType::PYRA_13), 13);
  EXPECT_EQ(nodes_per_element(ElementType::PYRA_14), 14);
  EXPECT_EQ(nodes_per_element(ElementType::PENTA_18), 18);
  EXPECT_EQ(nodes_per_element(ElementType::HEXA_27), 27);
  EXPECT_EQ(nodes_per_element(ElementType::PENTA_40), 40);
  EXPECT_EQ(nodes_per_element(ElementType::QUAD_P4_16), 16);
  EXPECT_EQ(nodes_per_element(ElementType::PYRA_P4_29), 29);
  EXPECT_EQ(nodes_per_element(ElementType::HEXA_125), 125);
  EXPECT_EQ(nodes_per_element(ElementType::MIXED), 0);
  EXPECT_EQ(nodes_per_element(ElementType::NGON_n), 0);
  EXPECT_TRUE(is_poly(ElementType::NFACE_n));
  EXPECT_FALSE(is_fixed_size(ElementType::ElementTypeUserDefined));
  EXPECT_EQ(element_dimension(ElementType::QUAD_4), 2);
  EXPECT_EQ(element_dimension(ElementType::TETRA_4), 3);
  EXPECT_EQ(element_dimension(ElementType::BAR_5), 1);
  EXPECT_EQ(element_dimension(ElementType::MIXED), -1);
}

}  // namespace
}  // namespace pcgns::sids
