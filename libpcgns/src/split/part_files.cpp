#include "split/part_files.hpp"

#include "io/committed_file.hpp"
#include "pcgns/split/split.hpp"
#include "sids/set_record.hpp"
#include "split/original_order.hpp"
#include "sys/output_file.hpp"
#include "sys/splice_write.hpp"
#include "sys/writeback.hpp"

namespace pcgns::split {
namespace {

// Fills the arrays the skeleton left allocated but empty, at their file offsets.
void fill_arrays(io::CommittedFile& file, const std::vector<ArrayFill>& fills, dist::ArraySource& source,
                 const std::function<void(std::int64_t)>& written) {
  for (const ArrayFill& fill : fills) {
    const auto index = file.arrays().find(fill.path);
    if (!index || file.arrays()[*index].bytes != fill.bytes)
      throw InternalError("'" + file.name() + "': no allocated dataset for '" + fill.path + "'");
    const auto values = fill.values(source);
    if (static_cast<std::int64_t>(values.size()) != fill.bytes)
      throw InternalError("'" + file.name() + "': '" + fill.path + "' got a wrong number of values");
    file.write_at(file.arrays()[*index].offset, values.data(), fill.bytes,
                  "'" + file.name() + "' node '" + fill.path + "'");
    if (written) written(fill.bytes);
  }
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
                            dist::ArraySource& source, const std::function<void(std::int64_t)>& written) {
  Node root = bases_without_zones(merged, context.arrays, set_id);
  std::vector<ArrayFill> fills;
  for (const PlacedBox* placed : context.layout.of_part(part))
    add_part_zone(*root.child(context.zones[placed->box.zone].base), context, *placed, fills);
  follow_original_order(root, merged);
  io::CommittedFile file(final_name, overwrite);
  file.write_skeleton(root, options);
  fill_arrays(file, fills, source, written);
  return file.release();
}

PendingFile write_part_tree(const Node& root, const std::filesystem::path& final_name, bool overwrite,
                            const WriteOptions& options) {
  io::CommittedFile file(final_name, overwrite);
  file.write_skeleton(root, options);
  return file.release();
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
