#pragma once
// Structured BCs given by PointList in a partitioned zone (Maia's convention, as
// pcgns-split cuts them): each part holds the entries in its box, in local indices,
// and :CGNS#GlobalNumbering/Index gives each entry's 1-based position in the original
// list. The pieces are put back into the original list: entries placed by Index and
// moved to parent indices by the part's place, the BCDataSet_t arrays of one value per
// entry likewise, the numbering dropped.
#include <cstdint>
#include <string>
#include <vector>

#include "dist/structured_zone.hpp"

namespace pcgns::dist {

// One part's piece of a BC.
struct ListPiece {
  const Node* bc = nullptr;
  std::vector<std::int64_t> offset;  // cells before the part's box in each direction
  std::string described;             // file and node, for messages
};

// The original BC (named `name` in messages) from its pieces, in part order; the first
// gives every child but the list and its per-entry arrays. InputError naming both
// files and the node when two pieces give one position differently, naming the BC and
// the count when positions are missing, or when a piece has no Index.
Node assemble_point_list_bc(const std::vector<ListPiece>& pieces, const std::string& name);

// Adds the BCs given by PointList of the parts of `plan` to `zone`, reassembled.
void add_point_list_bcs(Node& zone, const Catalog& catalog, const StructuredZone& plan);

// Adds the general connections given by PointList of the parts of `plan` to `zone`,
// reassembled like the BCs, their pieces ("<name>.<k>", one per donor partition, as
// pcgns-split and Maia cut them) united, each donor put back into its merged zone's
// indices (`donors` places the donor partitions), and a list cut from a PointRange
// given back as that range.
void add_point_list_connections(Node& zone, const Catalog& catalog, const StructuredZone& plan,
                                const DonorLookup& donors);

}  // namespace pcgns::dist
