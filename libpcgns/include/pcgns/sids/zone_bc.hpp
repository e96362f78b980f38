#pragma once
// ZoneBC_t ("ZoneBC") holding BC_t nodes: the BCType as C1 data, a PointRange or
// PointList, GridLocation (Vertex when absent), FamilyName, and BCDataSet_t children
// (BCType as C1 data, optional own point set and location, BCData_t children
// "DirichletData"/"NeumannData" with DataArray_t values: one per point, or one global).
#include <optional>
#include <string>
#include <vector>

#include "pcgns/sids/bc_type.hpp"
#include "pcgns/sids/data_array.hpp"
#include "pcgns/sids/point_set.hpp"
#include "pcgns/sids/zone.hpp"

namespace pcgns::sids {

struct BCDataView {
  NodeRef ref;
  std::vector<DataArrayView> arrays;
};

class BCDataSetView {
 public:
  BCDataSetView(NodeRef ref, const ZoneView& zone, const std::optional<PointSet>& bc_points, GridLocation bc_location);

  const NodeRef& ref() const { return ref_; }
  const std::string& name() const { return ref_->name; }
  BCType type() const { return type_; }
  GridLocation location() const { return location_; }
  const std::optional<PointSet>& point_set() const { return point_set_; }
  const std::vector<BCDataView>& data() const { return data_; }

 private:
  NodeRef ref_;
  BCType type_ = BCType::BCTypeNull;
  GridLocation location_ = GridLocation::Vertex;
  std::optional<PointSet> point_set_;
  std::vector<BCDataView> data_;
};

class BCView {
 public:
  // Validates the BCType, point set (dims against the zone's index dimension, in-memory
  // vertex indices within the zone), location, family name and data sets.
  BCView(NodeRef ref, const ZoneView& zone);

  const NodeRef& ref() const { return ref_; }
  const std::string& name() const { return ref_->name; }
  BCType type() const { return type_; }
  GridLocation location() const { return location_; }
  const std::optional<PointSet>& point_set() const { return point_set_; }
  const std::optional<std::string>& family_name() const { return family_name_; }
  const std::vector<BCDataSetView>& data_sets() const { return data_sets_; }

 private:
  NodeRef ref_;
  BCType type_ = BCType::BCTypeNull;
  GridLocation location_ = GridLocation::Vertex;
  std::optional<PointSet> point_set_;
  std::optional<std::string> family_name_;
  std::vector<BCDataSetView> data_sets_;
};

// The BCs of every ZoneBC_t child of the zone, in tree order.
std::vector<BCView> boundary_conditions(const ZoneView& zone);

// Adds a BC_t under "ZoneBC" (created when missing) as cg_boco_write does: BCType as
// C1 data, the point set, then GridLocation unless Vertex. Deferred point lists default
// to I4 unless the zone needs I8.
Node& add_bc(Node& zone, std::string name, BCType type, GridLocation location, const PointSetSpec& points);
// Adds a FamilyName_t child "FamilyName" (zones, BCs).
Node& add_family_name(Node& holder, std::string_view family);
// Adds a BCDataSet_t to a BC (as cg_dataset_write).
Node& add_bc_dataset(Node& bc, std::string name, BCType type);
// Adds "DirichletData" or "NeumannData" (BCData_t) to a data set.
enum class BCDataKind { Dirichlet, Neumann };
Node& add_bc_data(Node& dataset, BCDataKind kind);

}  // namespace pcgns::sids
