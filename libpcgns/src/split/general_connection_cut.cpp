#include "split/general_connection_cut.hpp"

#include <map>

#include "dist/list_range.hpp"
#include "dist/range_points.hpp"
#include "dist/split_names.hpp"
#include "pcgns/error.hpp"
#include "pcgns/sids/index_data.hpp"
#include "pcgns/tree_io.hpp"
#include "sids/global_numbering.hpp"
#include "split/block_donor.hpp"
#include "split/connection_entries.hpp"
#include "split/point_list_bc.hpp"
#include "split/unstructured/unstructured_split.hpp"

namespace pcgns::split {
namespace {

struct DonorPiece {
  std::string donor;  // the donor partition zone
  std::vector<std::int64_t> own, donors, positions;
};

// Where the donor of each entry lands: a box of a structured donor, or a part of an
// unstructured one (resolved before the boxes were built).
class DonorSide {
 public:
  DonorSide(const Node& connection, const OriginalZone& original, const SplitContext& context, const std::string& path,
            const std::string& where)
      : where_(where + " PointListDonor"), prefix_(dist::donor_name(connection.as_string()).prefix) {
    if (!prefix_.empty() && prefix_ != original.base + "/")
      throw InputError(where + ": donor zone '" + connection.as_string() +
                       "' lies in another base: pcgns-split cuts connections within a base only");
    block_ = find_block_donor(context.zones, context.layout, original.base, connection.as_string());
    if (block_) return;
    if (context.unstructured_donors)
      if (const auto found = context.unstructured_donors->find(path); found != context.unstructured_donors->end())
        resolved_ = &found->second;
    if (!resolved_) throw InputError(where + ": donor zone '" + connection.as_string() + "' is no zone of the input");
  }

  std::size_t index_dim() const { return block_ ? block_->zone->cell_size.size() : 1; }

  // Adds entry `entry` (0-based; donor values at `donor`) to the piece of its donor
  // partition, keyed so that pieces come in box or part order.
  void add(std::map<std::int64_t, DonorPiece>& pieces, std::size_t entry, const std::int64_t* donor,
           std::vector<std::int64_t> own) const {
    std::int64_t key = 0;
    std::string name;
    std::vector<std::int64_t> local;
    if (block_) {
      const auto width = block_->zone->cell_size.size();
      const BlockPoint point =
          locate_donor_vertex(*block_, {donor, width}, where_, static_cast<std::int64_t>(entry) + 1);
      key = (static_cast<std::int64_t>(point.box->part) << 32) + point.box->index;
      name = point.box->name;
      local = point.local;
    } else {
      const DonorPoint& point = resolved_->points.at(static_cast<std::int64_t>(entry));
      key = point.part;
      name = partition_zone_name(resolved_->zone, point.part);
      local = {point.local};
    }
    DonorPiece& piece = pieces[key];
    piece.donor = prefix_ + name;
    piece.own.insert(piece.own.end(), own.begin(), own.end());
    piece.donors.insert(piece.donors.end(), local.begin(), local.end());
    piece.positions.push_back(static_cast<std::int64_t>(entry) + 1);
  }

 private:
  std::string where_;
  std::string prefix_;  // "Base/" when the connection names its donor so
  std::optional<BlockDonor> block_;
  const ResolvedDonors* resolved_ = nullptr;
};

// A piece as a connection node: the original's children, its point sets local.
Node piece_node(const Node& connection, const DonorPiece& piece, std::size_t dim, std::size_t donor_dim,
                const std::string& name) {
  Node node = connection;
  node.name = name;
  node.remove(sids::kGlobalNumbering);
  set_text(node, piece.donor);
  const auto entries = static_cast<std::int64_t>(piece.positions.size());
  const Node* range = dist::range_child(connection);
  const Node& own_original = range ? *range : *connection.child("PointList");
  Node own("PointList", "IndexArray_t", own_original.type == DataType::I8 ? DataType::I8 : DataType::I4,
           {static_cast<std::int64_t>(dim), entries});
  own.data = sids::encode_integers(piece.own, own.type);
  if (range) *dist::range_child(node) = std::move(own);  // in the range's place
  else *node.child("PointList") = std::move(own);
  Node& donors = *node.child("PointListDonor");
  donors.type = donors.type == DataType::I8 ? DataType::I8 : DataType::I4;
  donors.dims = {static_cast<std::int64_t>(donor_dim), entries};
  donors.data = sids::encode_integers(piece.donors, donors.type);
  donors.bulk.reset();
  sids::add_global_numbering(node, "Index", piece.positions);
  if (range) dist::record_range(node, *range);
  return node;
}

}  // namespace

std::optional<std::vector<std::int64_t>> local_in_box(std::span<const std::int64_t> point, const IndexRange& vertices) {
  std::vector<std::int64_t> local;
  for (std::size_t d = 0; d < point.size(); ++d) {
    if (point[d] < vertices.lo[d] || point[d] > vertices.hi[d]) return std::nullopt;
    local.push_back(point[d] - vertices.lo[d] + 1);
  }
  return local;
}

std::vector<Node> cut_general_connection(const Node& connection, const PlacedBox& placed, const OriginalZone& original,
                                         const SplitContext& context, const std::string& path) {
  const std::string where = original.describe_node(path.substr(original.path().size() + 1));
  const ConnectionEntries& read = context.connection_reads.of(connection, path, original);
  const DonorSide side(read.loaded, original, context, path, where);
  if (read.width != side.index_dim())
    throw InputError(where + ": PointListDonor has " + std::to_string(read.width) +
                     " indices per entry, its donor zone " + std::to_string(side.index_dim()));
  const std::size_t dim = original.cell_size.size();
  std::vector<std::int64_t> vertex_size;
  for (const auto cells : original.cell_size) vertex_size.push_back(cells + 1);
  std::map<std::int64_t, DonorPiece> pieces;
  for (std::size_t e = 0; e < read.count(); ++e) {
    const std::span<const std::int64_t> point(read.points.data() + e * dim, dim);
    check_vertex_inside(point, vertex_size, where + " PointList", static_cast<std::int64_t>(e) + 1);
    if (auto local = local_in_box(point, placed.vertices()))
      side.add(pieces, e, read.donors.data() + e * read.width, std::move(*local));
  }
  std::vector<Node> nodes;
  nodes.reserve(pieces.size());
  for (const auto& [key, piece] : pieces)
    nodes.push_back(
        piece_node(read.loaded, piece, dim, read.width, connection.name + "." + std::to_string(nodes.size())));
  return nodes;
}

}  // namespace pcgns::split
