#include "split/unstructured/part_file_set.hpp"

#include "pcgns/error.hpp"
#include "sys/output_file.hpp"

namespace pcgns::split {
namespace {

// Values waiting for the disk, at most: a few arrays of a large part.
constexpr std::size_t kMaxQueuedBytes = std::size_t{256} << 20;
// Arrays from this size on start on a block of their own (direct I/O); smaller ones
// stay packed as the official library packs them.
constexpr std::int64_t kAlignedArrayBytes = std::int64_t{1} << 20;

// The bytes of a tree's arrays: what the file needs besides HDF5's metadata.
std::int64_t array_bytes(const Node& node) {
  std::int64_t bytes = node.byte_size();
  for (const Node& child : node.children) bytes += array_bytes(child);
  return bytes;
}

}  // namespace

PartFileSet::PartFileSet() : writer_(kMaxQueuedBytes) {}

PartFileSet::~PartFileSet() {
  try {
    writer_.finish();  // nothing is written into a file once it is removed
  } catch (...) {
    // reported by finish() on the way that matters; here the files go anyway
  }
  discard();
}

void PartFileSet::create(int part, const Node& root, const std::filesystem::path& final_name, bool overwrite,
                         WriteOptions options) {
  options.alignment = static_cast<std::int64_t>(sys::kDirectAlignment);
  options.alignment_threshold = kAlignedArrayBytes;
  File file{sys::reserve_output(final_name, overwrite), final_name, {}};
  try {
    // A full disk is told now, not midway through the values.
    sys::reserve_space(file.temporary, final_name, options.meta_block_size + array_bytes(root));
    for (auto& placement : write_tree(file.temporary, root, options))
      file.placements.emplace(placement.node_path, std::move(placement));
  } catch (...) {
    sys::discard_output(file.temporary);
    throw;
  }
  files_.emplace(part, std::move(file));
}

const DatasetPlacement& PartFileSet::placement(int part, const std::string& node_path) const {
  const File& file = files_.at(part);
  const auto it = file.placements.find(node_path);
  if (it == file.placements.end())
    throw InternalError("'" + file.final_name.string() + "': no allocated dataset for '" + node_path + "'");
  return it->second;
}

DataType PartFileSet::type_of(int part, const std::string& node_path) const { return placement(part, node_path).type; }

sys::AlignedBuffer PartFileSet::buffer(int part, const std::string& node_path) {
  const DatasetPlacement& place = placement(part, node_path);
  return writer_.buffer(static_cast<std::size_t>(place.bytes), place.offset);
}

void PartFileSet::write(int part, const std::string& node_path, sys::AlignedBuffer values) {
  const DatasetPlacement& place = placement(part, node_path);
  const File& file = files_.at(part);
  if (static_cast<std::int64_t>(values.size()) != place.bytes)
    throw InternalError("'" + file.final_name.string() + "': " + std::to_string(values.size()) + " bytes for '" +
                        node_path + "', which holds " + std::to_string(place.bytes));
  writer_.write(file.temporary, place.offset, std::move(values),
                "'" + file.final_name.string() + "' node '" + node_path + "'");
}

void PartFileSet::finish() { writer_.finish(); }

std::vector<PendingFile> PartFileSet::release() {
  std::vector<PendingFile> pending;
  for (auto& [part, file] : files_) pending.push_back({file.temporary, file.final_name});
  files_.clear();
  return pending;
}

void PartFileSet::discard() noexcept {
  for (auto& [part, file] : files_) sys::discard_output(file.temporary);
  files_.clear();
}

}  // namespace pcgns::split
