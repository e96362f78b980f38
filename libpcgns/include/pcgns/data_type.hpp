#pragma once
// CGNS/ADF data types as stored in a node's "type" attribute.
#include <complex>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

namespace pcgns {

enum class DataType : std::uint8_t { MT, I4, I8, U4, U8, R4, R8, X4, X8, C1, B1, LK };

// The two-letter code written in the "type" attribute ("I4", "R8", ...).
std::string_view to_string(DataType type);
// Parses a two-letter code; std::nullopt for anything unknown.
std::optional<DataType> parse_data_type(std::string_view code);
// Bytes per element; 0 for MT and LK, which carry no data.
std::size_t element_size(DataType type);

template <class T>
constexpr DataType data_type_of();
template <>
constexpr DataType data_type_of<std::int32_t>() {
  return DataType::I4;
}
template <>
constexpr DataType data_type_of<std::int64_t>() {
  return DataType::I8;
}
template <>
constexpr DataType data_type_of<std::uint32_t>() {
  return DataType::U4;
}
template <>
constexpr DataType data_type_of<std::uint64_t>() {
  return DataType::U8;
}
template <>
constexpr DataType data_type_of<float>() {
  return DataType::R4;
}
template <>
constexpr DataType data_type_of<double>() {
  return DataType::R8;
}
template <>
constexpr DataType data_type_of<std::complex<float>>() {
  return DataType::X4;
}
template <>
constexpr DataType data_type_of<std::complex<double>>() {
  return DataType::X8;
}
template <>
constexpr DataType data_type_of<char>() {
  return DataType::C1;
}
template <>
constexpr DataType data_type_of<unsigned char>() {
  return DataType::B1;
}

}  // namespace pcgns
