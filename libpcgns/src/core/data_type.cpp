#include "pcgns/data_type.hpp"

#include <array>

namespace pcgns {
namespace {

struct TypeInfo {
  DataType type;
  std::string_view code;
  std::size_t size;
};

constexpr std::array<TypeInfo, 12> kTypes{{
    {DataType::MT, "MT", 0},
    {DataType::I4, "I4", 4},
    {DataType::I8, "I8", 8},
    {DataType::U4, "U4", 4},
    {DataType::U8, "U8", 8},
    {DataType::R4, "R4", 4},
    {DataType::R8, "R8", 8},
    {DataType::X4, "X4", 8},
    {DataType::X8, "X8", 16},
    {DataType::C1, "C1", 1},
    {DataType::B1, "B1", 1},
    {DataType::LK, "LK", 0},
}};

const TypeInfo& info(DataType type) { return kTypes[static_cast<std::size_t>(type)]; }

}  // namespace

std::string_view to_string(DataType type) { return info(type).code; }

std::size_t element_size(DataType type) { return info(type).size; }

std::optional<DataType> parse_data_type(std::string_view code) {
  for (const auto& t : kTypes)
    if (t.code == code) return t.type;
  return std::nullopt;
}

}  // namespace pcgns
