#include "split/part_zone.hpp"

#include <cstring>

#include "pcgns/sids/all.hpp"
#include "sids/global_numbering.hpp"
#include "sids/set_record.hpp"
#include "sids/zone_holders.hpp"
#include "split/lexicographic_vertex.hpp"
#include "split/location_text.hpp"
#include "split/part_connections.hpp"
#include "split/shared_face.hpp"

namespace pcgns::split {
namespace {

using sids::kGlobalNumbering;

// 1-based lexicographic ids, in a block of `size` indices, of the indices of `range`.
std::vector<std::byte> lexicographic_ids(const IndexRange& range, const std::vector<std::int64_t>& size) {
  const std::size_t dim = range.dim();
  Dims extent(dim);
  for (std::size_t d = 0; d < dim; ++d) extent[d] = range.hi[d] - range.lo[d] + 1;
  std::vector<std::int64_t> ids;
  ids.reserve(static_cast<std::size_t>(element_count(extent)));
  std::vector<std::int64_t> index(range.lo);
  for (std::int64_t n = element_count(extent); n > 0; --n) {
    ids.push_back(lexicographic_vertex(index, size));
    for (std::size_t d = 0; d < dim && ++index[d] > range.hi[d]; ++d) index[d] = range.lo[d];
  }
  std::vector<std::byte> bytes(ids.size() * sizeof(std::int64_t));
  std::memcpy(bytes.data(), ids.data(), bytes.size());
  return bytes;
}

class PartZoneBuilder {
 public:
  PartZoneBuilder(const SplitContext& context, const PlacedBox& placed, Node& base, std::vector<ArrayFill>& fills)
      : context_(context),
        placed_(placed),
        original_(context.zones[placed.box.zone]),
        fills_(fills),
        zone_(sids::add_zone(base, placed.name, sids::ZoneType::Structured,
                             sids::ZoneSizes::structured(placed.vertex_size()))),
        path_("/" + base.name + "/" + placed.name) {}

  void build() {
    for (const Node& child : original_.node->children) {
      if (child.label == "ZoneType_t") continue;
      if (sids::is_located_holder(child)) add_located_arrays(child);
      else if (child.label == "ZoneBC_t")
        add_unless_left_empty(restrict_boundary_conditions(child, placed_, original_, context_.arrays), child);
      else if (child.label == "ZoneGridConnectivity_t")
        add_unless_left_empty(restrict_connections(child, placed_, original_, context_), child);
      else add_copy(zone_, child, original_.path());
    }
    add_partition_interfaces(zone_, placed_, context_.layout);
    add_global_numbering();
  }

 private:
  // A container whose entries all lie outside the box is left out; one empty in the
  // original too is carried like any data-less node.
  void add_unless_left_empty(Node holder, const Node& original) {
    if (!holder.children.empty() || original.children.empty()) zone_.add(std::move(holder));
  }

  void add_copy(Node& parent, const Node& child, const std::string& parent_path) {
    Node& copy = parent.add(child);
    restore_copies(copy, parent_path + "/" + child.name, context_.arrays);
  }

  // Coordinates, solutions and discrete data at vertices or cell centres: each array
  // becomes the box of the original one.
  void add_located_arrays(const Node& holder) {
    const std::string where = original_.described + ": " + holder.name;
    if (holder.child("Rind")) throw InputError(where + ": rind planes cannot be split yet");
    if (holder.child("PointList") || holder.child("PointRange"))
      throw InputError(where + ": solutions on a point set cannot be split yet");
    const std::string location = location_text(holder);
    if (location != "Vertex" && location != "CellCenter")
      throw InputError(where + ": GridLocation " + location + " cannot be split (Vertex or CellCenter only)");
    const bool vertex = location == "Vertex";
    const std::string holder_path = original_.path() + "/" + holder.name;
    Node& out = zone_.add(without_children(holder));
    for (const Node& child : holder.children) {
      if (child.label != "DataArray_t") {
        add_copy(out, child, holder_path);
        continue;
      }
      add_box_array(out, child, holder_path + "/" + child.name, vertex, where + "/" + child.name);
    }
  }

  void add_box_array(Node& holder, const Node& array, const std::string& original_path, bool vertex,
                     const std::string& where) {
    const BlockArray* found = context_.arrays.find(original_path);
    const BlockArray block =
        found ? *found : BlockArray{array.type, array.dims, {Tile{&array, Dims(array.dims.size(), 0)}}};
    Dims expected, lo, hi;
    for (std::size_t d = 0; d < original_.cell_size.size(); ++d) {
      expected.push_back(original_.cell_size[d] + (vertex ? 1 : 0));
      lo.push_back(placed_.box.lo[d] - 1);
      hi.push_back(placed_.box.hi[d] - (vertex ? 0 : 1));
    }
    if (block.shape != expected) throw InputError(where + ": dimensions do not match the zone's size");
    Dims shape;
    for (std::size_t d = 0; d < lo.size(); ++d) shape.push_back(hi[d] - lo[d] + 1);
    Node& out = holder.add(make_deferred_node(array.name, array.label, array.type, shape));
    for (const Node& child : array.children) add_copy(out, child, original_path);
    const std::string path = path_ + "/" + holder.name + "/" + array.name;
    fills_.push_back({path, out.byte_size(),
                      [block, lo, hi](dist::ArraySource& source) { return read_block_box(block, lo, hi, source); }});
  }

  void add_global_numbering() {
    Node& numbering = sids::add_user_data(zone_, kGlobalNumbering);
    const auto& box = placed_.box;
    std::vector<std::int32_t> range(box.lo.begin(), box.lo.end());
    range.insert(range.end(), box.hi.begin(), box.hi.end());
    sids::add_data_array(numbering, "CellRange", range, {static_cast<std::int64_t>(box.lo.size()), 2});
    sids::add_data_array(numbering, "CellSize",
                         std::vector<std::int32_t>(original_.cell_size.begin(), original_.cell_size.end()));
    std::vector<std::int64_t> vertex_size;
    for (auto cells : original_.cell_size) vertex_size.push_back(cells + 1);
    add_numbering(numbering, "Vertex", placed_.vertices(), vertex_size);
    add_numbering(numbering, "Cell", placed_.cells(), original_.cell_size);
    std::int64_t vertices = 1, cells = 1;
    for (auto n : original_.cell_size) {
      vertices *= n + 1;
      cells *= n;
    }
    sids::add_set_record(zone_, {context_.layout.parts(), vertices, cells});
  }

  void add_numbering(Node& numbering, const char* name, const IndexRange& range,
                     const std::vector<std::int64_t>& size) {
    Node& out = numbering.add(make_deferred_node(name, "DataArray_t", DataType::I8, {vertex_count(range)}));
    fills_.push_back({path_ + "/" + kGlobalNumbering + "/" + name, out.byte_size(),
                      [range, size](dist::ArraySource&) { return lexicographic_ids(range, size); }});
  }

  const SplitContext& context_;
  const PlacedBox& placed_;
  const OriginalZone& original_;
  std::vector<ArrayFill>& fills_;
  Node& zone_;
  std::string path_;
};

}  // namespace

void add_part_zone(Node& base, const SplitContext& context, const PlacedBox& placed, std::vector<ArrayFill>& fills) {
  PartZoneBuilder(context, placed, base, fills).build();
}

}  // namespace pcgns::split
