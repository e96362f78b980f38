// The sample case's bulk arrays, their expected values and how they are shared among
// ranks.
#include <algorithm>
#include <string>

#include "pcgns/error.hpp"
#include "pcgns/sample_case.hpp"
#include "pcgns/sids/index_data.hpp"

namespace pcgns::sample {
namespace {

std::string zone_path(Zone zone) { return std::string("/Base/") + zone_name(zone); }

void add_zone_arrays(std::vector<SampleArray>& out, const SampleSpec& spec, Zone zone) {
  const std::string z = zone_path(zone);
  const std::int64_t nv = vertex_count(spec, zone), nc = cell_count(spec, zone);
  out.push_back({z + "/GridCoordinates/CoordinateX", zone, ArrayKind::coordinate_x, DataType::R8, nv});
  out.push_back({z + "/GridCoordinates/CoordinateY", zone, ArrayKind::coordinate_y, DataType::R8, nv});
  out.push_back({z + "/GridCoordinates/CoordinateZ", zone, ArrayKind::coordinate_z, DataType::R8, nv});
  if (zone == Zone::hexa) {
    const std::int64_t nq = spec.n * spec.n;
    const DataType nodes = sids::index_type_for(nv);
    out.push_back({z + "/Cells/ElementConnectivity", zone, ArrayKind::hexa_connectivity, nodes, 8 * nc});
    out.push_back({z + "/InflowFaces/ElementConnectivity", zone, ArrayKind::quad_connectivity, nodes, 4 * nq});
    out.push_back({z + "/ZoneBC/Inflow/PointList", zone, ArrayKind::inflow_points, sids::index_type_for(nc + nq), nq});
  }
  if (zone == Zone::poly) {
    const std::int64_t nf = poly_face_count(spec.n);
    out.push_back(
        {z + "/Faces/ElementStartOffset", zone, ArrayKind::ngon_offsets, sids::index_type_for(4 * nf), nf + 1});
    out.push_back(
        {z + "/Faces/ElementConnectivity", zone, ArrayKind::ngon_connectivity, sids::index_type_for(nv), 4 * nf});
    out.push_back(
        {z + "/Cells/ElementStartOffset", zone, ArrayKind::nface_offsets, sids::index_type_for(6 * nc), nc + 1});
    out.push_back(
        {z + "/Cells/ElementConnectivity", zone, ArrayKind::nface_connectivity, sids::index_type_for(nf), 6 * nc});
  }
  out.push_back({z + "/VertexData/Pressure", zone, ArrayKind::pressure, DataType::R8, nv});
  out.push_back({z + "/CellData/Density", zone, ArrayKind::density, DataType::R8, nc});
}

// Entries per element of a connectivity array; 1 for everything else.
std::int64_t entries_per_element(ArrayKind kind) {
  switch (kind) {
    case ArrayKind::hexa_connectivity: return 8;
    case ArrayKind::quad_connectivity: return 4;
    case ArrayKind::ngon_connectivity: return 4;
    case ArrayKind::nface_connectivity: return 6;
    default: return 1;
  }
}

}  // namespace

std::vector<SampleArray> sample_arrays(const SampleSpec& spec) {
  validate(spec);
  std::vector<SampleArray> out;
  for (Zone zone : zones(spec)) add_zone_arrays(out, spec, zone);
  return out;
}

double expected_value(const SampleSpec& spec, const SampleArray& array, std::int64_t index) {
  if (index < 0 || index >= array.count)
    throw UsageError("sample case: index " + std::to_string(index) + " is outside " + array.path);
  const Zone zone = array.zone;
  const std::int64_t n = spec.n;
  auto lattice = [&] { return vertex_lattice(spec, zone, index); };
  auto as_double = [](std::int64_t v) { return static_cast<double>(v); };
  switch (array.kind) {
    case ArrayKind::coordinate_x: return coordinate(zone, 0, lattice().i);
    case ArrayKind::coordinate_y: return coordinate(zone, 1, lattice().j);
    case ArrayKind::coordinate_z: return coordinate(zone, 2, lattice().k);
    case ArrayKind::pressure: return pressure(zone, index);
    case ArrayKind::density: return density(zone, index);
    case ArrayKind::hexa_connectivity: return as_double(hexa_node(n, index / 8, static_cast<int>(index % 8)));
    case ArrayKind::quad_connectivity: return as_double(inflow_quad_node(n, index / 4, static_cast<int>(index % 4)));
    case ArrayKind::inflow_points: return as_double(n * n * n + 1 + index);
    case ArrayKind::ngon_offsets: return as_double(4 * index);
    case ArrayKind::ngon_connectivity: return as_double(ngon_node(n, index / 4, static_cast<int>(index % 4)));
    case ArrayKind::nface_offsets: return as_double(6 * index);
    case ArrayKind::nface_connectivity: return as_double(nface_face(n, index / 6, static_cast<int>(index % 6)));
  }
  throw InternalError("sample case: unknown array kind for " + array.path);
}

std::vector<double> expected_values(const SampleSpec& spec, const SampleArray& array, std::int64_t first,
                                    std::int64_t count) {
  std::vector<double> out(static_cast<std::size_t>(std::max<std::int64_t>(count, 0)));
  for (std::int64_t i = 0; i < count; ++i) out[static_cast<std::size_t>(i)] = expected_value(spec, array, first + i);
  return out;
}

Range part_range(std::int64_t total, int parts, int part) {
  if (parts < 1 || part < 0 || part >= parts || total < 0)
    throw UsageError("part_range: part " + std::to_string(part) + " of " + std::to_string(parts) + " is invalid");
  const std::int64_t base = total / parts, extra = total % parts;
  return {part * base + std::min<std::int64_t>(part, extra), base + (part < extra ? 1 : 0)};
}

Range array_share(const SampleArray& array, int ranks, int rank) {
  const std::int64_t per = entries_per_element(array.kind);
  const Range elements = part_range(array.count / per, ranks, rank);
  return {elements.first * per, elements.count * per};
}

}  // namespace pcgns::sample
