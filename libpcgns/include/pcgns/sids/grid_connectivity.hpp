#pragma once
// ZoneGridConnectivity_t ("ZoneGridConnectivity") holding
// - GridConnectivity1to1_t: donor zone name as C1 data, Transform (I4 [IndexDimension],
//   label "int[IndexDimension]" with the quotes, as the official library writes it),
//   PointRange and PointRangeDonor;
// - GridConnectivity_t: donor zone name as C1 data, GridConnectivityType child (Overset
//   when absent), GridLocation (Vertex when absent), PointRange/PointList and
//   PointListDonor/CellListDonor.
#include <array>
#include <optional>
#include <string>
#include <vector>

#include "pcgns/sids/point_set.hpp"
#include "pcgns/sids/zone.hpp"

namespace pcgns::sids {

enum class GridConnectivityType {
  GridConnectivityTypeNull,
  GridConnectivityTypeUserDefined,
  Overset,
  Abutting,
  Abutting1to1,
};

template <>
struct EnumNames<GridConnectivityType> {
  static constexpr std::string_view prefix = "GridConnectivityType";
  static constexpr std::array<std::string_view, 5> names = {"Null", "UserDefined", "Overset", "Abutting",
                                                            "Abutting1to1"};
};

// A connection of either kind (the children of ZoneGridConnectivity_t that join zones).
inline bool is_grid_connection(const Node& node) {
  return node.label == "GridConnectivity_t" || node.label == "GridConnectivity1to1_t";
}

inline constexpr std::string_view kTransformLabel = "\"int[IndexDimension]\"";

class GridConnectivity1to1View {
 public:
  // Validates ranges, transform (a signed permutation) and that both ranges have the
  // same extent along the transformed directions.
  GridConnectivity1to1View(NodeRef ref, const ZoneView& zone);

  const NodeRef& ref() const { return ref_; }
  const std::string& name() const { return ref_->name; }
  const std::string& donor_name() const { return donor_; }
  const PointSet& point_range() const { return range_; }
  const PointSet& point_range_donor() const { return donor_range_; }
  const std::vector<int>& transform() const { return transform_; }

 private:
  NodeRef ref_;
  std::string donor_;
  PointSet range_;
  PointSet donor_range_;
  std::vector<int> transform_;
};

class GridConnectivityView {
 public:
  // Validates type, location, point set and that the donor list has one entry per point.
  GridConnectivityView(NodeRef ref, const ZoneView& zone);

  const NodeRef& ref() const { return ref_; }
  const std::string& name() const { return ref_->name; }
  const std::string& donor_name() const { return donor_; }
  GridConnectivityType type() const { return type_; }
  GridLocation location() const { return location_; }
  const PointSet& point_set() const { return points_; }
  const std::optional<PointSet>& donor_point_set() const { return donor_points_; }

 private:
  NodeRef ref_;
  std::string donor_;
  GridConnectivityType type_ = GridConnectivityType::Overset;
  GridLocation location_ = GridLocation::Vertex;
  PointSet points_;
  std::optional<PointSet> donor_points_;
};

std::vector<GridConnectivity1to1View> connectivities_1to1(const ZoneView& zone);
std::vector<GridConnectivityView> connectivities(const ZoneView& zone);

// Adds a GridConnectivity1to1_t under "ZoneGridConnectivity" (as cg_1to1_write):
// Transform, PointRange, PointRangeDonor. Ranges are begin..., end... corners.
Node& add_1to1(Node& zone, std::string name, std::string_view donor, const std::vector<std::int64_t>& range,
               const std::vector<std::int64_t>& donor_range, const std::vector<int>& transform);
// Adds a GridConnectivity_t (as cg_conn_write): GridConnectivityType, GridLocation
// unless Vertex, the point set and the donor list ("PointListDonor" or
// "CellListDonor"; none when `donor_points` has count 0 and no values).
Node& add_connectivity(Node& zone, std::string name, std::string_view donor, GridConnectivityType type,
                       GridLocation location, const PointSetSpec& points, const PointSetSpec& donor_points,
                       std::string donor_list_name = "PointListDonor", int donor_index_dim = 0);

}  // namespace pcgns::sids
