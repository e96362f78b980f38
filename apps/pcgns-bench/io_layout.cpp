#include "io_layout.hpp"

#include <array>

#include "pcgns/error.hpp"
#include "pcgns/sids/all.hpp"

namespace pcgns::bench_app {
namespace {

constexpr std::array<const char*, kArraysPerZone> kArrayNames{
    "GridCoordinates/CoordinateX", "GridCoordinates/CoordinateY", "GridCoordinates/CoordinateZ",
    "FlowSolution/VelocityX",      "FlowSolution/VelocityY",      "FlowSolution/VelocityZ",
    "FlowSolution/Temperature",    "Cells/ElementConnectivity"};

constexpr std::int64_t kDoublesPerMib = (1 << 20) / 8;

// Every zone's arrays the same length, a multiple of 8 (whole HEXA_8 cells) and of the
// ranks sharing it, so every slice is equal.
std::int64_t zone_length(double size_mib, int zones, int sharers) {
  const auto doubles = static_cast<std::int64_t>(size_mib * kDoublesPerMib);
  const std::int64_t unit = 8 * static_cast<std::int64_t>(sharers);
  return doubles / zones / unit * unit;
}

void deal_whole_zones(IoLayout& layout, const std::vector<int>& writers, int zones) {
  for (int z = 0; z < zones; ++z)
    layout.pieces[static_cast<std::size_t>(writers[static_cast<std::size_t>(z) % writers.size()])].push_back(
        {z, 0, layout.zone_length});
}

// Zones in groups of `sharers` ranks: group g holds zones g*per_group .. g*per_group+per_group-1,
// each cut into one slice per rank of the group.
void share_zones(IoLayout& layout, int per_group, int sharers) {
  const std::int64_t slice = layout.zone_length / sharers;
  for (int rank = 0; rank < layout.ranks; ++rank) {
    const int group = rank / sharers, member = rank % sharers;
    for (int k = 0; k < per_group; ++k)
      layout.pieces[static_cast<std::size_t>(rank)].push_back({group * per_group + k, member * slice, slice});
  }
}

Node make_zone(const std::string& name, std::int64_t vertices) {
  Node scratch("scratch", "CGNSBase_t");
  Node& zone = sids::add_zone(scratch, name, sids::ZoneType::Unstructured,
                              sids::ZoneSizes::unstructured(vertices, vertices / 8));
  Node& coordinates = zone.add(Node("GridCoordinates", "GridCoordinates_t"));
  for (int a = 0; a < 3; ++a)
    coordinates.add(
        make_deferred_node(std::string(kArrayNames[a]).substr(16), "DataArray_t", DataType::R8, {vertices}));
  Node& solution = zone.add(Node("FlowSolution", "FlowSolution_t"));
  solution.add(make_string_node("GridLocation", "GridLocation_t", "Vertex"));
  for (int a = 3; a < 7; ++a)
    solution.add(make_deferred_node(std::string(kArrayNames[a]).substr(13), "DataArray_t", DataType::R8, {vertices}));
  Node& cells = zone.add(make_data_node<std::int32_t>("Cells", "Elements_t", {17, 0}));  // HEXA_8
  cells.add(make_data_node<std::int32_t>("ElementRange", "IndexRange_t", {1, static_cast<std::int32_t>(vertices / 8)}));
  cells.add(make_deferred_node("ElementConnectivity", "DataArray_t", DataType::I4, {vertices}));
  return std::move(scratch.children.front());
}

Node make_base() {
  Node root("", "");
  root.add(make_data_node<std::int32_t>("Base", "CGNSBase_t", {3, 3}));
  return root;
}

}  // namespace

std::string zone_name(int zone) { return "Zone_" + std::to_string(zone); }

std::string array_path(const std::string& zone, int a) {
  return "/Base/" + zone + "/" + kArrayNames[static_cast<std::size_t>(a)];
}

DataType array_type(int a) { return a == kArraysPerZone - 1 ? DataType::I4 : DataType::R8; }

std::int64_t IoLayout::file_bytes() const { return static_cast<std::int64_t>(zones) * zone_length * (7 * 8 + 4); }

std::int64_t IoLayout::rank_bytes(int rank) const {
  std::int64_t values = 0;
  for (const auto& piece : pieces[static_cast<std::size_t>(rank)]) values += piece.count;
  return values * (7 * 8 + 4);
}

std::string IoLayout::describe() const {
  std::size_t most = 0;
  for (const auto& rank : pieces) most = std::max(most, rank.size());
  return std::to_string(zones) + " zone(s) of " + std::to_string(zone_length) + " values, up to " +
         std::to_string(most) + " piece(s) per rank";
}

IoLayout make_layout(const std::string& scenario, double size_mib, int ranks, int node_ranks, int zones,
                     int zones_per_rank, int ranks_per_zone) {
  IoLayout layout;
  layout.scenario = scenario;
  layout.ranks = ranks;
  layout.pieces.resize(static_cast<std::size_t>(ranks));
  const bool shared = scenario == "d" || scenario == "e";
  if (shared && ranks % ranks_per_zone != 0)
    throw UsageError("scenario " + scenario + ": --ranks-per-zone " + std::to_string(ranks_per_zone) +
                     " does not divide the " + std::to_string(ranks) + " ranks");
  const int groups = shared ? ranks / ranks_per_zone : ranks;
  const int per_group = scenario == "c" || scenario == "e" ? zones_per_rank : 1;
  layout.zones = scenario == "a" ? zones : groups * per_group;
  layout.zone_length = zone_length(size_mib, layout.zones, shared ? ranks_per_zone : 1);
  if (layout.zone_length >= std::int64_t{1} << 31)
    throw UsageError("scenario " + scenario + ": zones of " + std::to_string(layout.zone_length) +
                     " values are too large for 32-bit connectivity; use more zones or a smaller --size");
  if (layout.zone_length == 0)
    throw UsageError("scenario " + scenario + ": --size " + std::to_string(size_mib) + " MiB is too small for " +
                     std::to_string(layout.zones) + " zone(s)");
  if (scenario == "a") {
    const int writer_count = std::min(node_ranks, ranks);
    std::vector<int> writers;
    writers.reserve(static_cast<std::size_t>(std::max(writer_count, 0)));
    for (int r = 0; r < writer_count; ++r) writers.push_back(r);
    deal_whole_zones(layout, writers, zones);
  } else {
    share_zones(layout, per_group, shared ? ranks_per_zone : 1);
  }
  return layout;
}

Node layout_tree(const IoLayout& layout) {
  Node root = make_base();
  Node& base = *root.child("Base");
  for (int z = 0; z < layout.zones; ++z) base.add(make_zone(zone_name(z), layout.zone_length));
  return root;
}

std::string piece_zone_name(const ZonePiece& piece) {
  return zone_name(piece.zone) + "_" + std::to_string(piece.first);
}

Node pieces_tree(const std::vector<ZonePiece>& pieces) {
  Node root = make_base();
  Node& base = *root.child("Base");
  for (const auto& piece : pieces) base.add(make_zone(piece_zone_name(piece), piece.count));
  return root;
}

double expected_double(int zone, int a, std::int64_t index) {
  return static_cast<double>(index) + 0.125 * a + 1024.0 * zone;
}

std::int32_t expected_vertex(std::int64_t zone_length, std::int64_t index) {
  return static_cast<std::int32_t>(index % zone_length + 1);
}

}  // namespace pcgns::bench_app
