#include "split/connection_entries.hpp"

#include "dist/list_range.hpp"
#include "dist/range_points.hpp"
#include "pcgns/error.hpp"
#include "pcgns/tree_io.hpp"
#include "split/point_list_bc.hpp"

namespace pcgns::split {
namespace {

// The own points of a connection, `dim` indices each, in the order its donor list
// follows: a PointList's entries, or a PointRange's points (dist/range_points.hpp).
std::vector<std::int64_t> own_points(const Node& connection, std::size_t dim, const std::string& where) {
  if (const Node* list = connection.child("PointList")) {
    list_entries(*list, dim, where);
    return list->as_int64();
  }
  return dist::range_points(dist::range_child(connection)->as_int64(), dim, where);
}

// Values per entry of the donor list, checked to hold one entry per own point.
std::size_t donor_width(const Node& donors, std::int64_t entries, const std::string& where) {
  const bool shaped = donors.dims.size() == 2;
  const std::int64_t width = shaped ? donors.dims[0] : 1;
  const std::int64_t count = shaped ? donors.dims[1] : donors.count();
  if (width < 1 || count != entries)
    throw InputError(where + ": PointListDonor holds " + std::to_string(count) + " entries for " +
                     std::to_string(entries) + " points");
  return static_cast<std::size_t>(width);
}

ConnectionEntries read_connection(const Node& connection, const std::string& path, const OriginalZone& original,
                                  const BlockArrays& arrays) {
  const std::string where = original.describe_node(path.substr(original.path().size() + 1));
  ConnectionEntries read{connection, {}, {}, 1};
  restore_copies(read.loaded, path, arrays);
  for (Node& child : read.loaded.children)
    if (child.name == "PointList" || child.name == "PointRange" || child.name == "PointListDonor") load_data(child);
  const std::size_t dim = original.cell_size.size();
  read.points = own_points(read.loaded, dim, where);
  const Node& donor_list = read.loaded.require_child("PointListDonor");
  read.width = donor_width(donor_list, static_cast<std::int64_t>(read.points.size() / dim), where);
  read.donors = donor_list.as_int64();
  return read;
}

}  // namespace

const ConnectionEntries& ConnectionReads::of(const Node& connection, const std::string& path,
                                             const OriginalZone& original) {
  auto found = read_.find(path);
  if (found == read_.end()) found = read_.emplace(path, read_connection(connection, path, original, arrays_)).first;
  return found->second;
}

}  // namespace pcgns::split
