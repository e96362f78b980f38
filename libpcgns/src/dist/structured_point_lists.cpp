#include "dist/structured_point_lists.hpp"

#include <algorithm>
#include <cstring>
#include <map>
#include <utility>

#include "dist/list_range.hpp"
#include "dist/range_points.hpp"
#include "dist/split_names.hpp"
#include "pcgns/error.hpp"
#include "pcgns/sids/index_data.hpp"
#include "pcgns/tree_io.hpp"

namespace pcgns::dist {
namespace {

// A node's values, read from its file when they were left there.
Node loaded(const Node& node) {
  Node copy = without_children(node);
  load_data(copy);
  return copy;
}

struct LoadedPiece {
  std::vector<std::int64_t> points;     // parent indices, dim per entry
  std::vector<std::int64_t> positions;  // 1-based, one per entry
  std::int64_t entries = 0;
};

LoadedPiece load_piece(const ListPiece& piece) {
  const std::size_t dim = piece.offset.size();
  const Node list = loaded(piece.bc->require_child("PointList"));
  if (list.dims.size() != 2 || list.dims[0] != static_cast<std::int64_t>(dim))
    throw InputError(piece.described + ": PointList of a " + std::to_string(dim) +
                     "-dimensional structured zone must have dimensions [" + std::to_string(dim) + ", n]");
  const Node* numbering = piece.bc->child(kGlobalNumbering);
  const Node* index = numbering ? numbering->child("Index") : nullptr;
  if (!index)
    throw InputError(piece.described + ": PointList in a partitioned zone without " + kGlobalNumbering +
                     "/Index: the place of its entries in the original list is unknown");
  LoadedPiece out{list.as_int64(), loaded(*index).as_int64(), list.dims[1]};
  if (static_cast<std::int64_t>(out.positions.size()) != out.entries)
    throw InputError(piece.described + ": " + kGlobalNumbering + "/Index has " + std::to_string(out.positions.size()) +
                     " values for " + std::to_string(out.entries) + " PointList entries");
  for (std::size_t i = 0; i < out.points.size(); ++i) out.points[i] += piece.offset[i % dim];
  return out;
}

void find_arrays(const Node& node, const std::string& prefix, std::vector<std::string>& paths) {
  for (const Node& child : node.children) {
    const std::string path = prefix + "/" + child.name;
    if (child.label == "DataArray_t") paths.push_back(path);
    else find_arrays(child, path, paths);
  }
}

// BCDataSet_t arrays of the first piece.
std::vector<std::string> data_arrays(const Node& bc) {
  std::vector<std::string> paths;
  for (const Node& child : bc.children)
    if (child.label == "BCDataSet_t") find_arrays(child, child.name, paths);
  return paths;
}

bool same_values_everywhere(const std::vector<ListPiece>& pieces, const std::string& path) {
  const auto first = loaded(*find_node(*pieces.front().bc, path)).data;
  return std::all_of(pieces.begin(), pieces.end(),
                     [&](const ListPiece& p) { return loaded(*find_node(*p.bc, path)).data == first; });
}

// An array is one value per entry when every piece holds as many values as entries. A
// piece of one entry cannot tell a per-entry value from a single one: when every piece
// has one entry, differing values are per entry and equal ones are ambiguous.
bool is_per_entry(const std::vector<ListPiece>& pieces, const std::vector<LoadedPiece>& loaded_pieces,
                  const std::string& path, std::int64_t total, const std::string& name) {
  bool all_single = true;
  for (std::size_t p = 0; p < pieces.size(); ++p) {
    const Node* array = find_node(*pieces[p].bc, path);
    if (!array || array->count() != loaded_pieces[p].entries) return false;
    all_single = all_single && loaded_pieces[p].entries == 1;
  }
  if (!all_single || total == 1) return true;
  if (!same_values_everywhere(pieces, path)) return true;
  throw InputError(name + ": " + path + ": every part holds one entry of the PointList and the same value: " +
                   "one value per entry or a single one cannot be told apart");
}

// Positions 1..n (every one given: list_size) and the piece that gave each one first.
class Assembly {
 public:
  Assembly(std::int64_t n, std::size_t dim, std::vector<std::size_t> widths)
      : dim_(dim),
        owner_(static_cast<std::size_t>(n), -1),
        points_(static_cast<std::size_t>(n) * dim),
        widths_(std::move(widths)) {
    for (const std::size_t width : widths_) values_.emplace_back(static_cast<std::size_t>(n) * width);
  }

