#pragma once
// How high a global id of a partitioned unstructured zone may go, known before any id
// sizes an array. A set with pcgns's record declares its vertex and cell counts (which
// hold for parts not given too). Otherwise, an original zone has at most as many
// vertices (cells, elements of a section, entries of a point list) as its parts hold
// together, a vertex shared by parts being held by each: the sum of the lengths of the
// parts' numbering arrays bounds every id -- and an id past it, when parts are missing,
// could not have its lower ids all covered anyway.
// Computed from the skeletons every rank holds, without reading data, so a corrupt id
// is refused (naming its file and node) instead of sizing the merged zone.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "dist/unstructured_zone.hpp"

namespace pcgns::dist {

struct IdBounds {
  std::int64_t vertices = 0;
  std::int64_t cells = 0;
  std::vector<std::int64_t> sections;     // as zone.sections
  std::vector<std::int64_t> point_lists;  // as zone.point_lists
};

IdBounds id_bounds(const UnstructuredZone& zone);

// The message naming `where` ("file 'a.cgns' node '/Base/Z.P0.N0/...'") for the first
// id outside 1..bound, none when every id is within.
std::optional<std::string> id_problem(const std::vector<std::int64_t>& ids, std::int64_t bound,
                                      const std::string& where);

}  // namespace pcgns::dist
