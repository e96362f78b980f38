#include "pcgns_tool/help_formatter.hpp"

#include <CLI/CLI.hpp>

#include <memory>
#include <sstream>
#include <vector>

namespace pcgns::tool {
namespace {

std::vector<std::string> split(const std::string& text, char separator) {
  std::vector<std::string> pieces;
  std::istringstream in(text);
  for (std::string piece; std::getline(in, piece, separator);) pieces.push_back(piece);
  return pieces;
}

// CLI11's names for a value the option did not name itself.
bool is_generic_type_name(const std::string& name) {
  for (const char* generic : {"TEXT", "INT", "UINT", "FLOAT", "NUMBER", "ENUM", "BOOLEAN"})
    if (name == generic) return true;
  return false;
}

// "{a,b,c}" (a set of accepted values) -> "a|b|c"; anything else (a range, a mapping
// to numbers) -> "".
std::string set_of_names(const std::string& description) {
  if (description.size() < 2 || description.front() != '{' || description.back() != '}') return {};
  const std::string inside = description.substr(1, description.size() - 2);
  if (inside.find("->") != std::string::npos || inside.find('{') != std::string::npos) return {};
  std::string names = inside;
  for (char& c : names)
    if (c == ',') c = '|';
  return names;
}

class HelpFormatter : public CLI::Formatter {
 public:
  std::string make_option_name(const CLI::Option* option, bool is_positional) const override {
    if (is_positional) return option->get_name(true, false);
    std::string names;
    for (const auto& name : option->get_snames()) names += (names.empty() ? "-" : ",-") + name;
    for (const auto& name : option->get_lnames()) names += (names.empty() ? "--" : ",--") + name;
    return names;
  }

  std::string make_option_opts(const CLI::Option* option) const override {
    if (!option->get_option_text().empty()) return " " + option->get_option_text();
    std::ostringstream out;
    if (option->get_type_size() != 0) {
      const std::string value = help_value_name(option->get_type_name());
      if (!value.empty()) out << " " << value;
      if (!option->get_default_str().empty()) out << "=" << option->get_default_str();
      if (option->get_expected_max() == CLI::detail::expected_max_vector_size) out << " ...";
      if (option->get_required()) out << " " << get_label("REQUIRED");
    }
    if (!option->get_excludes().empty()) {
      out << " " << get_label("Excludes") << ":";
      for (const CLI::Option* other : option->get_excludes()) out << " " << make_option_name(other, false);
    }
    return out.str();
  }
};

}  // namespace

std::string help_value_name(const std::string& cli11_type_name) {
  const auto pieces = split(cli11_type_name, ':');
  if (pieces.empty()) return {};
  if (is_generic_type_name(pieces.front()))
    for (std::size_t i = 1; i < pieces.size(); ++i)
      if (auto names = set_of_names(pieces[i]); !names.empty()) return names;
  return pieces.front();
}

void use_help_formatter(CLI::App& app) { app.formatter(std::make_shared<HelpFormatter>()); }

}  // namespace pcgns::tool
