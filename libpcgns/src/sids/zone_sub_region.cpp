#include "pcgns/sids/zone_sub_region.hpp"

#include <algorithm>

#include "pcgns/sids/index_data.hpp"

namespace pcgns::sids {
namespace {

std::optional<std::string> region_name(const NodeRef& region, std::string_view child) {
  if (const auto ref = region.child(child)) return text(*ref);
  return std::nullopt;
}

}  // namespace

ZoneSubRegionView::ZoneSubRegionView(NodeRef ref, const ZoneView& zone)
    : ref_(labelled(std::move(ref), "ZoneSubRegion_t")),
      location_(read_grid_location(ref_)),
      point_set_(read_point_set(ref_, zone.index_dim())),
      bc_region_(region_name(ref_, "BCRegionName")),
      gc_region_(region_name(ref_, "GridConnectivityRegionName")),
      arrays_(data_arrays(ref_)) {
  expect_dims(ref_, {1}, "ZoneSubRegion_t data (RegionCellDimension)");
  dimension_ = static_cast<int>(integers(ref_).front());
  if (dimension_ < 0 || dimension_ > 3) ref_.fail("invalid RegionCellDimension " + std::to_string(dimension_));
  const int sources = (point_set_ ? 1 : 0) + (bc_region_ ? 1 : 0) + (gc_region_ ? 1 : 0);
  if (sources != 1) ref_.fail("needs exactly one of a point set, BCRegionName or GridConnectivityRegionName");
  if (!point_set_) return;  // the size comes from the named BC/connectivity patch
  for (const auto& a : arrays_)
    if (a.size() != point_set_->size)
      a.ref.fail("array of " + std::to_string(a.size()) + " values, expected " + std::to_string(point_set_->size) +
                 " (one per point of " + point_set_->ref->name + ")");
}

std::vector<ZoneSubRegionView> sub_regions(const ZoneView& zone) {
  std::vector<ZoneSubRegionView> out;
  for (const auto& ref : zone.ref().children_with_label("ZoneSubRegion_t")) out.emplace_back(ref, zone);
  return out;
}

Node& add_sub_region(Node& zone, std::string name, int dimension, GridLocation location, const PointSetSpec& points) {
  const ZoneView view = view_built_zone(zone);
  if (dimension < 1 || dimension > 3)
    throw UsageError("sub-region '" + name + "': invalid dimension " + std::to_string(dimension));
  Node region = make_data_node(std::move(name), "ZoneSubRegion_t", std::vector<std::int32_t>{dimension});
  add_point_set(region, points.kind == PointSetKind::range ? "PointRange" : "PointList", points, view.index_dim(),
                index_type_for(std::max(view.vertex_count(), view.cell_count())));
  add_grid_location(region, location);
  return zone.add(std::move(region));
}

}  // namespace pcgns::sids
