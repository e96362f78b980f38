#include "pcgns/cgns_version.hpp"

#include <cctype>
#include <cmath>

#include "pcgns/error.hpp"

namespace pcgns {

CgnsVersion CgnsVersion::from_float(float value) {
  // The official library stores e.g. 3.4 as the float 3.4000001: round to thousandths.
  return CgnsVersion{static_cast<int>(std::lround(static_cast<double>(value) * 1000.0))};
}

CgnsVersion CgnsVersion::parse(const std::string& text) {
  // Accepted forms: "D.D" or "D.DD" (major 1-9), e.g. 3.4, 3.42, 4.4.
  const bool well_formed = (text.size() == 3 || text.size() == 4) && text[0] >= '1' && text[0] <= '9' &&
                           text[1] == '.' && std::isdigit(static_cast<unsigned char>(text[2])) &&
                           (text.size() == 3 || std::isdigit(static_cast<unsigned char>(text[3])));
  if (!well_formed) throw UsageError("invalid CGNS version '" + text + "' (expected e.g. 3.4 or 4.4)");
  const int major = text[0] - '0';
  const int minor_code = (text[2] - '0') * 100 + (text.size() == 4 ? (text[3] - '0') * 10 : 0);
  return CgnsVersion{major * 1000 + minor_code};
}

CgnsVersion CgnsVersion::parse_writable(const std::string& text) {
  const CgnsVersion version = parse(text);
  const CgnsVersion oldest{kOldestWritableCgnsVersion}, newest{kNewestWritableCgnsVersion};
  if (version < oldest || version > newest)
    throw UsageError("CGNS version " + text + " cannot be written: pcgns writes versions " + oldest.to_string() +
                     " to " + newest.to_string());
  return version;
}

float CgnsVersion::as_float() const { return static_cast<float>(code) / 1000.0f; }

std::string CgnsVersion::to_string() const {
  std::string s = std::to_string(major()) + "." + std::to_string((code % 1000) / 100);
  if (code % 100 != 0) s += std::to_string((code % 100) / 10);
  return s;
}

}  // namespace pcgns