  // Places one entry of piece `piece` (its point and a row of each per-entry array);
  // false when its position already holds another point or other values.
  bool place(int piece, std::int64_t position, const std::int64_t* point, const std::vector<const std::byte*>& rows) {
    const auto at = static_cast<std::size_t>(position - 1);
    const bool first = owner_[at] < 0;
    if (first) owner_[at] = piece;
    if (!put(points_.data() + at * dim_, point, dim_ * sizeof(std::int64_t), first)) return false;
    for (std::size_t a = 0; a < rows.size(); ++a)
      if (!put(values_[a].data() + at * widths_[a], rows[a], widths_[a], first)) return false;
    return true;
  }
  int owner(std::int64_t position) const { return owner_[static_cast<std::size_t>(position - 1)]; }
  const std::vector<std::int64_t>& points() const { return points_; }
  std::vector<std::byte>& values(std::size_t array) { return values_[array]; }

 private:
  template <class T>
  static bool put(T* into, const T* from, std::size_t bytes, bool first) {
    if (first) std::memcpy(into, from, bytes);
    return std::memcmp(into, from, bytes) == 0;
  }

  std::size_t dim_;
  std::vector<int> owner_;
  std::vector<std::int64_t> points_;
  std::vector<std::size_t> widths_;
  std::vector<std::vector<std::byte>> values_;
};

// The list's length: the highest position, once every position up to it is given.
std::int64_t list_size(const std::vector<LoadedPiece>& pieces, const std::string& name) {
  std::vector<std::int64_t> positions;
  for (const auto& piece : pieces) positions.insert(positions.end(), piece.positions.begin(), piece.positions.end());
  std::sort(positions.begin(), positions.end());
  positions.erase(std::unique(positions.begin(), positions.end()), positions.end());
  if (positions.empty()) throw InputError(name + ": no part holds an entry of its PointList");
  if (positions.front() < 1)
    throw InputError(name + ": " + kGlobalNumbering + "/Index holds position " + std::to_string(positions.front()) +
                     " (positions start at 1)");
  const std::int64_t highest = positions.back(), given = static_cast<std::int64_t>(positions.size());
  if (given != highest)
    throw InputError(name + ": the parts give " + std::to_string(given) + " of the " + std::to_string(highest) +
                     " entries of its PointList: " + std::to_string(highest - given) + " positions missing");
  return highest;
}

// The per-entry arrays of `out` (the first piece's BC) set to the merged values.
void set_array(Node& array, std::vector<std::byte> values, std::int64_t entries, std::int64_t total) {
  array.data = std::move(values);
  array.bulk.reset();
  for (auto it = array.dims.rbegin(); it != array.dims.rend(); ++it)
    if (*it == entries) {
      *it = total;
      break;
    }
}

struct EntryArrays {
  std::vector<std::string> paths;  // below the BC
  std::vector<DataType> types;
  std::vector<std::size_t> widths;
};

EntryArrays entry_arrays(const std::vector<ListPiece>& pieces, const std::vector<LoadedPiece>& loaded_pieces,
                         std::int64_t total, const std::string& name) {
  EntryArrays arrays;
  for (const auto& path : data_arrays(*pieces.front().bc))
    if (is_per_entry(pieces, loaded_pieces, path, total, name)) {
      arrays.paths.push_back(path);
      arrays.types.push_back(find_node(*pieces.front().bc, path)->type);
      arrays.widths.push_back(element_size(arrays.types.back()));
    }
  return arrays;
}

// Puts every entry of piece `p` at its position; InputError naming both pieces when a
// position already holds another point or other values.
void place_piece(Assembly& assembly, const std::vector<ListPiece>& pieces, std::size_t p, const LoadedPiece& piece,
                 const EntryArrays& arrays) {
  std::vector<Node> values;
  for (std::size_t a = 0; a < arrays.paths.size(); ++a) {
    values.push_back(loaded(*find_node(*pieces[p].bc, arrays.paths[a])));
    if (values.back().type != arrays.types[a])
      throw InputError(pieces[p].described + ": " + arrays.paths[a] + ": another data type than in " +
                       pieces.front().described);
  }
  const std::size_t dim = pieces[p].offset.size();
  std::vector<const std::byte*> rows(values.size());
  for (std::int64_t e = 0; e < piece.entries; ++e) {
    for (std::size_t a = 0; a < values.size(); ++a) rows[a] = values[a].data.data() + e * arrays.widths[a];
    const auto position = piece.positions[static_cast<std::size_t>(e)];
    if (!assembly.place(static_cast<int>(p), position, piece.points.data() + e * dim, rows))
      throw InputError(pieces[static_cast<std::size_t>(assembly.owner(position))].described + " and " +
                       pieces[p].described + ": entry " + std::to_string(position) +
                       " of the PointList is given differently (point or boundary data)");
  }
}

bool any_i8_list(const std::vector<ListPiece>& pieces) {
  return std::any_of(pieces.begin(), pieces.end(),
                     [](const ListPiece& p) { return p.bc->require_child("PointList").type == DataType::I8; });
}

// The list from its pieces: the BC data arrays of one value per entry, and the arrays
// at `extra` (below the holder: one entry of dims[0] values each) are put back with it.
Node assemble_list(const std::vector<ListPiece>& pieces, const std::string& name,
                   const std::vector<std::string>& extra = {}) {
  std::vector<LoadedPiece> loaded_pieces;
  loaded_pieces.reserve(pieces.size());
  for (const auto& piece : pieces) loaded_pieces.push_back(load_piece(piece));
  const std::int64_t total = list_size(loaded_pieces, name);
  EntryArrays arrays = entry_arrays(pieces, loaded_pieces, total, name);
  for (const auto& path : extra) {
    const Node& array = *find_node(*pieces.front().bc, path);
    arrays.paths.push_back(path);
    arrays.types.push_back(array.type);
    arrays.widths.push_back(element_size(array.type) *
                            static_cast<std::size_t>(array.dims.size() == 2 ? array.dims[0] : 1));
  }
  const std::size_t dim = pieces.front().offset.size();
  Assembly assembly(total, dim, arrays.widths);
  for (std::size_t p = 0; p < pieces.size(); ++p) place_piece(assembly, pieces, p, loaded_pieces[p], arrays);

  Node out = *pieces.front().bc;
  out.remove(kGlobalNumbering);
  Node& list = *out.child("PointList");
  list.type = any_i8_list(pieces) ? DataType::I8 : DataType::I4;
  list.data = sids::encode_integers(assembly.points(), list.type);
  list.bulk.reset();
  list.dims = {static_cast<std::int64_t>(dim), total};
  for (std::size_t a = 0; a < arrays.paths.size(); ++a)
    set_array(*find_node(out, arrays.paths[a]), std::move(assembly.values(a)), loaded_pieces.front().entries, total);
  return out;
}

// ---- general connections

// The global ids of unstructured partitions' vertices, each read once: the pieces of
// several connections may lead into one partition.
class VertexNumberings {
 public:
  const std::vector<std::int64_t>& of(const Node& part_zone, const std::string& described) {
    auto found = read_.find(&part_zone);
    if (found != read_.end()) return found->second;
    const Node* numbering = part_zone.child(kGlobalNumbering);
    const Node* vertex = numbering ? numbering->child("Vertex") : nullptr;
    if (!vertex)
      throw InputError(described + ": donor '" + part_zone.name + "' has no " + kGlobalNumbering + "/Vertex");
    return read_.emplace(&part_zone, loaded(*vertex).as_int64()).first->second;
  }

