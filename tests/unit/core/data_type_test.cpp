#include <gtest/gtest.h>

#include "pcgns/data_type.hpp"

namespace pcgns {
namespace {

TEST(DataType, CodesAndSizesRoundTrip) {
  const std::pair<DataType, std::size_t> all[] = {{DataType::MT, 0}, {DataType::I4, 4}, {DataType::I8, 8},
                                                  {DataType::U4, 4}, {DataType::U8, 8}, {DataType::R4, 4},
                                                  {DataType::R8, 8}, {DataType::X4, 8}, {DataType::X8, 16},
                                                  {DataType::C1, 1}, {DataType::B1, 1}, {DataType::LK, 0}};
  for (const auto& [type, size] : all) {
    EXPECT_EQ(element_size(type), size) << to_string(type);
    EXPECT_EQ(parse_data_type(to_string(type)), type);
    EXPECT_EQ(to_string(type).size(), 2u);
  }
  EXPECT_EQ(to_string(DataType::R8), "R8");
  EXPECT_FALSE(parse_data_type("Q9").has_value());
  EXPECT_FALSE(parse_data_type("r8").has_value());
  EXPECT_FALSE(parse_data_type("").has_value());
}

TEST(DataType, CppTypeMapping) {
  static_assert(data_type_of<std::int32_t>() == DataType::I4);
  static_assert(data_type_of<std::uint64_t>() == DataType::U8);
  static_assert(data_type_of<float>() == DataType::R4);
  static_assert(data_type_of<std::complex<double>>() == DataType::X8);
  static_assert(data_type_of<char>() == DataType::C1);
  static_assert(data_type_of<unsigned char>() == DataType::B1);
  EXPECT_EQ(element_size(data_type_of<double>()), sizeof(double));
}

}  // namespace
}  // namespace pcgns
