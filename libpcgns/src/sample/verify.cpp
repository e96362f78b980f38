// Checks a sample-case file read through the parallel reader: the small data of every
// section and BC, and every element of every bulk array against its formula.
#include <sstream>
#include <string>
#include <vector>

#include "pcgns/parallel_reader.hpp"
#include "pcgns/sample_case.hpp"
#include "pcgns/sids/base.hpp"
#include "pcgns/sids/elements.hpp"
#include "pcgns/sids/flow_solution.hpp"
#include "pcgns/sids/zone_bc.hpp"
#include "sample/encode.hpp"

namespace pcgns::sample {
namespace {

using sids::ElementType;

struct ExpectedSection {
  const char* name;
  ElementType type;
  std::int64_t start, end;
};

std::vector<ExpectedSection> expected_sections(const SampleSpec& spec, Zone zone) {
  const std::int64_t nc = cell_count(spec, zone);
  if (zone == Zone::hexa)
    return {{"Cells", ElementType::HEXA_8, 1, nc}, {"InflowFaces", ElementType::QUAD_4, nc + 1, nc + spec.n * spec.n}};
  if (zone == Zone::poly) {
    const std::int64_t nf = poly_face_count(spec.n);
    return {{"Faces", ElementType::NGON_n, 1, nf}, {"Cells", ElementType::NFACE_n, nf + 1, nf + nc}};
  }
  return {};
}

void check_zone(const sids::ZoneView& zone, const SampleSpec& spec, Zone which, std::vector<std::string>& problems) {
  const auto sections = sids::sections(zone, spec.version);
  const auto expected = expected_sections(spec, which);
  bool sections_ok = sections.size() == expected.size();
  for (std::size_t s = 0; sections_ok && s < expected.size(); ++s)
    sections_ok = sections[s].name() == expected[s].name && sections[s].type() == expected[s].type &&
                  sections[s].start() == expected[s].start && sections[s].end() == expected[s].end;
  if (!sections_ok) problems.push_back(zone.ref().display_path() + ": sections differ from the sample case");

  const auto solutions = sids::flow_solutions(zone);
  if (solutions.size() != 2 || solutions[0].name() != "VertexData" ||
      solutions[0].location() != sids::GridLocation::Vertex || solutions[1].name() != "CellData" ||
      solutions[1].location() != sids::GridLocation::CellCenter)
    problems.push_back(zone.ref().display_path() +
                       ": expected solutions VertexData (Vertex) and CellData (CellCenter)");

  const auto bcs = sids::boundary_conditions(zone);
  const bool wants_bc = which == Zone::hexa;
  const bool bc_ok = wants_bc
                         ? bcs.size() == 1 && bcs[0].name() == "Inflow" && bcs[0].type() == sids::BCType::BCInflow &&
                               bcs[0].location() == sids::GridLocation::FaceCenter && bcs[0].point_set() &&
                               bcs[0].point_set()->size == spec.n * spec.n
                         : bcs.empty();
  if (!bc_ok)
    problems.push_back(zone.ref().display_path() +
                       ": boundary conditions differ from the "
                       "sample case");
}

std::string describe_mismatch(const SampleArray& array, std::int64_t index, double got, double expected) {
  std::ostringstream out;
  out.precision(17);
  out << array.path << "[" << index << "] is " << got << ", expected " << expected;
  return out.str();
}

}  // namespace

std::vector<std::string> verify_sample_share(ParallelReader& reader, const SampleSpec& spec, int ranks, int rank) {
  std::vector<std::string> problems;
  const Node& tree = reader.tree();
  for (const sids::BaseView& base : sids::bases(tree))
    for (const sids::ZoneView& zone : sids::zones(base)) {
      const Zone which = zone.name() == "Block" ? Zone::block : zone.name() == "Hexa" ? Zone::hexa : Zone::poly;
      check_zone(zone, spec, which, problems);
    }

  // Read a different share than this rank wrote, so that a value can only be right if
  // another rank's write really reached the file.
  const int reader_part = (rank + 1) % ranks;
  const std::vector<SampleArray> arrays = sample_arrays(spec);
  std::vector<std::vector<std::byte>> buffers(arrays.size());
  std::vector<Range> shares(arrays.size());
  std::vector<DataType> types(arrays.size(), DataType::MT);
  for (std::size_t a = 0; a < arrays.size(); ++a) {
    const Node* node = find_node(tree, arrays[a].path);
    if (node == nullptr || node->count() != arrays[a].count) {
      problems.push_back(arrays[a].path + ": missing or of the wrong size");
      continue;
    }
    types[a] = node->type;
    shares[a] = array_share(arrays[a], ranks, reader_part);
    buffers[a].resize(static_cast<std::size_t>(shares[a].count) * element_size(node->type));
    if (shares[a].count > 0) reader.read(arrays[a].path, shares[a].first, shares[a].count, buffers[a].data());
  }
  reader.flush();

  for (std::size_t a = 0; a < arrays.size(); ++a) {
    if (types[a] == DataType::MT) continue;
    const std::vector<double> got = decode_values(buffers[a], types[a]);
    for (std::int64_t i = 0; i < shares[a].count; ++i) {
      const std::int64_t index = shares[a].first + i;
      const double expected = expected_value(spec, arrays[a], index);
      if (got[static_cast<std::size_t>(i)] != expected) {
        problems.push_back(describe_mismatch(arrays[a], index, got[static_cast<std::size_t>(i)], expected));
        break;
      }
    }
  }
  return problems;
}

}  // namespace pcgns::sample
