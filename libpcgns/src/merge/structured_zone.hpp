#pragma once
// A structured zone reassembled from parts in Maia's convention: each part's
// :CGNS#GlobalNumbering/CellRange says where its cells sit in the parent block
// (CellSize). Each part writes its box of every array; a vertex on an interface
// between parts is written once, by the part below it.
#include <cstdint>
#include <string>
#include <vector>

#include "merge/array_source.hpp"
#include "merge/array_copy.hpp"
#include "merge/array_target.hpp"
#include "merge/zone_arrays.hpp"
#include "merge/zone_groups.hpp"

namespace pcgns::merge {

struct StructuredPart {
  PartRef ref;
  std::vector<std::int64_t> cell_lo;  // 1-based inclusive, in the parent block
  std::vector<std::int64_t> cell_hi;
};

struct StructuredZone {
  std::string output_path;  // "/Base/Block"
  std::vector<std::int64_t> cell_size;
  std::vector<StructuredPart> parts;
  std::vector<ZoneArray> arrays;
};

// Reads CellRange/CellSize of every part and checks that the parts tile the block
// exactly (InputError naming the parts otherwise).
StructuredZone plan_structured_zone(const Catalog& catalog, const ZoneGroup& zone,
                                    const std::string& output_path, std::vector<ZoneArray> arrays);

// Builds the merged zone node: sizes, coordinates, solutions, boundary conditions and
// 1to1 connections between original zones mapped to parent indices.
void add_structured_zone_node(Node& base, const StructuredZone& plan, const ZoneGroup& zone,
                              const Selection& selection, std::vector<CopyTask>& tasks);

// Work of one structured part: read its arrays, put the owned boxes.
void put_structured_part(const StructuredZone& zone, const StructuredPart& part,
                         ArraySource& source, ArrayTarget& target);

}  // namespace pcgns::merge
