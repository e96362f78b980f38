#pragma once
// The CGNS library version a file is stamped with (node CGNSLibraryVersion, R4).
#include <string>

namespace pcgns {

// The root's child that holds the stamp.
inline constexpr const char* kVersionNodeName = "CGNSLibraryVersion";

// Stored as thousandths so 3.42 and 4.4 compare exactly: 3.42 -> 3420, 4.4 -> 4400.
struct CgnsVersion {
  int code = 4400;

  static CgnsVersion from_float(float value);
  // Parses "4.4", "3.4", "3.42"; throws UsageError on anything else.
  static CgnsVersion parse(const std::string& text);
  // As parse, and a UsageError naming the accepted range for a version pcgns cannot write.
  static CgnsVersion parse_writable(const std::string& text);
  float as_float() const;
  int major() const { return code / 1000; }
  // CGNS 4.0 introduced ElementStartOffset for NGON_n/NFACE_n/MIXED sections.
  bool has_element_start_offset() const { return code >= 4000; }
  std::string to_string() const;  // "4.4"
  auto operator<=>(const CgnsVersion&) const = default;
};

inline constexpr int kDefaultCgnsVersion = 4400;

// The stamps pcgns can write: from the element numbering it writes (3.2's, the same as
// sids::kCurrentForms; older readers would misread it) up to the newest 4.x it knows.
inline constexpr int kOldestWritableCgnsVersion = 3200;
inline constexpr int kNewestWritableCgnsVersion = 4400;

}  // namespace pcgns
