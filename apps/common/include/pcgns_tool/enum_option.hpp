#pragma once
// An option whose value is one of a fixed list of names (`--mesh blocks`). CLI11's
// CheckedTransformer also takes the enumerator's number (`--mesh 2`) and shows the table
// with its numbers in --help; this takes the names only and shows them as "a|b|c".
// Includes CLI/CLI.hpp: for the files that define options only (see cli_fwd.hpp).
#include <CLI/CLI.hpp>

#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace pcgns::tool {

template <class Enum>
using EnumNames = std::vector<std::pair<std::string, Enum>>;

template <class Enum>
CLI::Option* add_enum_option(CLI::App& app, const std::string& option_name, Enum& target, EnumNames<Enum> names,
                             const std::string& description) {
  static_assert(std::is_enum_v<Enum>);
  std::string choices, listed;
  for (const auto& entry : names) {
    choices += (choices.empty() ? "" : "|") + entry.first;
    listed += (listed.empty() ? "" : ", ") + entry.first;
  }
  // CLI11 converts the text left by the validator into the enumeration through its
  // underlying integer; the user never types that number.
  CLI::Validator by_name(
      [names = std::move(names), listed](std::string& text) -> std::string {
        for (const auto& [name, value] : names)
          if (text == name) {
            text = std::to_string(static_cast<std::underlying_type_t<Enum>>(value));
            return {};
          }
        return "'" + text + "' is not one of " + listed;
      },
      "");
  return app.add_option(option_name, target, description)->transform(by_name)->type_name(choices);
}

// The name `value` has in `names` (as a report shows the option's value), empty when none.
template <class Enum>
std::string enum_option_name(const EnumNames<Enum>& names, Enum value) {
  for (const auto& [name, entry] : names)
    if (entry == value) return name;
  return {};
}

}  // namespace pcgns::tool
