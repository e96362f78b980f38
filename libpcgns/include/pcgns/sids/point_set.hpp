#pragma once
// Point sets: where BCs, solutions, sub-regions and connectivities apply. A PointRange
// (IndexRange_t, [IndexDimension, 2]: begin corner then end corner) or a PointList
// (IndexArray_t, [IndexDimension, N]). Older files may use ElementRange/ElementList.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "pcgns/sids/node_ref.hpp"

namespace pcgns::sids {

enum class PointSetKind { range, list };

struct PointSet {
  NodeRef ref;  // the PointRange / PointList node
  PointSetKind kind = PointSetKind::list;
  int index_dim = 1;
  std::int64_t size = 0;            // number of points (from dims: list data may be on disk)
  std::vector<std::int64_t> range;  // kind == range: begin..., end... (always in memory)
};

// The point set of `holder` (a child named `range_name` or `list_name`); nullopt when it
// has neither. InputError when it has both, or when the node's type or dimensions are
// wrong for `index_dim`.
std::optional<PointSet> read_point_set(const NodeRef& holder, int index_dim, std::string_view range_name = "PointRange",
                                       std::string_view list_name = "PointList");
// Points in a range: product of |end - begin| + 1 (donor ranges may run backwards).
std::int64_t range_size(const std::vector<std::int64_t>& begin_end);

// True for a node that names vertices, cells, faces or elements of its zone by their
// ids: an IndexArray_t or IndexRange_t, or a node named PointList, PointRange,
// ElementList, ElementRange, PointListDonor, PointRangeDonor, CellListDonor or
// InwardNormalList whatever its label.
bool is_point_set_node(const Node& node);
// The first child of `holder` that is one; nullptr when none.
const Node* point_set_child(const Node& holder);
// True when `node` is, or holds below it, a DataArray_t of more than one value: values
// per point of some point set, which a split must cut and a merge put back.
bool holds_point_values(const Node& node);

// What a builder should write.
struct PointSetSpec {
  PointSetKind kind = PointSetKind::list;
  std::int64_t count = 0;             // list: number of points
  std::vector<std::int64_t> values;   // range: begin..., end...; list: index_dim per point,
                                      // or empty for a deferred list (written later)
  std::optional<DataType> list_type;  // deferred list: I4/I8; nullopt lets the builder pick

  static PointSetSpec range(std::vector<std::int64_t> begin_end);
  static PointSetSpec deferred_list(std::int64_t count, std::optional<DataType> type = {});
  // `points` holds index_dim values per point (i, j, k of point 1, then point 2, ...).
  static PointSetSpec list(std::vector<std::int64_t> points, int index_dim = 1);
};

// Adds a point-set node named `name` (PointRange, PointList, PointRangeDonor,
// PointListDonor, CellListDonor) with the label the official library uses and CGNS
// dimensions [index_dim, N]. `default_list_type` serves deferred lists without a type.
Node& add_point_set(Node& holder, std::string name, const PointSetSpec& spec, int index_dim,
                    DataType default_list_type = DataType::I4);

}  // namespace pcgns::sids
