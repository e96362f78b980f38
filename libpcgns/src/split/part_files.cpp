#include "split/part_files.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <map>

#include "pcgns/split/split.hpp"
#include "sids/set_record.hpp"
#include "split/original_order.hpp"
#include "sys/output_file.hpp"
#include "sys/splice_write.hpp"
#include "sys/writeback.hpp"

namespace pcgns::split {
namespace {

// Fills the arrays the skeleton left allocated but empty, at their file offsets.
void fill_arrays(const std::filesystem::path& temporary, const std::filesystem::path& final_name,
                 const std::vector<DatasetPlacement>& placements, const std::vector<ArrayFill>& fills,
                 merge::ArraySource& source, const std::function<void(std::int64_t)>& written) {
  std::map<std::string, const DatasetPlacement*> by_path;
  for (const auto& placement : placements) by_path[placement.node_path] = &placement;
  const int fd = ::open(temporary.c_str(), O_WRONLY | O_CLOEXEC);
  if (fd < 0) throw IoError("cannot open '" + final_name.string() + "' for writing: " + std::strerror(errno));
  try {
    for (const ArrayFill& fill : fills) {
      const auto it = by_path.find(fill.path);
      if (it == by_path.end() || it->second->bytes != fill.bytes)
        throw InternalError("'" + final_name.string() + "': no allocated dataset for '" + fill.path + "'");
      const auto values = fill.values(source);
      if (static_cast<std::int64_t>(values.size()) != fill.bytes)
        throw InternalError("'" + final_name.string() + "': '" + fill.path + "' got a wrong number of values");
      sys::splice_write(fd, values.data(), values.size(), it->second->offset,
                       "'" + final_name.string() + "' node '" + fill.path + "'");
      sys::start_writeback(fd, it->second->offset, static_cast<std::int64_t>(values.size()));
      if (written) written(fill.bytes);
    }
  } catch (...) {
    ::close(fd);
    throw;
  }
  if (::close(fd) != 0) throw IoError("cannot write '" + final_name.string() + "': " + std::strerror(errno));
}

template <class Build>
PendingFile write_file(const std::filesystem::path& final_name, bool overwrite, Build&& build) {
  const auto temporary = sys::reserve_output(final_name, overwrite);
  try {
    build(temporary);
  } catch (...) {
    sys::discard_output(temporary);
    throw;
  }
  return {temporary, final_name};
}

}  // namespace

Node bases_without_zones(const Node& merged, const BlockArrays& arrays, const std::string& set_id) {
  Node root("/", "Root Node of HDF5 File");
  for (const Node& top : merged.children) {
    Node& copy = root.add(without_children(top));
    for (const Node& child : top.children)
      if (child.label != "Zone_t") restore_copies(copy.add(child), "/" + top.name + "/" + child.name, arrays);
    if (copy.label == "CGNSBase_t") sids::add_set_id(copy, set_id);
  }
  return root;
}

PendingFile write_part_file(const SplitContext& context, const Node& merged, const std::string& set_id, int part,
                            const std::filesystem::path& final_name, bool overwrite, const WriteOptions& options,
                            merge::ArraySource& source, const std::function<void(std::int64_t)>& written) {
  Node root = bases_without_zones(merged, context.arrays, set_id);
  std::vector<ArrayFill> fills;
  for (const PlacedBox* placed : context.layout.of_part(part))
    add_part_zone(*root.child(context.zones[placed->box.zone].base), context, *placed, fills);
  follow_original_order(root, merged);
  // The arrays, and the first block of metadata HDF5 allocates in any file.
  std::int64_t bytes = options.meta_block_size;
  for (const auto& fill : fills) bytes += fill.bytes;
  return write_file(final_name, overwrite, [&](const std::filesystem::path& temporary) {
    sys::reserve_space(temporary, final_name, bytes);
    const auto placements = write_tree(temporary, root, options);
    fill_arrays(temporary, final_name, placements, fills, source, written);
  });
}

PendingFile write_part_tree(const Node& root, const std::filesystem::path& final_name, bool overwrite,
                            const WriteOptions& options) {
  return write_file(final_name, overwrite, [&](const std::filesystem::path& temporary) {
    write_tree(temporary, root, options);
  });
}

PendingFile write_links_file(const Node& merged, const BlockArrays& arrays, const std::string& set_id,
                             const std::vector<LinkedZone>& zones, const std::filesystem::path& stem, bool overwrite,
                             const WriteOptions& options) {
  Node root = bases_without_zones(merged, arrays, set_id);
  for (const LinkedZone& zone : zones)
    root.child(zone.base)->add(make_link_node(
        zone.name, LinkTarget{part_file(stem, zone.part).filename().string(), "/" + zone.base + "/" + zone.name}));
  follow_original_order(root, merged);
  return write_part_tree(root, main_file(stem), overwrite, options);
}

PendingFile write_main_file(const SplitContext& context, const Node& merged, const std::string& set_id,
                            const std::filesystem::path& stem, bool overwrite, const WriteOptions& options) {
  std::vector<LinkedZone> zones;
  for (const PlacedBox& placed : context.layout.boxes())
    zones.push_back({context.zones[placed.box.zone].base, placed.name, placed.part});
  return write_links_file(merged, context.arrays, set_id, zones, stem, overwrite, options);
}

}  // namespace pcgns::split
