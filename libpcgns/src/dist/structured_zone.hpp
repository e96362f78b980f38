#pragma once
// A structured zone reassembled from parts in Maia's convention: each part's
// :CGNS#GlobalNumbering/CellRange says where its cells sit in the parent block
// (CellSize). Each part writes its box of every array; a vertex on an interface
// between parts is written once, by the part below it.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "dist/array_copy.hpp"
#include "dist/array_source.hpp"
#include "dist/array_target.hpp"
#include "dist/zone_arrays.hpp"
#include "dist/zone_groups.hpp"

namespace pcgns::dist {

struct StructuredPart {
  PartRef ref;
  std::vector<std::int64_t> cell_lo;  // 1-based inclusive, in the parent block
  std::vector<std::int64_t> cell_hi;
  // Cells before the part's box in each direction: what moves its indices to the block's.
  std::vector<std::int64_t> offset() const {
    std::vector<std::int64_t> offset;
    for (const auto lo : cell_lo) offset.push_back(lo - 1);
    return offset;
  }
};

struct StructuredZone {
  std::string output_path;  // "/Base/Block"
  std::vector<std::int64_t> cell_size;
  std::vector<StructuredPart> parts;
  std::vector<ZoneArray> arrays;
};

// Where a donor named by a connection sits: a partition zone is a box of its original
// zone, starting after `offset` cells in each direction.
struct DonorPlace {
  std::string original;
  std::vector<std::int64_t> offset;
  // A partition of an unstructured zone (no offset): its vertex numbering places its ids.
  const Node* unstructured_part = nullptr;
};
// The place of a partition zone of the same base by name; nullopt for a whole zone.
using DonorLookup = std::function<std::optional<DonorPlace>(const std::string& zone_name)>;

// Reads CellRange/CellSize of every part and checks that the parts tile the block
// exactly (InputError naming the parts otherwise).
StructuredZone plan_structured_zone(const Catalog& catalog, const ZoneGroup& zone, const std::string& output_path,
                                    std::vector<ZoneArray> arrays);

// Builds the merged zone node: sizes, coordinates, solutions, boundary conditions and
// 1to1 connections between original zones mapped to parent indices.
// Pieces of a connection (one or more per part holding it: "Name" or "Name.<count>") are united; interfaces
// between partitions (JN.P...) are dropped.
// Every other child of the parts is copied, in the parts' order (InputError for one
// that cannot be reassembled: zone_completeness.hpp).
void add_structured_zone_node(Node& base, const Catalog& catalog, const StructuredZone& plan, const ZoneGroup& zone,
                              const DonorLookup& donors, const Selection& selection, std::vector<CopyTask>& tasks);

// The donor lookup over the partitioned zones of a base.
DonorLookup structured_donors(const Catalog& catalog, const BaseGroup& base);

// Work of one structured part: read its arrays, put the owned boxes.
void put_structured_part(const StructuredZone& zone, const StructuredPart& part, ArraySource& source,
                         ArrayTarget& target);

}  // namespace pcgns::dist
