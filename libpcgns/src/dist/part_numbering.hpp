#pragma once
// A partition zone's :CGNS#GlobalNumbering, read once by the rank that handles the
// part: global vertex and cell ids, and for each section the position of each local
// element in the original section (and, from Maia's Sections numbering where present,
// where the section starts within its dimension). Turns local ids of connectivity and point lists
// into ids of the merged zone.
#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "dist/array_source.hpp"
#include "dist/zone_groups.hpp"

namespace pcgns::dist {

struct LocalSection {
  std::string name;
  std::int64_t local_start = 0;  // ElementRange in the part
  std::int64_t local_end = -1;
  std::vector<std::int64_t> element;  // 1-based position in the original section
  // Where the original section starts among the elements of its dimension, from Maia's
  // "Sections" numbering (element number within its dimension): Sections - Element, the
  // same for every element. It orders sections that no part holds together.
  std::optional<std::int64_t> dimension_offset;
};

class PartNumbering {
 public:
  PartNumbering(const Catalog& catalog, const PartRef& part, ArraySource& source);

  const std::vector<std::int64_t>& vertex() const { return vertex_; }
  const std::vector<std::int64_t>& cell() const { return cell_; }
  const std::vector<LocalSection>& sections() const { return sections_; }
  const LocalSection* section(const std::string& name) const;

  // Global vertex id of local vertex `local` (1-based); InputError when out of range.
  std::int64_t global_vertex(std::int64_t local) const;
  // Merged-zone element number of local element `local`, given each section's first
  // element number in the merged zone.
  std::int64_t global_element(std::int64_t local, const std::map<std::string, std::int64_t>& section_starts) const;
  // Connectivity read raw as `from` (I4 or I8), its local vertex ids made global and
  // written as `to`, in one pass: the merge's largest arrays go through here.
  std::vector<std::byte> global_connectivity(std::span<const std::byte> local, DataType from, DataType to) const;
  // A point list's local ids (vertices, or element numbers) made global.
  std::vector<std::int64_t> global_points(std::vector<std::int64_t> local, bool vertices,
                                          const std::map<std::string, std::int64_t>& section_starts) const;

 private:
  std::string where_;
  std::vector<std::int64_t> vertex_;
  std::vector<std::int64_t> cell_;
  std::vector<LocalSection> sections_;  // sorted by local_start
};

// Max of an integer array of the numbering ("Vertex", "Cell"); 0 when absent or empty.
std::int64_t max_value(const std::vector<std::int64_t>& values);

}  // namespace pcgns::dist
