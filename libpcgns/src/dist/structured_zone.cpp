#include "dist/structured_zone.hpp"

#include <algorithm>
#include <map>
#include <numeric>
#include <optional>

#include "dist/boundary_data.hpp"
#include "dist/child_order.hpp"
#include "dist/output_zone.hpp"
#include "dist/split_names.hpp"
#include "dist/structured_point_lists.hpp"
#include "dist/zone_completeness.hpp"
#include "pcgns/checked_size.hpp"
#include "pcgns/sids/grid_connectivity.hpp"
#include "pcgns/sids/index_data.hpp"
#include "pcgns/sids/zone.hpp"
#include "sids/order_record.hpp"
#include "sids/zone_holders.hpp"

namespace pcgns::dist {
namespace {

std::vector<std::int64_t> numbering_values(const Catalog& catalog, const PartRef& part, const char* name) {
  const Node& numbering = part.zone->require_child(kGlobalNumbering);
  const Node* array = numbering.child(name);
  if (!array || !array->has_data())
    throw InputError(describe(catalog, part) + ": " + kGlobalNumbering + "/" + name + " is missing");
  return array->as_int64();
}

StructuredPart read_part(const Catalog& catalog, const PartRef& ref, const std::vector<std::int64_t>& cell_size) {
  const auto range = numbering_values(catalog, ref, "CellRange");
  const std::size_t dim = cell_size.size();
  if (range.size() != 2 * dim)
    throw InputError(describe(catalog, ref) + ": CellRange has " + std::to_string(range.size()) + " values, expected " +
                     std::to_string(2 * dim));
  StructuredPart part{ref,
                      {range.begin(), range.begin() + static_cast<std::ptrdiff_t>(dim)},
                      {range.begin() + static_cast<std::ptrdiff_t>(dim), range.end()}};
  const auto vertices = sids::view_built_zone(*ref.zone).vertex_size();
  for (std::size_t d = 0; d < dim; ++d) {
    if (part.cell_lo[d] < 1 || part.cell_hi[d] > cell_size[d] || part.cell_lo[d] > part.cell_hi[d])
      throw InputError(describe(catalog, ref) + ": CellRange outside the parent block");
    if (vertices.size() != dim || vertices[d] != part.cell_hi[d] - part.cell_lo[d] + 2)
      throw InputError(describe(catalog, ref) + ": zone size does not match its CellRange");
  }
  return part;
}

bool overlap(const StructuredPart& a, const StructuredPart& b) {
  for (std::size_t d = 0; d < a.cell_lo.size(); ++d)
    if (a.cell_hi[d] < b.cell_lo[d] || b.cell_hi[d] < a.cell_lo[d]) return false;
  return true;
}

std::int64_t cells_of(const StructuredPart& p) {
  std::int64_t n = 1;
  for (std::size_t d = 0; d < p.cell_lo.size(); ++d) n *= p.cell_hi[d] - p.cell_lo[d] + 1;
  return n;
}

void check_tiling(const Catalog& catalog, const StructuredZone& plan, const std::string& name) {
  for (std::size_t a = 0; a < plan.parts.size(); ++a)
    for (std::size_t b = a + 1; b < plan.parts.size(); ++b)
      if (overlap(plan.parts[a], plan.parts[b]))
        throw InputError("zone '" + name + "': the cell ranges of " + describe(catalog, plan.parts[a].ref) + " and " +
                         describe(catalog, plan.parts[b].ref) + " overlap");
  std::int64_t covered = 0;
  for (const auto& part : plan.parts) covered += cells_of(part);
  // Checked: CellSize comes from the files, and a wrapped product could match by chance.
  std::optional<std::int64_t> total = 1;
  for (const std::int64_t size : plan.cell_size)
    if (total) total = checked_multiply(*total, size);
  if (!total)
    throw InputError("zone '" + name + "': CellSize of " + describe(catalog, plan.parts.front().ref) +
                     " exceeds 2^63 cells");
  if (covered != *total)
    throw InputError("zone '" + name + "': the parts cover " + std::to_string(covered) + " of " +
                     std::to_string(*total) + " cells of the block; a part is missing");
}

// ---- boundary conditions and 1to1 connections, mapped to parent indices

// New values for a range node, as wide as it was (64-bit files stay 64-bit).
void set_range(Node& range, const std::vector<std::int64_t>& values) {
  range.type = range.type == DataType::I8 ? DataType::I8 : DataType::I4;
  range.data = sids::encode_integers(values, range.type);
}

void shift_range(Node& range, const std::vector<std::int64_t>& offset) {
  auto values = range.as_int64();
  const std::size_t dim = offset.size();
  for (std::size_t i = 0; i < values.size(); ++i) values[i] += offset[i % dim];
  set_range(range, values);
}

// Grows `into` (begin..., end...) to cover `range` as well.
void unite_range(Node& into, const Node& range) {
  auto a = into.as_int64();
  const auto b = range.as_int64();
  const std::size_t dim = a.size() / 2;
  for (std::size_t d = 0; d < dim; ++d) {
    // The direction of the first piece that spans d (a piece one index wide has none).
    const bool ascending = a[d] != a[dim + d] ? a[d] < a[dim + d] : b[d] <= b[dim + d];
    const auto lo = std::min({a[d], a[dim + d], b[d], b[dim + d]});
    const auto hi = std::max({a[d], a[dim + d], b[d], b[dim + d]});
    a[d] = ascending ? lo : hi;
    a[dim + d] = ascending ? hi : lo;
  }
  set_range(into, a);
}

// Pieces with the same name are united; the first piece gives every other child.
void unite_piece(Node& holder, Node piece, std::initializer_list<const char*> range_names) {
  Node* existing = holder.child(piece.name);
  if (!existing) {
    holder.add(std::move(piece));
    return;
  }
  for (const char* range_name : range_names)
    if (Node* into = existing->child(range_name); into && piece.child(range_name))
      unite_range(*into, *piece.child(range_name));
}

// A connection of a part, in parent indices: its own range shifted by the part's place,
// the donor's by the donor partition's place, and the donor named by its original zone.
Node connection_piece(const Node& connection, const StructuredPart& part, const DonorLookup& donors) {
  Node piece = connection;
  if (Node* range = piece.child("PointRange")) shift_range(*range, part.offset());
  if (auto place = donors(connection.as_string()); place && !place->unstructured_part) {
    if (Node* donor_range = piece.child("PointRangeDonor")) shift_range(*donor_range, place->offset);
    set_text(piece, place->original);
  }
  return piece;
}

// The merged zone's container of the name of `source`, created empty (children come
// piece by piece) when the zone has none yet.
Node& united_container(Node& zone, const Node& source) {
  if (Node* found = zone.child(source.name)) return *found;
  return zone.add(without_children(source));
}

bool is_ranged_connection(const Node& connection) {
  return connection.label == "GridConnectivity1to1_t" ||
         (connection.label == "GridConnectivity_t" && connection.child("PointRange"));
}

// Connections between original zones (1to1 and general ones given by point ranges).
void add_connections(Node& zone, const StructuredZone& plan, const DonorLookup& donors) {
  for (const auto& part : plan.parts)
    for (const Node* source : part.ref.zone->children_with_label("ZoneGridConnectivity_t")) {
      for (const Node& connection : source->children) {
        if (!is_ranged_connection(connection) || is_partition_interface(connection)) continue;
        Node piece = connection_piece(connection, part, donors);
        piece.name = unsplit_name(piece.name);  // a part's share cut again at the donor's partitions
        unite_piece(united_container(zone, *source), std::move(piece), {"PointRange", "PointRangeDonor"});
      }
    }
}

// Whether a BCData_t array (path below the zone) has a value per point, as the record of
// the case pcgns-split cut says; unknown without a record.
RecordedForm recorded_form(const std::optional<sids::OrderRecord>& record, const std::string& bc_path) {
  if (!record || !record->per_point_data) return {};
  return [&record, bc_path](const std::string& below_bc) -> std::optional<bool> {
    return record->per_point_data->count(bc_path + "/" + below_bc) > 0;
  };
}

void add_boundary_conditions(Node& zone, const Catalog& catalog, const StructuredZone& plan,
                             const std::optional<sids::OrderRecord>& record) {
  std::map<std::pair<std::string, std::string>, std::vector<BoundaryPiece>> pieces;  // by container and BC
  for (const auto& part : plan.parts)
    for (const Node* source : part.ref.zone->children_with_label("ZoneBC_t")) {
      for (const Node& bc : source->children) {
        if (bc.label != "BC_t" || !bc.child("PointRange")) continue;  // check_nothing_dropped names the others
        if (has_arrays_outside_bc_data(bc))                           // data sets' values are united: boundary_data.hpp
          throw InputError(describe(catalog, part.ref, source->name + "/" + bc.name) +
                           ": boundary data with arrays in a partitioned zone: pcgns-merge cannot reassemble it yet");
        Node piece = bc;
        shift_range(*piece.child("PointRange"), part.offset());
        follow_bc_range(piece, bc.child("PointRange")->as_int64(), piece.child("PointRange")->as_int64());
        const std::string relative = source->name + "/" + bc.name;
        pieces[{source->name, bc.name}].push_back({piece, [&catalog, &part, relative](const std::string& below) {
                                                     return describe(catalog, part.ref, relative + "/" + below);
                                                   }});
        unite_piece(united_container(zone, *source), std::move(piece), {"PointRange"});
      }
    }
  for (const auto& [names, bc_pieces] : pieces)
    unite_boundary_data(*zone.child(names.first)->child(names.second), bc_pieces,
                        recorded_form(record, names.first + "/" + names.second));
}

std::string range_text(const std::vector<std::int64_t>& range) {
  std::string text = "[";
  for (std::size_t i = 0; i < range.size(); ++i) text += (i ? ", " : "") + std::to_string(range[i]);
  return text + "]";
}

// United from the parts' pieces, every BC and connection must have the range it had in
// the case pcgns-split cut (its :pcgns#Order record): a smaller one means a part lost a
// piece, whose points the merged file would silently miss.
void check_recorded_ranges(const Node& zone, const Catalog& catalog, const StructuredZone& plan,
                           const std::optional<sids::OrderRecord>& record) {
  if (!record || !record->ranges) return;
  const PartRef& first = plan.parts.front().ref;
  for (const auto& [path, original] : *record->ranges) {
    const Node* united = find_node(zone, path);
    const Node* range = united ? united->child("PointRange") : nullptr;
    if (!range)
      throw InputError(describe(catalog, first, path) + ": in the case pcgns-split cut (its " + sids::kOrderRecord +
                       " record) but in no part; a part lost it");
    if (range->as_int64() != original)
      throw InputError(describe(catalog, first, path) + ": the parts' pieces cover PointRange " +
                       range_text(range->as_int64()) + ", the case pcgns-split cut had " + range_text(original) +
                       " (its " + sids::kOrderRecord + " record); a part lost a piece of it");
  }
}

bool is_rebuilt_structured_child(const Node& child) {
  static const char* const kLabels[] = {"ZoneType_t", "ZoneBC_t", "ZoneGridConnectivity_t"};
  return sids::is_located_holder(child) ||
         std::any_of(std::begin(kLabels), std::end(kLabels), [&](const char* label) { return child.label == label; });
}

}  // namespace

StructuredZone plan_structured_zone(const Catalog& catalog, const ZoneGroup& zone, const std::string& output_path,
                                    std::vector<ZoneArray> arrays) {
  StructuredZone plan{output_path, numbering_values(catalog, zone.parts.front(), "CellSize"), {}, std::move(arrays)};
  for (const PartRef& ref : zone.parts) {
    if (numbering_values(catalog, ref, "CellSize") != plan.cell_size)
      throw InputError("parts of zone '" + zone.name + "' disagree on CellSize: " +
                       describe(catalog, zone.parts.front()) + " and " + describe(catalog, ref));
    plan.parts.push_back(read_part(catalog, ref, plan.cell_size));
  }
  check_tiling(catalog, plan, zone.name);
  return plan;
}

void add_structured_zone_node(Node& base, const Catalog& catalog, const StructuredZone& plan, const ZoneGroup& zone,
                              const DonorLookup& donors, const Selection& selection, std::vector<CopyTask>& tasks) {
  std::vector<std::int64_t> vertices;
  for (auto cells : plan.cell_size) vertices.push_back(cells + 1);
  Node& out = sids::add_zone(base, zone.name, sids::ZoneType::Structured, sids::ZoneSizes::structured(vertices));
  const Node& first = *zone.parts.front().zone;
  add_zone_arrays(out, first, plan.arrays, Dims(vertices.begin(), vertices.end()),
                  Dims(plan.cell_size.begin(), plan.cell_size.end()));
  add_dataless_holders(out, plan.output_path, zone.parts, selection, tasks);
  const auto record = sids::read_order_record(first);
  add_boundary_conditions(out, catalog, plan, record);
  add_point_list_bcs(out, catalog, plan);
  add_connections(out, plan, donors);
  add_point_list_connections(out, catalog, plan, donors);
  check_recorded_ranges(out, catalog, plan, record);
  add_container_rest(
      out, plan.output_path, zone.parts, "ZoneBC_t", [](const Node& e) { return e.label == "BC_t"; }, tasks);
  add_container_rest(out, plan.output_path, zone.parts, "ZoneGridConnectivity_t", sids::is_grid_connection, tasks);
  copy_other_children(out, plan.output_path, zone.parts, is_rebuilt_structured_child, selection, tasks);
  order_like_parts(out, zone.parts);
  check_nothing_dropped(catalog, zone.parts, out, selection);
}

DonorLookup structured_donors(const Catalog& catalog, const BaseGroup& base) {
  return [&catalog, &base](const std::string& name) -> std::optional<DonorPlace> {
    for (const auto& zone : base.zones) {
      if (zone.shape == ZoneShape::whole) continue;
      for (const auto& part : zone.parts) {
        if (part.zone->name != name) continue;
        if (zone.shape == ZoneShape::unstructured_parts) return DonorPlace{zone.name, {}, part.zone};
        const auto range = numbering_values(catalog, part, "CellRange");
        std::vector<std::int64_t> offset;
        for (std::size_t d = 0; d < range.size() / 2; ++d) offset.push_back(range[d] - 1);
        return DonorPlace{zone.name, offset};
      }
    }
    return std::nullopt;
  };
}

void put_structured_part(const StructuredZone& zone, const StructuredPart& part, ArraySource& source,
                         ArrayTarget& target) {
  const std::size_t dim = zone.cell_size.size();
  for (const ZoneArray& array : zone.arrays) {
    const Node* node = find_node(*part.ref.zone, array.relative_path());
    if (!node) throw InputError(part.ref.path + "/" + array.relative_path() + ": missing");
    const bool vertex = array.location == ArrayLocation::vertex;
    Dims shape(dim), lo(dim, 0), hi(dim), out_lo(dim), out_hi(dim);
    for (std::size_t d = 0; d < dim; ++d) {
      const std::int64_t cells = part.cell_hi[d] - part.cell_lo[d] + 1;
      shape[d] = vertex ? cells + 1 : cells;
      // The last vertex plane belongs to the next part unless this one ends the block.
      const bool owns_last_plane = !vertex || part.cell_hi[d] == zone.cell_size[d];
      hi[d] = shape[d] - (owns_last_plane ? 1 : 2);
      out_lo[d] = part.cell_lo[d] - 1;
      out_hi[d] = out_lo[d] + hi[d];
    }
    if (node->dims != shape)
      throw InputError(part.ref.path + "/" + array.relative_path() + ": dimensions do not match the part size");
    target.put_box(zone.output_path + "/" + array.relative_path(), out_lo, out_hi, source.read_box(*node, lo, hi));
  }
}

}  // namespace pcgns::dist
