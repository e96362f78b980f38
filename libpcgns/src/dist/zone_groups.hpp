#pragma once
// Which input zones make which output zone. A zone named "Z.P<r>.N<k>" with a
// :CGNS#GlobalNumbering child is part k of rank r of zone Z (Maia's convention); any
// other zone is whole and copied as it is. Inconsistent inputs are rejected here,
// naming both files.
#include <cstddef>
#include <string>
#include <vector>

#include "dist/catalog.hpp"
#include "pcgns/zone_summary.hpp"
#include "sids/global_numbering.hpp"

namespace pcgns::dist {

struct PartRef {
  std::size_t file = 0;
  const Node* zone = nullptr;
  std::string path;  // "/Base/Zone.P0.N0" in its file
  int rank = -1;     // partitioned zones: the <r> and <k> of the name
  int index = -1;
};

struct ZoneGroup {
  std::string name;  // output zone name
  ZoneShape shape = ZoneShape::whole;
  bool structured = false;
  std::vector<PartRef> parts;  // whole zones: exactly one; parts by (rank, index)
};

struct BaseGroup {
  std::string name;
  std::size_t first_file = 0;  // the first file holding this base
  const Node* node = nullptr;  // the base node in that file
  std::vector<ZoneGroup> zones;
};

using sids::kGlobalNumbering;

// The bases and zones of the output, in input order. InputError for zones present in
// two files, parts spread over bases, parts disagreeing on zone type and base
// dimensions that differ. Whether parts are missing is set_check.hpp's question.
std::vector<BaseGroup> group_zones(const Catalog& catalog);

// "file 'a.cgns' node '/Base/Zone.P0.N0'" -- how messages name a part.
std::string describe(const Catalog& catalog, const PartRef& part);
// The node at `relative` below the part's zone: "file 'a.cgns' node '/Base/Z.P0.N0/ZoneBC/wall'".
std::string describe(const Catalog& catalog, const PartRef& part, const std::string& relative);

}  // namespace pcgns::dist
