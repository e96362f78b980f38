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
  // The layout pcgns writes NGON_n/NFACE_n/MIXED sections in under this stamp: with
  // ElementStartOffset from 4.0, and under exactly 3.4 too, because the official 3.4.0
  // library wrote that layout under its 3.4 stamp and both it (Debian's cgnscheck) and
  // the official 4.2+ library read a 3.4 file's poly sections as having offsets; with
  // counts inline, the official tools read offsets that are not there.
  bool has_element_start_offset() const { return code >= 4000 || code == 3400; }
  // Official 3.4.1 took the offsets back out under the same 3.4 stamp, so 3.4 files exist
  // in both layouts: readers go by whether the section has an ElementStartOffset.
  bool either_poly_layout() const { return code == 3400; }
  std::string to_string() const;  // "4.4"
  auto operator<=>(const CgnsVersion&) const = default;
};

inline constexpr int kDefaultCgnsVersion = 4400;

// The stamps pcgns can write: from the element numbering it writes (3.2's, the same as
// sids::kCurrentForms; older readers would misread it) up to the newest 4.x it knows.
inline constexpr int kOldestWritableCgnsVersion = 3200;
inline constexpr int kNewestWritableCgnsVersion = 4400;

}  // namespace pcgns
