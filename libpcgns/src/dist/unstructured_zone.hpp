#pragma once
// An unstructured zone reassembled from parts in Maia's convention. Vertices and cells
// go to their global ids, shared vertices once (every copy must agree); sections are
// rebuilt from their Element numbering with local vertex (and face) ids made global;
// point lists go back to their original order (their Index numbering).
#include <mpi.h>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "dist/array_copy.hpp"
#include "dist/array_source.hpp"
#include "dist/array_target.hpp"
#include "dist/part_numbering.hpp"
#include "dist/section_parents.hpp"
#include "dist/selection.hpp"
#include "dist/set_check.hpp"
#include "dist/structured_zone.hpp"
#include "dist/zone_arrays.hpp"
#include "pcgns/exchange/part_to_block_varsize.hpp"
#include "pcgns/sids/element_type.hpp"

namespace pcgns::dist {

struct SectionPlan {
  std::string name;
  sids::ElementType type = sids::ElementType::ElementTypeNull;
  int nodes_per_element = 0;       // 0 for MIXED, NGON_n, NFACE_n
  std::int64_t count = 0;          // elements of the merged section
  std::int64_t start = 0;          // its first element number in the merged zone
  std::int64_t size_boundary = 0;  // ElementSizeBoundary: the original's where recorded
  std::int64_t connectivity_size = 0;
  DataType index_type = DataType::I4;  // of ElementConnectivity and ElementStartOffset
  // Variable-size sections are exchanged while planning (their size is only known
  // then): this rank's block of items, global ids as int64, and the number of
  // connectivity entries held by lower ranks.
  exchange::VarBlock block;
  std::int64_t entries_before = 0;
  std::optional<SectionParents> parents;  // ParentElements (section_parents.hpp)
  std::vector<Node> extras;               // its other children, alike in every part (section_extras.hpp)
};

// A donor partition named by the pieces of a connection, resolved to its merged zone.
struct DonorPart {
  std::string partition;  // "Zone.P1.N0"
  PartRef part;
  std::map<std::string, std::int64_t> section_starts;  // of the merged donor zone
  // A box of a structured donor: the cells before it in each direction (its local
  // indices are shifted by them); empty for a partition of an unstructured donor.
  std::vector<std::int64_t> block_offset;
};

struct PointListPlan {
  std::string path;                 // relative to the zone: "ZoneBC/Inflow"
  bool vertex = true;               // entries are vertices (else element numbers)
  bool indexed = true;              // original order from :CGNS#GlobalNumbering/Index, else sorted
  bool ranged = false;              // a range split into lists: its pieces record it (list_range.hpp)
  std::int64_t count = 0;           // points of the merged list
  std::vector<std::string> arrays;  // per-point arrays, relative to the holder
  // A GridConnectivity_t between original zones. A part holds it as pieces named
  // "<name>.<count>", one per donor partition (Maia's split joins); PointListDonor goes
  // through the donor partition's numbering into the merged donor zone.
  bool connection = false;
  bool donor_list = false;        // its pieces carry PointListDonor
  std::vector<DonorPart> donors;  // empty when the donor zone is not partitioned
  std::string donor_zone;         // the merged donor zone's name
  DataType donor_type = DataType::I4;
  std::int64_t donor_width = 1;  // indices per donor: the donor zone's index dimension
};

// Per-point arrays of a point-list holder (BC, connection, sub-region, ...): the data
// arrays below it, outside its numbering, with one value per point; paths relative to it.
std::vector<std::string> point_arrays(const Node& holder);

// The holders of `list` in a part: the node at its path, or a connection's pieces.
std::vector<const Node*> list_holders(const Node& part_zone, const PointListPlan& list);

// The first part holding `list` and its first holder there: the model of the merged
// holder (every rank knows every part's skeleton).
struct ListSample {
  const PartRef* part = nullptr;
  const Node* holder = nullptr;
};
ListSample first_holder(const std::vector<PartRef>& parts, const PointListPlan& list);

struct UnstructuredZone {
  std::string name;
  std::string output_path;  // "/Base/Zone"
  std::vector<PartRef> parts;
  std::vector<int> owner;  // the rank that reads each part
  std::int64_t vertices = 0;
  std::int64_t cells = 0;
  std::optional<ZoneRecord> record;  // the zone's sizes as its set recorded them
  DataType point_list_type = DataType::I4;
  std::vector<ZoneArray> arrays;
  std::vector<SectionPlan> sections;
  std::vector<PointListPlan> point_lists;
  std::map<std::size_t, PartNumbering> numbering;  // of the parts this rank reads
  DonorLookup block_donors;                        // the partitioned structured zones of its base
  std::map<std::string, std::int64_t> section_starts() const;
  std::int64_t elements() const;  // element numbers used by all sections
};

struct UnstructuredInput {
  std::string output_path;
  const ZoneGroup* group = nullptr;
  DonorLookup block_donors;  // connections towards structured zones; may be empty
};

// Exchange messages about `what` in the zone name a part by its file and node.
exchange::ExchangeContext part_context(const Catalog& catalog, const UnstructuredZone& zone, std::string what);

// Collective: reads the numbering of this rank's parts, agrees on the global sizes and
// exchanges the variable-size sections.
std::vector<UnstructuredZone> plan_unstructured_zones(MPI_Comm comm, const Catalog& catalog,
                                                      const std::vector<UnstructuredInput>& zones,
                                                      const Selection& selection, ArraySource& source,
                                                      CgnsVersion output_version);

// The merged zone's node; every other child of the parts is copied, in the parts'
// order (InputError for one that cannot be reassembled: zone_completeness.hpp).
void add_unstructured_zone_node(Node& base, const Catalog& catalog, const UnstructuredZone& plan, CgnsVersion version,
                                const Selection& selection, std::vector<CopyTask>& tasks);

// Collective: exchanges and puts every array of the zone, flushing the target after
// each group of arrays and calling `after_flush`.
void put_unstructured_zone(MPI_Comm comm, const Catalog& catalog, const UnstructuredZone& zone, CgnsVersion version,
                           ArraySource& source, ArrayTarget& target, const std::function<void()>& after_flush);

}  // namespace pcgns::dist
