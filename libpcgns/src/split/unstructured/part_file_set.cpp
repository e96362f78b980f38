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
  io::CommittedFile file(final_name, overwrite);
  file.write_skeleton(root, options);
  files_.emplace(part, std::move(file));
}

const DatasetPlacement& PartFileSet::placement(int part, const std::string& node_path) const {
  const io::CommittedFile& file = files_.at(part);
  const auto index = file.arrays().find(node_path);
  if (!index) throw InternalError("'" + file.name() + "': no allocated dataset for '" + node_path + "'");
  return file.arrays()[*index];
}

bool PartFileSet::holds(int part, const std::string& node_path) const {
  return files_.at(part).arrays().find(node_path).has_value();
}

DataType PartFileSet::type_of(int part, const std::string& node_path) const { return placement(part, node_path).type; }

sys::AlignedBuffer PartFileSet::buffer(int part, const std::string& node_path) {
  const DatasetPlacement& place = placement(part, node_path);
  return writer_.buffer(static_cast<std::size_t>(place.bytes), place.offset);
}

void PartFileSet::write(int part, const std::string& node_path, sys::AlignedBuffer values) {
  const DatasetPlacement& place = placement(part, node_path);
  const io::CommittedFile& file = files_.at(part);
  if (static_cast<std::int64_t>(values.size()) != place.bytes)
    throw InternalError("'" + file.name() + "': " + std::to_string(values.size()) + " bytes for '" + node_path +
                        "', which holds " + std::to_string(place.bytes));
  writer_.write(file.temporary(), place.offset, std::move(values), "'" + file.name() + "' node '" + node_path + "'");
}

void PartFileSet::finish() { writer_.finish(); }

std::vector<PendingFile> PartFileSet::release() {
  std::vector<PendingFile> pending;
  for (auto& [part, file] : files_) pending.push_back(file.release());
  files_.clear();
  return pending;
}

void PartFileSet::discard() noexcept {
  files_.clear();  // each file removes its temporary
}

}  // namespace pcgns::split
