// Defines the sample case in a tree with the sids builders, node for node what the
// official library writes for the same cg_* calls (tests/interop/official_cgns.c), so
// that cgnsdiff finds nothing between the two files.
#include <string>

#include "pcgns/error.hpp"
#include "pcgns/sample_case.hpp"
#include "pcgns/sids/base.hpp"
#include "pcgns/sids/bc_type.hpp"
#include "pcgns/sids/elements.hpp"
#include "pcgns/sids/flow_solution.hpp"
#include "pcgns/sids/grid_coordinates.hpp"
#include "pcgns/sids/zone.hpp"
#include "pcgns/sids/zone_bc.hpp"

namespace pcgns::sample {
namespace {

using sids::ElementType;
using sids::GridLocation;

void add_grid(Node& zone) { sids::add_coordinates(zone, DataType::R8, {"CoordinateX", "CoordinateY", "CoordinateZ"}); }

void add_solutions(Node& zone) {
  sids::add_solution(zone, "VertexData");
  sids::add_field(zone, "VertexData", "Pressure", DataType::R8);
  sids::add_solution(zone, "CellData", GridLocation::CellCenter);
  sids::add_field(zone, "CellData", "Density", DataType::R8);
}

void define_block(Node& base, const SampleSpec& spec) {
  Node& zone = sids::add_zone(base, zone_name(Zone::block), sids::ZoneType::Structured,
                              sids::ZoneSizes::structured({spec.ni, spec.nj, spec.nk}));
  add_grid(zone);
  add_solutions(zone);
}

void define_hexa(Node& base, const SampleSpec& spec) {
  const std::int64_t nc = cell_count(spec, Zone::hexa), nq = spec.n * spec.n;
  Node& zone = sids::add_zone(base, zone_name(Zone::hexa), sids::ZoneType::Unstructured,
                              sids::ZoneSizes::unstructured(vertex_count(spec, Zone::hexa), nc));
  add_grid(zone);
  sids::add_section(zone, "Cells", ElementType::HEXA_8, 1, nc);
  sids::add_section(zone, "InflowFaces", ElementType::QUAD_4, nc + 1, nc + nq);
  sids::add_bc(zone, "Inflow", sids::BCType::BCInflow, GridLocation::FaceCenter, sids::PointSetSpec::deferred_list(nq));
  add_solutions(zone);
}

void define_poly(Node& base, const SampleSpec& spec) {
  const std::int64_t nc = cell_count(spec, Zone::poly), nf = poly_face_count(spec.n);
  Node& zone = sids::add_zone(base, zone_name(Zone::poly), sids::ZoneType::Unstructured,
                              sids::ZoneSizes::unstructured(vertex_count(spec, Zone::poly), nc));
  add_grid(zone);
  sids::add_poly_section(zone, "Faces", ElementType::NGON_n, 1, nf, 4 * nf, spec.version);
  sids::add_poly_section(zone, "Cells", ElementType::NFACE_n, nf + 1, nf + nc, 6 * nc, spec.version);
  add_solutions(zone);
}

}  // namespace

void define_sample(Node& root, const SampleSpec& spec) {
  validate(spec);
  Node& base = sids::add_base(root, "Base", 3, 3);
  define_block(base, spec);
  define_hexa(base, spec);
  if (spec.has_poly_zone()) define_poly(base, spec);
}

SampleSpec spec_from_tree(const Node& root, CgnsVersion version) {
  const std::vector<sids::BaseView> bases = sids::bases(root);
  if (bases.size() != 1 || bases[0].name() != "Base") throw InputError("sample case: expected one base named Base");
  SampleSpec spec;
  spec.version = version;
  bool block = false, hexa = false, poly = false;
  for (const sids::ZoneView& zone : sids::zones(bases[0])) {
    if (zone.name() == zone_name(Zone::block) && zone.structured() && zone.index_dim() == 3) {
      spec.ni = zone.vertex_size()[0];
      spec.nj = zone.vertex_size()[1];
      spec.nk = zone.vertex_size()[2];
      block = true;
    } else if (zone.name() == zone_name(Zone::hexa) && !zone.structured()) {
      spec.n = 1;
      while (spec.n * spec.n * spec.n < zone.cell_count()) ++spec.n;
      hexa = true;
    } else if (zone.name() == zone_name(Zone::poly) && !zone.structured()) {
      poly = true;
    } else {
      zone.ref().fail("not a zone of the sample case");
    }
  }
  if (!block || !hexa) throw InputError("sample case: zones Block and Hexa are required");
  if (poly != spec.has_poly_zone())
    throw InputError("sample case: a version " + version.to_string() + " file " +
                     (poly ? "must not have" : "must have") + " the Poly zone");
  validate(spec);
  for (const sids::ZoneView& zone : sids::zones(bases[0])) {
    const Zone which = zone.name() == "Block" ? Zone::block : zone.name() == "Hexa" ? Zone::hexa : Zone::poly;
    if (zone.vertex_count() != vertex_count(spec, which) || zone.cell_count() != cell_count(spec, which))
      zone.ref().fail("sizes do not match the sample case");
  }
  return spec;
}

}  // namespace pcgns::sample
