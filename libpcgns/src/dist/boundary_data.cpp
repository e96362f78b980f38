#include "dist/boundary_data.hpp"

#include <algorithm>
#include <cstring>

#include "pcgns/error.hpp"
#include "pcgns/sids/index_data.hpp"
#include "pcgns/sids/point_set.hpp"
#include "pcgns/tree_io.hpp"
#include "sids/patch_order.hpp"

namespace pcgns::dist {
namespace {

using sids::for_each_shared_point;
using sids::PatchOrder;
using sids::per_point_dims;

// One array of the BC as each piece holds it, with what naming it needs.
struct ArrayPieces {
  std::string path;  // below the BC: "Heating/DirichletData/Temperature"
  std::vector<Node> arrays;
  std::vector<PatchOrder> patches;
  const std::vector<BoundaryPiece>& pieces;

  std::string name(std::size_t piece) const { return pieces[piece].name(path); }
};

PatchOrder patch_of(const Node& bc, const std::function<std::string(const std::string&)>& name) {
  const Node* range = bc.child("PointRange");
  if (!range || !range->has_data()) throw InputError(name("PointRange") + ": missing");
  return PatchOrder(range->as_int64());
}

ArrayPieces gather(const std::string& set, const std::string& data, const std::string& array,
                   const std::vector<BoundaryPiece>& pieces) {
  ArrayPieces found{set + "/" + data + "/" + array, {}, {}, pieces};
  for (std::size_t p = 0; p < pieces.size(); ++p) {
    const Node* node = find_node(pieces[p].bc, found.path);
    if (!node)
      throw InputError(pieces[p].name(set + "/" + data) + ": no " + array + ", which " + found.name(0) + " has");
    found.arrays.push_back(*node);
    load_data(found.arrays.back());
    found.patches.push_back(patch_of(pieces[p].bc, pieces[p].name));
  }
  return found;
}

bool same_values(const Node& a, const Node& b) { return a.type == b.type && a.dims == b.dims && a.data == b.data; }

// One value for the whole patch: every piece carries it.
void check_global(const ArrayPieces& arrays) {
  for (std::size_t p = 1; p < arrays.arrays.size(); ++p)
    if (!same_values(arrays.arrays[p], arrays.arrays[0]))
      throw InputError(arrays.name(0) + " and " + arrays.name(p) +
                       ": pieces of one boundary patch disagree on its value");
}

void check_local_piece(const ArrayPieces& arrays, std::size_t p, const PatchOrder& united) {
  const Node& array = arrays.arrays[p];
  if (array.type != arrays.arrays[0].type)
    throw InputError(arrays.name(0) + " and " + arrays.name(p) + ": pieces of one array differ in type");
  if (array.count() != arrays.patches[p].points())
    throw InputError(arrays.name(p) + ": " + std::to_string(array.count()) + " values for a piece of " +
                     std::to_string(arrays.patches[p].points()) + " points of a patch with values per point");
  const auto dims = per_point_dims(array.dims, arrays.patches[p].extents(), united.extents(), united.extents());
  const auto first =
      per_point_dims(arrays.arrays[0].dims, arrays.patches[0].extents(), united.extents(), united.extents());
  if (!dims || dims != first)
    throw InputError(arrays.name(0) + " and " + arrays.name(p) + ": pieces of one array differ in shape");
}

std::string text_of(const std::vector<std::int64_t>& index) {
  std::string text = "(";
  for (std::size_t d = 0; d < index.size(); ++d) text += (d ? ", " : "") + std::to_string(index[d]);
  return text + ")";
}

// Values per point: each piece's values at their places in `united`.
void assemble_local(Node& out, const ArrayPieces& arrays, const PatchOrder& united) {
  const std::size_t element = element_size(out.type);
  std::vector<std::byte> values(static_cast<std::size_t>(united.points()) * element);
  std::vector<std::ptrdiff_t> holder(static_cast<std::size_t>(united.points()), -1);
  for (std::size_t p = 0; p < arrays.arrays.size(); ++p) {
    check_local_piece(arrays, p, united);
    const std::byte* piece = arrays.arrays[p].data.data();
    for_each_shared_point(arrays.patches[p], united, [&](std::int64_t from, std::int64_t to) {
      std::byte* at = values.data() + static_cast<std::size_t>(to) * element;
      const std::byte* value = piece + static_cast<std::size_t>(from) * element;
      auto& held = holder[static_cast<std::size_t>(to)];
      if (held >= 0 && std::memcmp(at, value, element) != 0)
        throw InputError(arrays.name(static_cast<std::size_t>(held)) + " and " + arrays.name(p) +
                         ": the pieces differ at point " + text_of(united.index_at(to)) + " they share");
      std::memcpy(at, value, element);
      held = static_cast<std::ptrdiff_t>(p);
    });
  }
  if (const auto gap = std::find(holder.begin(), holder.end(), -1); gap != holder.end())
    throw InputError(arrays.name(0) + ": no piece holds point " + text_of(united.index_at(gap - holder.begin())) +
                     " of the boundary patch; a part is missing");
  out.dims = *per_point_dims(arrays.arrays[0].dims, arrays.patches[0].extents(), united.extents(), united.extents());
  out.data = std::move(values);
  out.bulk.reset();
}

bool all_same(const ArrayPieces& arrays) {
  return std::all_of(arrays.arrays.begin(), arrays.arrays.end(),
                     [&](const Node& a) { return same_values(a, arrays.arrays.front()); });
}

bool one_point_each(const ArrayPieces& arrays) {
  return std::all_of(arrays.patches.begin(), arrays.patches.end(), [](const PatchOrder& p) { return p.points() == 1; });
}

// Values per point when the record of the case pcgns-split cut says so, or else when
// some piece holds several; pieces of one point each (a patch cut face by face) hold one
// value either way: values per point when they differ, else the patch's one value.
bool is_local(const ArrayPieces& arrays, std::optional<bool> recorded) {
  if (recorded) {
    for (std::size_t p = 0; p < arrays.arrays.size(); ++p)
      if (!*recorded && arrays.arrays[p].count() > 1)
        throw InputError(arrays.name(p) +
                         ": values per point, but the case pcgns-split cut had one value for "
                         "the whole patch (its :pcgns#Order record)");
    return *recorded;
  }
  if (std::any_of(arrays.arrays.begin(), arrays.arrays.end(), [](const Node& a) { return a.count() > 1; })) return true;
  return arrays.arrays.size() > 1 && one_point_each(arrays) && !all_same(arrays);
}

void unite_array(Node& out, const ArrayPieces& arrays, const PatchOrder& united, std::optional<bool> recorded) {
  if (!is_local(arrays, recorded)) {
    check_global(arrays);
    return;
  }
  assemble_local(out, arrays, united);
}

std::vector<std::int64_t> range_of(const Node& bc) {
  const Node* range = bc.child("PointRange");
  return range && range->has_data() ? range->as_int64() : std::vector<std::int64_t>{};
}

// A data set on points of its own would keep a part's local indices.
void refuse_own_point_sets(const std::vector<BoundaryPiece>& pieces) {
  for (const BoundaryPiece& piece : pieces)
    for (const Node* set : piece.bc.children_with_label("BCDataSet_t")) {
      if (repeats_bc_range(*set, range_of(piece.bc)) && !set->child("PointList")) continue;
      if (const Node* points = sids::point_set_child(*set))
        throw InputError(piece.name(set->name) + ": BCDataSet_t given by " + points->name +
                         " in a partitioned zone: pcgns-merge cannot reassemble it yet");
    }
}

}  // namespace

bool repeats_bc_range(const Node& set, const std::vector<std::int64_t>& bc_range) {
  const Node* range = set.child("PointRange");
  return range && range->has_data() && range->as_int64() == bc_range;
}

void follow_bc_range(Node& bc, const std::vector<std::int64_t>& old_range, const std::vector<std::int64_t>& new_range) {
  for (Node* set : bc.children_with_label("BCDataSet_t"))
    if (repeats_bc_range(*set, old_range)) {
      Node& range = *set->child("PointRange");
      range.type = range.type == DataType::I8 ? DataType::I8 : DataType::I4;
      range.data = sids::encode_integers(new_range, range.type);
    }
}

bool has_arrays_outside_bc_data(const Node& bc) {
  for (const Node& child : bc.children) {
    if (child.label != "BCDataSet_t") {
      if (sids::holds_point_values(child)) return true;
      continue;
    }
    for (const Node& data : child.children) {
      if (data.label != "BCData_t") {
        if (sids::holds_point_values(data)) return true;
        continue;
      }
      for (const Node& array : data.children)
        if (array.label != "DataArray_t" && sids::holds_point_values(array)) return true;
    }
  }
  return false;
}

void unite_boundary_data(Node& united, const std::vector<BoundaryPiece>& pieces, const RecordedForm& recorded) {
  if (pieces.empty()) return;
  refuse_own_point_sets(pieces);
  follow_bc_range(united, range_of(pieces.front().bc), range_of(united));
  const PatchOrder patch = patch_of(united, pieces.front().name);
  for (Node& set : united.children) {
    if (set.label != "BCDataSet_t") continue;
    for (Node& data : set.children) {
      if (data.label != "BCData_t") continue;
      for (Node& array : data.children)
        if (array.label == "DataArray_t")
          unite_array(array, gather(set.name, data.name, array.name, pieces), patch,
                      recorded ? recorded(set.name + "/" + data.name + "/" + array.name) : std::nullopt);
    }
  }
}

}  // namespace pcgns::dist
