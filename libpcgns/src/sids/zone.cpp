#include "pcgns/sids/zone.hpp"

#include "pcgns/sids/carried_enum.hpp"
#include "pcgns/sids/index_data.hpp"

namespace pcgns::sids {
namespace {

ZoneType read_zone_type(const NodeRef& zone) {
  const auto nodes = zone.children_with_label("ZoneType_t");
  if (nodes.empty()) zone.fail("missing ZoneType (a ZoneType_t child)");
  const std::string name = text(nodes.front());
  const auto type = parse_enum<ZoneType>(name);
  if (type != ZoneType::Structured && type != ZoneType::Unstructured)
    nodes.front().fail("unsupported ZoneType '" + printable(name) + "': expected " + enum_values_text<ZoneType>());
  return *type;
}

ZoneSizes read_sizes(const NodeRef& zone) {
  const Dims& dims = zone->dims;
  if (dims.size() != 2 || dims[0] < 1 || dims[0] > 3 || dims[1] != 3)
    zone.fail("zone size dimensions " + format_dims(dims) + ", expected [IndexDimension, 3]");
  const auto values = integers(zone);
  const auto n = static_cast<std::ptrdiff_t>(dims[0]);
  return {{values.begin(), values.begin() + n},
          {values.begin() + n, values.begin() + 2 * n},
          {values.begin() + 2 * n, values.end()}};
}

// Returns the first inconsistency of `sizes` for `type`, empty when consistent.
std::string size_problem(ZoneType type, const ZoneSizes& sizes, int cell_dim) {
  const auto dim = sizes.vertex.size();
  if (type == ZoneType::Unstructured) {
    if (dim != 1) return "unstructured zone with IndexDimension " + std::to_string(dim);
    if (sizes.vertex[0] < 1 || sizes.cell[0] < 0)
      return "invalid sizes: " + std::to_string(sizes.vertex[0]) + " vertices, " + std::to_string(sizes.cell[0]) +
             " cells";
    if (sizes.boundary[0] < 0 || sizes.boundary[0] > sizes.vertex[0])
      return "invalid boundary vertex count " + std::to_string(sizes.boundary[0]);
    return {};
  }
  if (cell_dim > 0 && dim != static_cast<std::size_t>(cell_dim))
    return "structured zone with IndexDimension " + std::to_string(dim) + " in a base of CellDimension " +
           std::to_string(cell_dim);
  for (std::size_t i = 0; i < dim; ++i)
    if (sizes.vertex[i] < 1 || sizes.cell[i] != sizes.vertex[i] - 1)
      return "invalid structured sizes in direction " + std::to_string(i + 1) + ": " + std::to_string(sizes.vertex[i]) +
             " vertices, " + std::to_string(sizes.cell[i]) + " cells";
  return {};
}

std::int64_t product(const std::vector<std::int64_t>& v) {
  std::int64_t p = 1;
  for (auto x : v) p *= x;
  return p;
}

}  // namespace

ZoneSizes ZoneSizes::structured(std::vector<std::int64_t> vertex_sizes) {
  ZoneSizes sizes;
  for (auto v : vertex_sizes) sizes.cell.push_back(v - 1);
  sizes.boundary.assign(vertex_sizes.size(), 0);
  sizes.vertex = std::move(vertex_sizes);
  return sizes;
}

ZoneSizes ZoneSizes::unstructured(std::int64_t vertices, std::int64_t cells, std::int64_t boundary_vertices) {
  return {{vertices}, {cells}, {boundary_vertices}};
}

ZoneView::ZoneView(NodeRef ref, int cell_dim) : ref_(std::move(ref)), cell_dim_(cell_dim) {
  expect_label(ref_, "Zone_t");
  type_ = read_zone_type(ref_);
  sizes_ = read_sizes(ref_);
  if (auto problem = size_problem(type_, sizes_, cell_dim); !problem.empty()) ref_.fail(problem);
  if (cell_dim_ == 0 && structured()) cell_dim_ = index_dim();
}

std::int64_t ZoneView::vertex_count() const { return product(sizes_.vertex); }
std::int64_t ZoneView::cell_count() const { return product(sizes_.cell); }

Dims ZoneView::data_shape(GridLocation location, const std::vector<std::int64_t>& rind) const {
  const auto dim = static_cast<std::size_t>(index_dim());
  std::vector<std::int64_t> planes = rind.empty() ? std::vector<std::int64_t>(2 * dim, 0) : rind;
  if (planes.size() != 2 * dim)
    ref_.fail("rind of " + std::to_string(planes.size()) + " values for IndexDimension " + std::to_string(dim));
  const bool cells = location == GridLocation::CellCenter || (location == GridLocation::FaceCenter && cell_dim_ == 2) ||
                     (location == GridLocation::EdgeCenter && cell_dim_ == 1);
  const bool ijk_face =
      structured() && (location == GridLocation::IFaceCenter || location == GridLocation::JFaceCenter ||
                       location == GridLocation::KFaceCenter);
  if (location != GridLocation::Vertex && !cells && !ijk_face)
    ref_.fail("GridLocation " + std::string(enum_name(location)) + " needs a point set in this zone");
  Dims shape;
  for (std::size_t j = 0; j < dim; ++j) {
    std::int64_t n = (cells ? sizes_.cell[j] : sizes_.vertex[j]) + planes[2 * j] + planes[2 * j + 1];
    if (ijk_face && static_cast<int>(j) != static_cast<int>(location) - static_cast<int>(GridLocation::IFaceCenter))
      --n;
    shape.push_back(n);
  }
  return shape;
}

std::vector<ZoneView> zones(const BaseView& base) {
  std::vector<ZoneView> out;
  for (const auto& ref : base.ref().children_with_label("Zone_t")) out.emplace_back(ref, base.cell_dim());
  return out;
}

Node& add_zone(Node& base, std::string name, ZoneType type, const ZoneSizes& sizes) {
  return base.add(make_zone(base, std::move(name), type, sizes));
}

Node make_zone(const Node& base, std::string name, ZoneType type, const ZoneSizes& sizes) {
  const auto dim = sizes.vertex.size();
  if (dim < 1 || dim > 3 || sizes.cell.size() != dim || sizes.boundary.size() != dim)
    throw UsageError("zone '" + name + "': size arrays must have IndexDimension (1-3) entries");
  const int cell_dim = base.label == "CGNSBase_t" && base.has_data() ? static_cast<int>(base.as_int64().front()) : 0;
  if (type != ZoneType::Structured && type != ZoneType::Unstructured)
    throw UsageError("zone '" + name + "': ZoneType must be Structured or Unstructured");
  if (auto problem = size_problem(type, sizes, cell_dim); !problem.empty())
    throw UsageError("zone '" + name + "': " + problem);
  std::vector<std::int64_t> values = sizes.vertex;
  values.insert(values.end(), sizes.cell.begin(), sizes.cell.end());
  values.insert(values.end(), sizes.boundary.begin(), sizes.boundary.end());
  Node zone = make_index_node(std::move(name), "Zone_t", values, {static_cast<std::int64_t>(dim), 3});
  zone.add(make_string_node("ZoneType", "ZoneType_t", enum_name(type)));
  return zone;
}

ZoneView view_built_zone(const Node& zone) { return ZoneView(NodeRef{&zone, zone.name}); }

}  // namespace pcgns::sids
