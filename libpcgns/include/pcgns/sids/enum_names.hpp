#pragma once
// SIDS enumerations are stored in files by name (C1 data such as "BCWall") or by number
// (ElementType in Elements_t). Each enumeration specialises EnumNames with its names in
// numbering order, and these templates convert both ways.
#include <cstddef>
#include <optional>
#include <string_view>

namespace pcgns::sids {

template <class E> struct EnumNames;  // static constexpr std::array<std::string_view, N> names

template <class E> constexpr std::string_view enum_name(E value) {
  const auto& names = EnumNames<E>::names;
  const auto index = static_cast<std::size_t>(value);
  return index < names.size() ? names[index] : std::string_view("<invalid>");
}

template <class E> constexpr std::optional<E> parse_enum(std::string_view text) {
  const auto& names = EnumNames<E>::names;
  for (std::size_t i = 0; i < names.size(); ++i)
    if (names[i] == text) return static_cast<E>(i);
  return std::nullopt;
}

template <class E> constexpr std::optional<E> enum_from_number(long long number) {
  if (number < 0 || number >= static_cast<long long>(EnumNames<E>::names.size()))
    return std::nullopt;
  return static_cast<E>(number);
}

}  // namespace pcgns::sids
