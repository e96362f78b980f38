#pragma once
// ZoneSubRegion_t: I4 [1] data (RegionCellDimension); a point set and GridLocation, or a
// BCRegionName / GridConnectivityRegionName Descriptor_t naming the BC or connectivity
// whose patch it uses; DataArray_t children sized to the region.
#include <optional>
#include <string>
#include <vector>

#include "pcgns/sids/data_array.hpp"
#include "pcgns/sids/point_set.hpp"
#include "pcgns/sids/zone.hpp"

namespace pcgns::sids {

class ZoneSubRegionView {
 public:
  ZoneSubRegionView(NodeRef ref, const ZoneView& zone);

  const NodeRef& ref() const { return ref_; }
  const std::string& name() const { return ref_->name; }
  int dimension() const { return dimension_; }
  GridLocation location() const { return location_; }
  const std::optional<PointSet>& point_set() const { return point_set_; }
  const std::optional<std::string>& bc_region_name() const { return bc_region_; }
  const std::optional<std::string>& connectivity_region_name() const { return gc_region_; }
  const std::vector<DataArrayView>& arrays() const { return arrays_; }

 private:
  NodeRef ref_;
  int dimension_ = 0;
  GridLocation location_ = GridLocation::Vertex;
  std::optional<PointSet> point_set_;
  std::optional<std::string> bc_region_;
  std::optional<std::string> gc_region_;
  std::vector<DataArrayView> arrays_;
};

std::vector<ZoneSubRegionView> sub_regions(const ZoneView& zone);

// Adds a ZoneSubRegion_t over a point set (as cg_subreg_ptset_write).
Node& add_sub_region(Node& zone, std::string name, int dimension, GridLocation location, const PointSetSpec& points);

}  // namespace pcgns::sids
