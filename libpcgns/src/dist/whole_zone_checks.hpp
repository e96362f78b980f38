#pragma once
// --check-inputs for whole zones: the ValueCheck of every integer array of a whole
// zone that names vertices, elements or faces of that zone (connectivity, element start
// offsets, ParentElements, point lists). Arrays held in memory with the skeleton are
// checked when the zone is planned; arrays still in their file get their check attached
// to the copy that moves them, which checks them slice by slice.
// Sizes (coordinates and located solutions against the zone size, connectivity and
// offset lengths, point list shapes) are checked when the inputs are read
// (sids::validate_tree), so only values are checked here.
#include <functional>
#include <span>
#include <string>
#include <vector>

#include "dist/array_copy.hpp"
#include "dist/value_check.hpp"
#include "pcgns/cgns_version.hpp"
#include "pcgns/node.hpp"

namespace pcgns::dist {

struct ArrayCheck {
  std::string relative;  // path below the zone: "Elem/ElementConnectivity"
  ValueCheck check;
};

// `zone` as in its file (after the selection), in a base of cell dimension `cell_dim`,
// from a file of `version`; `where(relative)` names the file and node for messages.
std::vector<ArrayCheck> whole_zone_checks(const Node& zone, int cell_dim, CgnsVersion version,
                                          const std::function<std::string(const std::string&)>& where);

// Checks the arrays of `checks` that `zone` holds in memory (InputError on the first
// problem) and attaches the others' checks to their copies among `tasks` (the zone's,
// output paths under `zone_path`).
void apply_checks(const Node& zone, const std::vector<ArrayCheck>& checks, const std::string& zone_path,
                  std::span<CopyTask> tasks);

}  // namespace pcgns::dist
