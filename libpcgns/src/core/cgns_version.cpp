#include "pcgns/cgns_version.hpp"

#include <cmath>
#include <regex>

#include "pcgns/error.hpp"

namespace pcgns {

CgnsVersion CgnsVersion::from_float(float value) {
  // The official library stores e.g. 3.4 as the float 3.4000001: round to thousandths.
  return CgnsVersion{static_cast<int>(std::lround(static_cast<double>(value) * 1000.0))};
}

CgnsVersion CgnsVersion::parse(const std::string& text) {
  static const std::regex form(R"(([1-9])\.([0-9]{1,2}))");
  std::smatch m;
  if (!std::regex_match(text, m, form))
    throw UsageError("invalid CGNS version '" + text + "' (expected e.g. 3.4 or 4.4)");
  const int major = std::stoi(m[1].str());
  const std::string minor = m[2].str();
  const int minor_code = minor.size() == 1 ? std::stoi(minor) * 100 : std::stoi(minor) * 10;
  return CgnsVersion{major * 1000 + minor_code};
}

float CgnsVersion::as_float() const { return static_cast<float>(code) / 1000.0f; }

std::string CgnsVersion::to_string() const {
  std::string s = std::to_string(major()) + "." + std::to_string((code % 1000) / 100);
  if (code % 100 != 0) s += std::to_string((code % 100) / 10);
  return s;
}

}  // namespace pcgns
