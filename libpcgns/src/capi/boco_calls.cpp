// pcgns_boco_write: a boundary condition of a zone, written as cg_boco_write writes it
// (a BC_t under ZoneBC with its BCType, its point set, and GridLocation unless Vertex).
#include <cstdint>
#include <string>
#include <vector>

#include "capi/c_arguments.hpp"
#include "capi/call_key.hpp"
#include "capi/error_boundary.hpp"
#include "capi/file_table.hpp"
#include "capi/handles.hpp"
#include "pcgns.h"
#include "pcgns/error.hpp"
#include "pcgns/sids/zone.hpp"
#include "pcgns/sids/zone_bc.hpp"

namespace pcgns::capi {
namespace {

bool is_range_type(PCGNS_PointSetType_t type) { return type == PCGNS_PointRange || type == PCGNS_ElementRange; }
bool is_element_type(PCGNS_PointSetType_t type) { return type == PCGNS_ElementRange || type == PCGNS_ElementList; }

// Where an element set applies: the official library turns ElementList/ElementRange into a
// point set on the faces (the edges of a 2-D base, the vertices of a 1-D one).
sids::GridLocation boco_location(PCGNS_PointSetType_t type, int cell_dim) {
  if (!is_element_type(type) || cell_dim == 1) return sids::GridLocation::Vertex;
  return cell_dim == 2 ? sids::GridLocation::EdgeCenter : sids::GridLocation::FaceCenter;
}

// Refuses an index outside the zone: vertex sets are checked against the vertex sizes;
// element numbers (which the zone's sections may not hold yet) only against 1.
void check_point_indices(const sids::ZoneView& zone, bool elements, const std::vector<std::int64_t>& values) {
  const auto dim = static_cast<std::size_t>(zone.index_dim());
  for (std::size_t i = 0; i < values.size(); ++i) {
    const std::int64_t limit = elements ? INT64_MAX : zone.vertex_size()[i % dim];
    if (values[i] < 1 || values[i] > limit)
      throw InputError("point " + std::to_string(i / dim + 1) + " has index " + std::to_string(values[i]) +
                       " in direction " + std::to_string(i % dim + 1) + ", outside 1 .. " +
                       (elements ? std::string("the elements") : std::to_string(limit)));
  }
}

// The point set cg_boco_write would write for `npnts` points of `pnts`.
sids::PointSetSpec boco_point_set(const sids::ZoneView& zone, PCGNS_PointSetType_t type, pcgns_size_t npnts,
                                  const pcgns_size_t* pnts) {
  const bool range = is_range_type(type);
  if (!range && type != PCGNS_PointList && type != PCGNS_ElementList)
    throw InputError("point set type " + std::to_string(type) +
                     " is not PointList, PointRange, ElementList or ElementRange");
  if (range ? npnts != 2 : npnts < 1)
    throw InputError(std::to_string(npnts) + " points for a " + (range ? "range (2 corners)" : "list (at least 1)"));
  if (pnts == nullptr) throw InputError("the point array is NULL");
  const int dim = zone.index_dim();
  std::vector<std::int64_t> values(pnts, pnts + npnts * dim);
  check_point_indices(zone, is_element_type(type), values);
  if (!range) return sids::PointSetSpec::list(std::move(values), dim);
  const auto half = static_cast<std::size_t>(dim);
  for (std::size_t d = 0; d < half; ++d)
    if (values[d] > values[half + d])
      throw InputError("point range begins after it ends in direction " + std::to_string(d + 1));
  return sids::PointSetSpec::range(std::move(values));
}

// The key of a boco call: its arguments, the points by digest (index-dimension values
// each; the zone's index dimension is known on every rank alike, or the call fails). Only
// the points a valid call has are read: with a wrong count the builder fails everywhere.
std::string boco_key(OpenFile& file, int B, int Z, const char* name, PCGNS_PointSetType_t ptset, int type,
                     pcgns_size_t npnts, const pcgns_size_t* pnts) {
  int dim = 0;
  try {
    dim = sids::view_built_zone(*zone_at(file.tree(), file.name(), B, Z).node).index_dim();
  } catch (const Error&) {
    // No such zone: the builder fails with the message, on every rank alike.
  }
  const bool range = is_range_type(ptset), list = ptset == PCGNS_PointList || ptset == PCGNS_ElementList;
  const bool valid = range ? npnts == 2 : list && npnts >= 1;
  const auto bytes = valid ? static_cast<std::size_t>(npnts * dim) * sizeof(pcgns_size_t) : 0;
  return call_key({"boco", std::to_string(B), std::to_string(Z), key_word(name), std::to_string(type),
                   std::to_string(ptset), std::to_string(npnts), digest_word(pnts, bytes)});
}

int base_cell_dim(const Located& base) { return base.node->values<std::int32_t>()[0]; }

}  // namespace

extern "C" {

int pcgns_boco_write(int fn, int B, int Z, const char* boconame, PCGNS_BCType_t bocotype,
                     PCGNS_PointSetType_t ptset_type, pcgns_size_t npnts, const pcgns_size_t* pnts, int* BC) {
  return c_call("pcgns_boco_write", [&] {
    OpenFile& file = open_file(fn);
    file.define(boco_key(file, B, Z, boconame, ptset_type, bocotype, npnts, pnts), [&](Node& tree) {
      require_result(BC, "BC");
      const Located zone = zone_at(tree, file.name(), B, Z);
      const std::string name = node_name(boconame, "BC name");
      Node& bc = building(file, zone, "ZoneBC/" + name, [&]() -> Node& {
        const sids::ZoneView view = sids::view_built_zone(*zone.node);
        const sids::PointSetSpec points = boco_point_set(view, ptset_type, npnts, pnts);
        const sids::GridLocation location = boco_location(ptset_type, base_cell_dim(base_at(tree, file.name(), B)));
        return sids::add_bc(*zone.node, name, bc_type_of(bocotype), location, points);
      });
      *BC = handle_of(tree, *zone.node->child("ZoneBC"), bc);
    });
  });
}

}  // extern "C"
}  // namespace pcgns::capi
