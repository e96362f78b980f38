#include "pcgns/sids/grid_connectivity.hpp"

#include <algorithm>
#include <cstdlib>

#include "pcgns/sids/carried_enum.hpp"
#include "pcgns/sids/index_data.hpp"

namespace pcgns::sids {
namespace {

std::vector<int> read_transform(const NodeRef& conn, int index_dim) {
  std::vector<int> transform;
  const auto ref = conn.child("Transform");
  if (!ref) {  // SIDS default: the identity
    for (int i = 1; i <= index_dim; ++i) transform.push_back(i);
    return transform;
  }
  expect_dims(*ref, {index_dim}, "Transform");
  for (auto v : integers(*ref)) transform.push_back(static_cast<int>(v));
  std::vector<int> seen(static_cast<std::size_t>(index_dim), 0);
  for (int t : transform) {
    const int a = std::abs(t);
    if (a < 1 || a > index_dim || seen[static_cast<std::size_t>(a - 1)]++)
      ref->fail("Transform is not a signed permutation of 1.." + std::to_string(index_dim));
  }
  return transform;
}

PointSet require_range(const NodeRef& conn, std::string_view name, int index_dim) {
  const auto set = read_point_set(conn, index_dim, name, "");
  if (!set) conn.fail("missing " + std::string(name));
  return *set;
}

std::string donor_of(const NodeRef& conn) {
  std::string donor = text(conn);
  if (donor.empty()) conn.fail("empty donor zone name");
  return donor;
}

Node& zone_grid_connectivity(Node& zone) {
  if (Node* existing = zone.child("ZoneGridConnectivity")) return *existing;
  return zone.add(Node("ZoneGridConnectivity", "ZoneGridConnectivity_t"));
}

}  // namespace

GridConnectivity1to1View::GridConnectivity1to1View(NodeRef ref, const ZoneView& zone)
    : ref_(labelled(std::move(ref), "GridConnectivity1to1_t")),
      donor_(donor_of(ref_)),
      range_(require_range(ref_, "PointRange", zone.index_dim())),
      donor_range_(require_range(ref_, "PointRangeDonor", zone.index_dim())),
      transform_(read_transform(ref_, zone.index_dim())) {
  const auto dim = static_cast<std::size_t>(zone.index_dim());
  for (std::size_t i = 0; i < dim; ++i) {
    const auto donor_axis = static_cast<std::size_t>(std::abs(transform_[i]) - 1);
    const auto extent = std::abs(range_.range[i + dim] - range_.range[i]);
    const auto donor_extent = std::abs(donor_range_.range[donor_axis + dim] - donor_range_.range[donor_axis]);
    if (extent != donor_extent)
      ref_.fail("PointRange and PointRangeDonor differ in extent along direction " + std::to_string(i + 1) + " (" +
                std::to_string(extent + 1) + " vs " + std::to_string(donor_extent + 1) + " points)");
  }
}

GridConnectivityView::GridConnectivityView(NodeRef ref, const ZoneView& zone)
    : ref_(labelled(std::move(ref), "GridConnectivity_t")),
      donor_(donor_of(ref_)),
      location_(read_grid_location(ref_)) {
  if (const auto type = ref_.child("GridConnectivityType")) {
    type_ = read_carried_enum<GridConnectivityType>(*type, "GridConnectivityType", text(*type));
  }
  auto points = read_point_set(ref_, zone.index_dim());
  if (!points) ref_.fail("missing PointRange or PointList");
  points_ = std::move(*points);
  for (const char* name : {"PointListDonor", "CellListDonor"}) {
    const auto list = ref_.child(name);
    if (!list) continue;
    // The donor zone may have another index dimension (structured/unstructured).
    const int donor_dim = (*list)->dims.size() == 2 ? static_cast<int>((*list)->dims[0]) : 1;
    donor_points_ = read_point_set(ref_, donor_dim, "", name);
    if (donor_points_->size != points_.size)
      list->fail(std::string(name) + " has " + std::to_string(donor_points_->size) + " points, " + points_.ref->name +
                 " has " + std::to_string(points_.size));
  }
}

std::vector<GridConnectivity1to1View> connectivities_1to1(const ZoneView& zone) {
  std::vector<GridConnectivity1to1View> out;
  for (const auto& zgc : zone.ref().children_with_label("ZoneGridConnectivity_t"))
    for (const auto& c : zgc.children_with_label("GridConnectivity1to1_t")) out.emplace_back(c, zone);
  return out;
}

std::vector<GridConnectivityView> connectivities(const ZoneView& zone) {
  std::vector<GridConnectivityView> out;
  for (const auto& zgc : zone.ref().children_with_label("ZoneGridConnectivity_t"))
    for (const auto& c : zgc.children_with_label("GridConnectivity_t")) out.emplace_back(c, zone);
  return out;
}

Node& add_1to1(Node& zone, std::string name, std::string_view donor, const std::vector<std::int64_t>& range,
               const std::vector<std::int64_t>& donor_range, const std::vector<int>& transform) {
  const ZoneView view = view_built_zone(zone);
  const int dim = view.index_dim();
  if (transform.size() != static_cast<std::size_t>(dim))
    throw UsageError("connectivity '" + name + "': Transform needs " + std::to_string(dim) + " entries");
  Node conn = make_string_node(std::move(name), "GridConnectivity1to1_t", donor);
  conn.add(make_data_node("Transform", std::string(kTransformLabel),
                          std::vector<std::int32_t>(transform.begin(), transform.end())));
  add_point_set(conn, "PointRange", PointSetSpec::range(range), dim);
  add_point_set(conn, "PointRangeDonor", PointSetSpec::range(donor_range), dim);
  try {  // validate what was built exactly as a reader would
    (void)GridConnectivity1to1View(view.ref().child(conn), view);
  } catch (const InputError& e) {
    throw UsageError(e.what());
  }
  return zone_grid_connectivity(zone).add(std::move(conn));
}

Node& add_connectivity(Node& zone, std::string name, std::string_view donor, GridConnectivityType type,
                       GridLocation location, const PointSetSpec& points, const PointSetSpec& donor_points,
                       std::string donor_list_name, int donor_index_dim) {
  const ZoneView view = view_built_zone(zone);
  const DataType list_type = index_type_for(std::max(view.vertex_count(), view.cell_count()));
  Node conn = make_string_node(std::move(name), "GridConnectivity_t", donor);
  conn.add(make_string_node("GridConnectivityType", "GridConnectivityType_t", enum_name(type)));
  add_grid_location(conn, location);
  add_point_set(conn, points.kind == PointSetKind::range ? "PointRange" : "PointList", points, view.index_dim(),
                list_type);
  if (donor_points.count > 0 || !donor_points.values.empty()) {
    if (donor_points.count != points.count)
      throw UsageError("connectivity '" + conn.name + "': " + std::to_string(donor_points.count) +
                       " donor points for " + std::to_string(points.count) + " points");
    add_point_set(conn, std::move(donor_list_name), donor_points,
                  donor_index_dim > 0 ? donor_index_dim : view.index_dim(), list_type);
  }
  return zone_grid_connectivity(zone).add(std::move(conn));
}

}  // namespace pcgns::sids
