#pragma once
// SIDS enumerations are stored in files by name (C1 data such as "BCWall") or by number
// (ElementType in Elements_t). Each enumeration specialises EnumNames with
//   names   its names in numbering order, spelled as the official library writes them
//           (its *Name[] tables): every enumeration starts with "Null", "UserDefined";
//   prefix  the C name of the enumeration ("BCType"): older pcgns versions wrote the
//           first two values as the C enumerators "BCTypeNull", "BCTypeUserDefined";
//   aliases (optional) other spellings found in files, read but never written.
// These templates write the official spelling and read it and the legacy ones.
#include <cstddef>
#include <optional>
#include <string_view>

namespace pcgns::sids {

template <class E>
struct EnumNames;

template <class E>
struct EnumAlias {
  std::string_view text;
  E value;
};

template <class E>
constexpr std::string_view enum_name(E value) {
  const auto& names = EnumNames<E>::names;
  const auto index = static_cast<std::size_t>(value);
  return index < names.size() ? names[index] : std::string_view("<invalid>");
}

namespace detail {

template <class E>
constexpr std::optional<E> parse_legacy_enum(std::string_view text) {
  static_assert(EnumNames<E>::names[0] == "Null" && EnumNames<E>::names[1] == "UserDefined");
  constexpr std::string_view prefix = EnumNames<E>::prefix;
  if (text.starts_with(prefix)) {
    const auto value = text.substr(prefix.size());
    if (value == "Null") return static_cast<E>(0);
    if (value == "UserDefined") return static_cast<E>(1);
  }
  if constexpr (requires { EnumNames<E>::aliases; })
    for (const auto& alias : EnumNames<E>::aliases)
      if (alias.text == text) return alias.value;
  return std::nullopt;
}

}  // namespace detail

template <class E>
constexpr std::optional<E> parse_enum(std::string_view text) {
  const auto& names = EnumNames<E>::names;
  for (std::size_t i = 0; i < names.size(); ++i)
    if (names[i] == text) return static_cast<E>(i);
  return detail::parse_legacy_enum<E>(text);
}

template <class E>
constexpr std::optional<E> enum_from_number(long long number) {
  if (number < 0 || number >= static_cast<long long>(EnumNames<E>::names.size())) return std::nullopt;
  return static_cast<E>(number);
}

// Whether `text` can be an enumeration value at all: 1 to 32 printable characters, no
// blanks (every official value is; a value of a newer CGNS version would be too).
constexpr bool is_enum_shaped(std::string_view text) {
  if (text.empty() || text.size() > 32) return false;
  for (const char c : text)
    if (c <= ' ' || c > '~') return false;
  return true;
}

// For values pcgns only carries (BCType, DataClass, units, ...): a well-shaped name it
// does not know, such as a value added by a newer CGNS version, reads as UserDefined,
// as the official library reads unknown values of newer files; the node keeps its text.
// nullopt only when `text` is no name at all.
template <class E>
constexpr std::optional<E> parse_carried_enum(std::string_view text) {
  if (const auto value = parse_enum<E>(text)) return value;
  if (is_enum_shaped(text)) return static_cast<E>(1);
  return std::nullopt;
}

}  // namespace pcgns::sids