 private:
  std::map<const Node*, std::vector<std::int64_t>> read_;
};

// Local vertex ids of a donor partition made global through its numbering.
void to_global_vertices(std::vector<std::int64_t>& values, const std::vector<std::int64_t>& global,
                        const std::string& donor, const std::string& described) {
  for (std::size_t e = 0; e < values.size(); ++e) {
    if (values[e] < 1 || values[e] > static_cast<std::int64_t>(global.size()))
      throw InputError(described + ": PointListDonor entry " + std::to_string(e + 1) + " names vertex " +
                       std::to_string(values[e]) + " of donor '" + donor + "', which has " +
                       std::to_string(global.size()));
    values[e] = global[static_cast<std::size_t>(values[e] - 1)];
  }
}

// Index tuples of a box of a structured donor shifted by the box's place.
void to_block_indices(std::vector<std::int64_t>& values, const Node& list, const DonorPlace& place,
                      const std::string& described) {
  const std::size_t width = place.offset.size();
  if (list.dims.size() != 2 || list.dims[0] != static_cast<std::int64_t>(width))
    throw InputError(described + ": PointListDonor towards the structured zone '" + place.original +
                     "' must have dimensions [" + std::to_string(width) + ", n]");
  for (std::size_t i = 0; i < values.size(); ++i) values[i] += place.offset[i % width];
}

// A piece's donors in the merged donor zone's indices, as I8: a box of a structured
// donor shifted by the box's place, a part of an unstructured one through its vertex
// numbering, a whole zone's as they are; the donor named by its merged zone.
Node with_merged_donors(const Node& piece, const DonorLookup& donors, VertexNumberings& numberings,
                        const std::string& described) {
  Node out = piece;
  Node* list = out.child("PointListDonor");
  if (!list) throw InputError(described + ": a piece of a connection without PointListDonor");
  load_data(*list);
  auto values = list->as_int64();
  const auto [prefix, partition] = donor_name(piece.as_string());
  const auto place = donors(partition);
  if (!place && original_zone_name(partition))
    throw InputError(described + ": donor '" + piece.as_string() +
                     "' is named as a partition zone, but no input holds it in this base: its indices cannot be "
                     "put back into their zone");
  if (place && place->unstructured_part)
    to_global_vertices(values, numberings.of(*place->unstructured_part, described), piece.as_string(), described);
  else if (place) to_block_indices(values, *list, *place, described);
  list->type = DataType::I8;
  list->data = sids::encode_integers(values, DataType::I8);
  list->bulk.reset();
  if (place) set_text(out, prefix + place->original);
  return out;
}

// The integer type a connection's PointListDonor is written back in: 64-bit when the
// input's is, else 32-bit.
DataType donor_integer_type(const Node& connection) {
  const Node* donors = connection.child("PointListDonor");
  return donors && donors->type == DataType::I8 ? DataType::I8 : DataType::I4;
}

// The connection from its pieces (each with merged donors); one cut from a PointRange
// gets the range back, once its points are shown to be the range's.
Node assemble_connection(const std::vector<ListPiece>& pieces, const std::string& name, DataType donor_type) {
  Node out = assemble_list(pieces, name, {"PointListDonor"});
  Node& donors = *out.child("PointListDonor");
  donors.data = sids::encode_integers(donors.as_int64(), donor_type);
  donors.type = donor_type;
  const Node* range = recorded_range(*pieces.front().bc);
  if (!range) return out;
  const std::size_t dim = pieces.front().offset.size();
  if (out.child("PointList")->as_int64() != range_points(range->as_int64(), dim, name))
    throw InputError(name + ": the pieces' points are not those of the PointRange they were cut from");
  *out.child("PointList") = *range;
  return out;
}

}  // namespace

Node assemble_point_list_bc(const std::vector<ListPiece>& pieces, const std::string& name) {
  return assemble_list(pieces, name);
}

void add_point_list_bcs(Node& zone, const Catalog& catalog, const StructuredZone& plan) {
  std::vector<std::pair<const Node*, std::string>> order;  // container of the first piece, BC name
  std::map<std::pair<std::string, std::string>, std::vector<ListPiece>> pieces;
  for (const auto& part : plan.parts) {
    const auto offset = part.offset();
    for (const Node* source : part.ref.zone->children_with_label("ZoneBC_t"))
      for (const Node& bc : source->children) {
        if (bc.label != "BC_t" || !bc.child("PointList")) continue;
        auto& list = pieces[{source->name, bc.name}];
        if (list.empty()) order.emplace_back(source, bc.name);
        list.push_back({&bc, offset, describe(catalog, part.ref, source->name + "/" + bc.name)});
      }
  }
  for (const auto& [source, bc_name] : order) {
    Node* container = zone.child(source->name);
    if (!container) container = &zone.add(without_children(*source));
    const std::string name = "zone '" + plan.output_path + "': BC '" + source->name + "/" + bc_name + "'";
    container->add(assemble_point_list_bc(pieces.at({source->name, bc_name}), name));
  }
}

void add_point_list_connections(Node& zone, const Catalog& catalog, const StructuredZone& plan,
                                const DonorLookup& donors) {
  std::vector<std::pair<const Node*, std::string>> order;  // container of the first piece, connection name
  std::map<std::pair<std::string, std::string>, std::vector<Node>> merged;  // the pieces, donors merged
  std::map<std::pair<std::string, std::string>, std::vector<ListPiece>> pieces;
  VertexNumberings numberings;
  for (const auto& part : plan.parts) {
    const auto offset = part.offset();
    for (const Node* source : part.ref.zone->children_with_label("ZoneGridConnectivity_t"))
      for (const Node& connection : source->children) {
        if (connection.label != "GridConnectivity_t" || !connection.child("PointList")) continue;
        const std::pair<std::string, std::string> key{source->name, unsplit_name(connection.name)};
        const std::string described = describe(catalog, part.ref, source->name + "/" + connection.name);
        auto& list = merged[key];
        if (list.empty()) order.emplace_back(source, key.second);
        list.push_back(with_merged_donors(connection, donors, numberings, described));
        list.back().name = key.second;
        pieces[key].push_back({&connection, offset, described});
      }
  }
  for (const auto& [source, name] : order) {
    const std::pair<std::string, std::string> key{source->name, name};
    auto& list = pieces.at(key);
    const DataType donor_type = donor_integer_type(*list.front().bc);  // as the first piece read has it
    for (std::size_t p = 0; p < list.size(); ++p) list[p].bc = &merged.at(key)[p];
    Node* container = zone.child(source->name);
    if (!container) container = &zone.add(without_children(*source));
    container->add(assemble_connection(
        list, "zone '" + plan.output_path + "': connection '" + source->name + "/" + name + "'", donor_type));
  }
}

}  // namespace pcgns::dist
