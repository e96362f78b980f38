#pragma once
// UserDefinedData_t: free-form data (MT), possibly with a GridLocation, a point set,
// DataArray_t children and nested UserDefinedData_t (Maia's :CGNS#GlobalNumbering).
// Children of other kinds are left as they are.
#include <optional>
#include <string>
#include <vector>

#include "pcgns/sids/data_array.hpp"
#include "pcgns/sids/grid_location.hpp"
#include "pcgns/sids/point_set.hpp"

namespace pcgns::sids {

class UserDefinedDataView {
 public:
  // `index_dim` serves to read a point set when there is one.
  explicit UserDefinedDataView(NodeRef ref, int index_dim = 1);

  const NodeRef& ref() const { return ref_; }
  const std::string& name() const { return ref_->name; }
  GridLocation location() const { return location_; }
  const std::optional<PointSet>& point_set() const { return point_set_; }
  const std::vector<DataArrayView>& arrays() const { return arrays_; }
  std::vector<UserDefinedDataView> children() const;

 private:
  NodeRef ref_;
  int index_dim_ = 1;
  GridLocation location_ = GridLocation::Vertex;
  std::optional<PointSet> point_set_;
  std::vector<DataArrayView> arrays_;
};

std::vector<UserDefinedDataView> user_data(const NodeRef& holder, int index_dim = 1);

Node& add_user_data(Node& holder, std::string name);

}  // namespace pcgns::sids
