#pragma once
// The --help layout of every pcgns tool: CLI11's, without its internals. Options are
// named as they are typed (no "{false}" after a negated flag); a value is named as the
// option wrote it or, for an option limited to a set of names, by that set
// ("queue|hdf5-collective"). Ranges and signs are left to the description and to the
// error a wrong value gets.
#include <string>
#include "pcgns_tool/cli_fwd.hpp"

namespace pcgns::tool {

// Installs the formatter on `app`; subcommands added afterwards inherit it.
void use_help_formatter(CLI::App& app);

// The value name shown for CLI11's full type name ("TEXT:{a,b}" -> "a|b",
// "N:INT in [1 - 9]" -> "N").
std::string help_value_name(const std::string& cli11_type_name);

}  // namespace pcgns::tool
