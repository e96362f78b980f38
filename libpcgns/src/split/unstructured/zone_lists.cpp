#include "split/unstructured/zone_lists.hpp"

#include <algorithm>

#include "dist/list_range.hpp"
#include "dist/split_names.hpp"
#include "dist/unstructured_zone.hpp"
#include "pcgns/error.hpp"
#include "pcgns/exchange/block_distribution.hpp"
#include "pcgns/mpi/agreement.hpp"
#include "pcgns/mpi_rank.hpp"
#include "pcgns/sids/grid_location.hpp"
#include "pcgns/sids/index_data.hpp"
#include "sids/global_numbering.hpp"
#include "split/block_donor.hpp"
#include "split/lexicographic_vertex.hpp"
#include "split/unstructured/part_values.hpp"
#include "split/unstructured/unstructured_split.hpp"

namespace pcgns::split {
namespace {

ListHolder make_holder(std::string container, const Node& node, const std::string& zone_path) {
  ListHolder holder;
  holder.container = std::move(container);
  holder.node = &node;
  holder.vertex =
      sids::read_grid_location(sids::NodeRef{&node, zone_path + "/" + holder.relative()}) == sids::GridLocation::Vertex;
  holder.connection = node.label == "GridConnectivity_t";
  holder.range = node.child("PointList") ? nullptr : dist::range_child(node);
  holder.arrays = dist::point_arrays(node);
  return holder;
}

// The holder's node for one part: its metadata, with `points` (and the donor list when
// given) and its per-point arrays cut to `rows` of the part's entries.
Node part_holder(const ListHolder& list, const PartList& entries, const std::vector<std::size_t>& rows,
                 const std::vector<std::int64_t>* donors, std::int64_t donor_width = 1) {
  Node node = *list.node;
  const Node* list_range = list.range;
  node.remove(sids::kGlobalNumbering);
  std::vector<std::int64_t> points, positions;
  for (const std::size_t r : rows) {
    points.push_back(entries.points[r]);
    positions.push_back(entries.positions[r] + 1);
  }
  const auto n = static_cast<std::int64_t>(rows.size());
  Node point_list = sids::make_index_node("PointList", "IndexArray_t", points, {1, n});
  if (list_range) *dist::range_child(node) = std::move(point_list);  // in the range's place
  else node.add(std::move(point_list));
  if (donors && donor_width > 1) {  // a structured donor's indices, in the original's integer type
    Node& donor_list = *node.child("PointListDonor");
    donor_list.type = donor_list.type == DataType::I8 ? DataType::I8 : DataType::I4;
    donor_list.dims = {donor_width, n};
    donor_list.data = sids::encode_integers(*donors, donor_list.type);
    donor_list.bulk.reset();
  } else if (donors) {
    node.add(sids::make_index_node("PointListDonor", "IndexArray_t", *donors, {1, n}));
  }
  for (const auto& path : list.arrays) {
    Node& array = *find_node(node, path);
    const auto& all = entries.arrays.at(path);
    const std::size_t width = element_size(array.type);
    array.data.clear();
    for (const std::size_t r : rows)
      array.data.insert(array.data.end(), all.begin() + static_cast<std::ptrdiff_t>(r * width),
                        all.begin() + static_cast<std::ptrdiff_t>((r + 1) * width));
    array.dims = {n};
    array.bulk.reset();
  }
  sids::add_global_numbering(node, "Index", positions);
  if (list_range) dist::record_range(node, *list_range);
  return node;
}

Node& holder_parent(Node& zone, const ListHolder& list) {
  if (list.container.empty()) return zone;
  Node* container = zone.child(list.container);
  if (!container) container = &zone.add(Node(list.container, list.connection ? "ZoneGridConnectivity_t" : "ZoneBC_t"));
  return *container;
}

// This rank's items of a range, as the slice a PointList would have: the items its donor
// list or arrays hold here, else its block of the range.
Slice range_slice(MPI_Comm comm, const Node& range, const ListSlices& others) {
  const auto begin = range.as_int64().at(0);
  Slice slice;
  slice.type = DataType::I8;
  if (others.donors) {
    slice.first = others.donors->first;
    slice.count = others.donors->count;
  } else if (!others.arrays.empty()) {
    slice.first = others.arrays.begin()->second.first;
    slice.count = others.arrays.begin()->second.count;
  } else {
    const exchange::BlockDistribution blocks(range.as_int64().at(1) - begin + 1, size_of(comm));
    slice.first = blocks.first(rank_of(comm)) - 1;
    slice.count = blocks.count(rank_of(comm));
  }
  std::vector<std::int64_t> ids(static_cast<std::size_t>(slice.count));
  for (std::size_t i = 0; i < ids.size(); ++i) ids[i] = begin + slice.first + static_cast<std::int64_t>(i);
  slice.bytes = sids::encode_integers(ids, DataType::I8);
  return slice;
}

std::vector<std::size_t> all_rows(const PartList& entries) {
  std::vector<std::size_t> rows(entries.positions.size());
  for (std::size_t r = 0; r < rows.size(); ++r) rows[r] = r;
  return rows;
}

// Pieces of a connection in each part, one per donor partition (in part order).
void add_connection_pieces(MPI_Comm comm, const ListHolder& list, const ListZone& donor, std::map<int, PartList>& lists,
                           std::map<int, Node>& nodes, const std::string& where) {
  std::vector<std::int64_t> ids;
  for (const auto& [part, entries] : lists) ids.insert(ids.end(), entries.donors.begin(), entries.donors.end());
  const auto resolved =
      resolve_donors(comm, ids, list.vertex, *donor.layout, *donor.partition, where + " PointListDonor");
  std::size_t next = 0;
  for (auto& [part, entries] : lists) {
    std::map<int, std::pair<std::vector<std::size_t>, std::vector<std::int64_t>>> by_donor;
    for (std::size_t r = 0; r < entries.positions.size(); ++r, ++next) {
      auto& piece = by_donor[resolved[next].part];
      piece.first.push_back(r);
      piece.second.push_back(resolved[next].local);
    }
    int k = 0;
    for (const auto& [donor_part, piece] : by_donor) {
      Node node = part_holder(list, entries, piece.first, &piece.second);
      node.name = list.node->name + "." + std::to_string(k++);
      const Node donor_name = make_string_node(
          "", "", dist::donor_name(list.node->as_string()).prefix + partition_zone_name(donor.name, donor_part));
      node.type = donor_name.type;
      node.dims = donor_name.dims;
      node.data = donor_name.data;
      holder_parent(nodes.at(part), list).add(std::move(node));
    }
  }
}

// Pieces of a connection towards a structured zone in each part, one per donor box (in
// box order). The donors travelled as lexicographic vertex ids.
void add_block_connection_pieces(const ListHolder& list, const BlockDonor& donor, std::map<int, PartList>& lists,
                                 std::map<int, Node>& nodes, const std::string& where) {
  const auto vertex_size = donor.vertex_size();
  for (auto& [part, entries] : lists) {
    std::map<std::int64_t, std::tuple<std::string, std::vector<std::size_t>, std::vector<std::int64_t>>> by_box;
    for (std::size_t r = 0; r < entries.positions.size(); ++r) {
      const auto index = vertex_of_lexicographic(entries.donors[r], vertex_size);
      const BlockPoint point = locate_donor_vertex(donor, index, where, entries.positions[r] + 1);
      auto& [name, rows, locals] = by_box[(static_cast<std::int64_t>(point.box->part) << 32) + point.box->index];
      name = point.box->name;
      rows.push_back(r);
      locals.insert(locals.end(), point.local.begin(), point.local.end());
    }
    int k = 0;
    for (const auto& [key, piece] : by_box) {
      const auto& [name, rows, locals] = piece;
      Node node = part_holder(list, entries, rows, &locals, static_cast<std::int64_t>(vertex_size.size()));
      node.name = list.node->name + "." + std::to_string(k++);
      set_text(node, dist::donor_name(list.node->as_string()).prefix + name);
      holder_parent(nodes.at(part), list).add(std::move(node));
    }
  }
}

// A donor list of index tuples towards a structured zone made one lexicographic vertex
// id per entry, checked inside the donor zone, so that it travels like any donor list.
Slice block_donor_ids(const Slice& donors, const BlockDonor& donor, const std::string& where) {
  const auto vertex_size = donor.vertex_size();
  const auto values = donors.integers();
  const std::size_t width = donors.width;
  if (width != vertex_size.size())
    throw InputError(where + " has " + std::to_string(width) + " indices per entry, its donor zone " +
                     std::to_string(vertex_size.size()));
  std::vector<std::int64_t> ids;
  for (std::size_t e = 0; e * width < values.size(); ++e) {
    const std::span<const std::int64_t> index(values.data() + e * width, width);
    check_vertex_inside(index, vertex_size, where, donors.first + static_cast<std::int64_t>(e) + 1);
    ids.push_back(lexicographic_vertex(index, vertex_size));
  }
  Slice slice = donors;
  slice.width = 1;
  slice.type = DataType::I8;
  slice.bytes = sids::encode_integers(ids, DataType::I8);
  return slice;
}

}  // namespace

bool is_list_holder(const Node& node) {
  static const char* const kLabels[] = {"BC_t", "GridConnectivity_t", "ZoneSubRegion_t", "FlowSolution_t",
                                        "DiscreteData_t"};
  return (node.child("PointList") || dist::range_child(node)) &&
         std::any_of(std::begin(kLabels), std::end(kLabels), [&](const char* label) { return node.label == label; });
}

std::vector<ListHolder> find_list_holders(const Node& zone, const std::string& zone_path) {
  std::vector<ListHolder> holders;
  for (const Node& child : zone.children) {
    if (child.label == "ZoneBC_t" || child.label == "ZoneGridConnectivity_t") {
      for (const Node& holder : child.children)
        if (is_list_holder(holder)) holders.push_back(make_holder(child.name, holder, zone_path));
    } else if (is_list_holder(child)) {
      holders.push_back(make_holder("", child, zone_path));
    }
  }
  return holders;
}

void add_list(MPI_Comm comm, const ListHolder& list, const ListZone& zone, const DonorZones& donor_zones,
              std::map<int, Node>& nodes, const std::string& described) {
  const std::string path = zone.path + "/" + list.relative();
  const ListZone* donor = nullptr;
  std::optional<BlockDonor> block;
  mpi::run_agreed(comm, [&] {
    if (!list.connection) return;
    const auto [prefix, name] = dist::donor_name(list.node->as_string());
    if (!prefix.empty() && "/" + prefix != zone.path.substr(0, zone.path.rfind('/') + 1))
      throw InputError(described + ": connection '" + list.relative() + "' has donor zone '" + list.node->as_string() +
                       "' in another base: pcgns-split cuts connections within a base only");
    donor = donor_zones.unstructured(name);
    if (!donor && donor_zones.structured) block = donor_zones.structured(list.node->as_string());
    if (!donor && !block)
      throw InputError(described + ": connection '" + list.relative() + "' has donor zone '" + name +
                       "', which is no zone of the input");
    if (!zone.slices->has(path + "/PointListDonor"))
      throw InputError(described + ": connection '" + list.relative() + "' has no PointListDonor");
  });
  ListSlices slices;
  mpi::run_agreed(comm, [&] {  // the takes read pending slices (a whole zone) from the file
    if (!list.range) slices.points = zone.slices->take(path + "/PointList");
    if (donor || block) slices.donors = zone.slices->take(path + "/PointListDonor");
    for (const auto& array : list.arrays) slices.arrays[array] = zone.slices->take(path + "/" + array);
  });
  if (list.range) slices.points = range_slice(comm, *list.range, slices);
  const std::string where = described + ": " + list.relative();
  mpi::run_agreed(comm, [&] {
    if (block) slices.donors = block_donor_ids(*slices.donors, *block, where + " PointListDonor");
    else if (donor && slices.donors->width != 1)
      throw InputError(where + " PointListDonor has " + std::to_string(slices.donors->width) +
                       " indices per entry, its unstructured donor zone 1");
  });
  auto lists = route_list(comm, std::move(slices), list.vertex, *zone.layout, *zone.partition, where + " PointList");
  if (block) {
    mpi::run_agreed(comm, [&] { add_block_connection_pieces(list, *block, lists, nodes, where + " PointListDonor"); });
    return;
  }
  if (donor) {
    add_connection_pieces(comm, list, *donor, lists, nodes, where);
    return;
  }
  for (auto& [part, entries] : lists)
    holder_parent(nodes.at(part), list).add(part_holder(list, entries, all_rows(entries), nullptr));
}

}  // namespace pcgns::split
