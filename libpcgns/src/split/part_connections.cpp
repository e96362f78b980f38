#include "split/part_connections.hpp"

#include <algorithm>
#include <numeric>
#include <optional>

#include "dist/boundary_data.hpp"
#include "dist/split_names.hpp"
#include "pcgns/sids/all.hpp"
#include "split/boundary_data_cut.hpp"
#include "split/general_connection_cut.hpp"
#include "split/located_range.hpp"
#include "split/location_text.hpp"
#include "split/point_list_bc.hpp"
#include "split/shared_face.hpp"

namespace pcgns::split {
namespace {

// A range node of `values`, with the name, label and integer width of `original`.
Node range_like(const Node& original, const std::vector<std::int64_t>& values) {
  const auto dim = static_cast<std::int64_t>(values.size() / 2);
  Node node(original.name, original.label, original.type == DataType::I8 ? DataType::I8 : DataType::I4, {dim, 2});
  node.data = sids::encode_integers(values, node.type);
  return node;
}

const Node& point_range_node(const Node& holder, const char* name, const std::string& where) {
  const Node* range = holder.child(name);
  if (!range || !range->has_data()) throw InputError(where + ": " + name + " is missing");
  return *range;
}

std::vector<std::int64_t> point_range_values(const Node& holder, const char* name, const std::string& where) {
  return point_range_node(holder, name, where).as_int64();
}

// The piece of `range` inside `clip`, when it keeps every direction `range` spans (a
// face touching the box along an edge only is no piece of it).
std::optional<IndexRange> piece_inside(const IndexRange& range, const IndexRange& clip) {
  auto piece = intersect(range, clip);
  if (piece && piece->extents() != range.extents()) return std::nullopt;
  return piece;
}

// The BC's share of the box, in local indices, oriented as the original range.
std::optional<Node> restrict_bc(const Node& bc, const PlacedBox& placed, const OriginalZone& original,
                                const BlockArrays& arrays, const std::string& relative, const std::string& bc_path) {
  const std::string where = original.describe_node(relative);
  const Node& range = point_range_node(bc, "PointRange", where);
  const auto values = range.as_int64();
  const auto piece = share_in_box(locate_range(values, location_text(bc), original.cell_size, where), placed.cells());
  if (!piece) return std::nullopt;
  Node out = bc;
  restore_copies(out, bc_path, arrays);
  const auto oriented = oriented_like(*piece, values);
  cut_boundary_data(out, values, oriented);
  const auto local = to_local(oriented, placed.box.lo);
  out.add(range_like(range, local));
  dist::follow_bc_range(out, values, local);
  return out;
}

std::vector<int> transform_of(const Node& connection, std::size_t dim) {
  std::vector<int> transform(dim);
  std::iota(transform.begin(), transform.end(), 1);
  if (const Node* node = connection.child("Transform")) {
    const auto values = node->as_int64();
    transform.assign(values.begin(), values.end());
  }
  return transform;
}

std::size_t donor_zone(const SplitContext& context, const OriginalZone& original, const Node& connection,
                       const std::string& where) {
  const auto donor = dist::donor_zone_id(connection.as_string(), original.base);
  for (std::size_t z = 0; z < context.zones.size(); ++z)
    if (context.zones[z].is(donor)) return z;
  throw InputError(where + ": donor zone '" + connection.as_string() + "' is not a structured zone of the input");
}

struct ConnectionPiece {
  IndexRange own;
  std::vector<std::int64_t> donor_range;  // begin..., end... (orientation follows Transform)
  const PlacedBox* donor = nullptr;
};

std::vector<ConnectionPiece> cut_1to1(const Node& connection, const PlacedBox& placed, const OriginalZone& original,
                                      const SplitContext& context) {
  const std::string where = original.described + ": ZoneGridConnectivity/" + connection.name;
  const auto range_values = point_range_values(connection, "PointRange", where);
  const auto donor_values = point_range_values(connection, "PointRangeDonor", where);
  const std::size_t dim = range_values.size() / 2;
  const IndexTransform transform(transform_of(connection, dim),
                                 {range_values.begin(), range_values.begin() + static_cast<std::ptrdiff_t>(dim)},
                                 {donor_values.begin(), donor_values.begin() + static_cast<std::ptrdiff_t>(dim)});
  const IndexRange range = IndexRange::from_point_range(range_values);
  const auto mine = piece_inside(range, placed.vertices());
  if (!mine) return {};
  const IndexRange image = transform.to_donor(*mine);
  std::vector<ConnectionPiece> pieces;
  for (const PlacedBox* donor : context.layout.of_zone(donor_zone(context, original, connection, where))) {
    const auto met = intersect(image, donor->vertices());
    if (!met) continue;
    const IndexRange own = transform.to_own(*met);
    if (own.extents() != range.extents()) continue;
    std::vector<std::int64_t> donor_range = transform.to_donor(own.lo);
    const auto end = transform.to_donor(own.hi);
    donor_range.insert(donor_range.end(), end.begin(), end.end());
    pieces.push_back({own, to_local(donor_range, donor->box.lo), donor});
  }
  return pieces;
}

}  // namespace

Node restrict_boundary_conditions(const Node& zone_bc, const PlacedBox& placed, const OriginalZone& original,
                                  const BlockArrays& arrays) {
  Node out = without_children(zone_bc);
  const std::string path = original.path() + "/" + zone_bc.name;
  for (const Node& child : zone_bc.children) {
    if (child.label != "BC_t") {
      restore_copies(out.add(child), path + "/" + child.name, arrays);
    } else if (child.child("PointList")) {
      auto piece =
          cut_point_list_bc(child, placed, original, arrays, zone_bc.name + "/" + child.name, path + "/" + child.name);
      if (piece) out.add(std::move(*piece));
    } else if (auto piece = restrict_bc(child, placed, original, arrays, zone_bc.name + "/" + child.name,
                                        path + "/" + child.name)) {
      out.add(std::move(*piece));
    }
  }
  return out;
}

Node restrict_connections(const Node& connectivity, const PlacedBox& placed, const OriginalZone& original,
                          const SplitContext& context) {
  Node out = without_children(connectivity);
  const std::string path = original.path() + "/" + connectivity.name;
  for (const Node& child : connectivity.children) {
    if (child.label == "GridConnectivity_t") {
      for (Node& piece : cut_general_connection(child, placed, original, context, path + "/" + child.name))
        out.add(std::move(piece));
      continue;
    }
    if (child.label != "GridConnectivity1to1_t") {
      restore_copies(out.add(child), path + "/" + child.name, context.arrays);
      continue;
    }
    const auto pieces = cut_1to1(child, placed, original, context);
    for (std::size_t p = 0; p < pieces.size(); ++p) {
      Node piece = child;
      restore_copies(piece, path + "/" + child.name, context.arrays);
      if (pieces.size() > 1) piece.name += "." + std::to_string(p);
      set_text(piece, pieces[p].donor->name);
      piece.add(range_like(*child.child("PointRange"), to_local(pieces[p].own.point_range(), placed.box.lo)));
      piece.add(range_like(*child.child("PointRangeDonor"), pieces[p].donor_range));
      out.add(std::move(piece));
    }
  }
  return out;
}

void add_partition_interfaces(Node& zone, const PlacedBox& placed, const PartitionLayout& layout) {
  std::vector<int> identity(placed.box.lo.size());
  std::iota(identity.begin(), identity.end(), 1);
  for (const PlacedBox* other : layout.of_zone(placed.box.zone)) {
    if (other == &placed) continue;
    const auto face = shared_face(placed.box, other->box);
    if (!face) continue;
    const auto values = face->point_range();
    sids::add_1to1(zone, interface_name(placed, *other), other->name, to_local(values, placed.box.lo),
                   to_local(values, other->box.lo), identity);
  }
}

}  // namespace pcgns::split
