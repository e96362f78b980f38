#pragma once
// ParentElements (and ParentElementsPosition) of a section of a partitioned zone. A part
// names a face's parent cells by its own element numbers, 0 for a cell it does not hold:
// a face two parts share (an NGON_n face between their cells) comes in two copies, each
// with its part's half of the (left, right) pair. The merged pair takes each side from
// the copies that name a cell there, in merged element numbers; copies naming different
// cells (or positions) on one side are refused, never resolved by picking one.
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "dist/array_source.hpp"
#include "dist/part_numbering.hpp"
#include "dist/zone_groups.hpp"
#include "pcgns/sids/element_type.hpp"

namespace pcgns::dist {

struct SectionParents {
  DataType type = DataType::I4;           // of ParentElements
  std::optional<DataType> position_type;  // of ParentElementsPosition, when the parts have it
};

// Whether the parts' section `name` carries parents, and their types (64-bit where any part
// has them so). InputError naming the file and node for a part whose section lacks them
// beside parts with them, ParentElementsPosition without ParentElements, and ParentData.
// (Their shape, (elements, 2), is checked with the skeletons: sids/elements.hpp.)
std::optional<SectionParents> plan_section_parents(const Catalog& catalog, const std::vector<PartRef>& parts,
                                                   const std::string& name);

// Adds the deferred arrays of `count` elements to the merged section node.
void add_section_parents(Node& section, const SectionParents& parents, std::int64_t count);

// The parents one part gives of a section of `count` merged elements, as entries of the
// merged arrays, flat in their Fortran order: the left parent of merged element g is
// entry g, the right one entry count + g (1-based). Only the entries naming a cell,
// each with the pair (merged cell element number, position; 0 without positions).
struct PartParents {
  std::vector<std::int64_t> entries;
  std::vector<std::int64_t> values;
};

// Which sections of the merged zone hold cells (a parent must be one of their elements):
// those of the zone's highest element dimension, MIXED and NFACE_n ones.
std::vector<std::string> cell_sections(const std::vector<std::pair<std::string, sids::ElementType>>& sections);

// Reads part `part`'s parents of section `name` and turns them into merged ids. InputError
// naming the file, node and element for a parent that is neither 0 nor an element of
// one of `cells` (sections of the part).
PartParents read_part_parents(const Catalog& catalog, const PartRef& part, const PartNumbering& numbering,
                              const std::string& name, std::int64_t count, const std::vector<std::string>& cells,
                              const std::map<std::string, std::int64_t>& starts, ArraySource& source);

}  // namespace pcgns::dist
