#include "tree/data_writer.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <utility>
#include <vector>

#include "h5/dataset.hpp"
#include "sys/copy_range.hpp"
#include "sys/splice_write.hpp"
#include "sys/writeback.hpp"
#include "tree/adfh_node.hpp"
#include "tree/flat_io.hpp"
#include "tree/hdf5_type.hpp"

namespace pcgns::tree {

namespace {

// BulkRef arrays are copied through a buffer of at most this many bytes.
constexpr std::int64_t kCopyChunkBytes = std::int64_t{64} << 20;
// Values past HDF5 from this size on: below it, HDF5's write costs nothing to speak of.
constexpr std::int64_t kRawWriteBytes = std::int64_t{1} << 20;

// As ADFH: compact for small data; contiguous, allocated at creation and never filled
// (no wasted write pass) for bulk data.
h5::PropertyList creation_list(bool contiguous, const h5::Where& where) {
  auto creation = h5::PropertyList::create(H5P_DATASET_CREATE, where);
  if (!contiguous) {
    creation.set_layout(H5D_COMPACT);
    return creation;
  }
  creation.set_layout(H5D_CONTIGUOUS);
  creation.set_alloc_time(H5D_ALLOC_TIME_EARLY);
  creation.set_fill_time(H5D_FILL_TIME_NEVER);
  return creation;
}

}  // namespace

DataWriter::DataWriter(std::int64_t compact_threshold, const h5::Where& where, bool raw_writes)
    : compact_threshold_(compact_threshold),
      compact_(creation_list(false, where)),
      contiguous_(creation_list(true, where)),
      file_(where.file),
      raw_writes_(raw_writes) {}

DataWriter::~DataWriter() = default;

std::optional<DatasetPlacement> DataWriter::write(const h5::Group& group, const Node& node, const std::string& path) {
  const h5::Where& where = group.where();
  const std::int64_t bytes = node.byte_size();
  if (node.has_data() && static_cast<std::int64_t>(node.data.size()) != bytes)
    throw InputError("node " + path + ": holds " + std::to_string(node.data.size()) +
                     " bytes of data where its type and dimensions need " + std::to_string(bytes));
  // Deferred arrays are filled later by offset, so they are always contiguous.
  const bool contiguous = node.is_deferred() || bytes > compact_threshold_;
  const std::vector<hsize_t> extent(node.dims.rbegin(), node.dims.rend());  // reversed dims
  const auto type = hdf5_type(node.type, where);
  auto dataset = h5::Dataset::create(group.id(), kDataName, type, h5::Dataspace::simple(extent, where),
                                     contiguous ? contiguous_ : compact_, where);
  if ((node.has_data() || node.bulk) && contiguous && write_raw(node, dataset, path)) {
    // written past HDF5
  } else if (node.has_data()) {
    dataset.write_all(type, node.data.data());
  } else if (node.bulk) {
    copy_bulk(*node.bulk, node, dataset, type);
  }
  if (!contiguous) return std::nullopt;
  return DatasetPlacement{path, node.type, node.dims, dataset.offset(), bytes};
}

void DataWriter::copy_bulk(const BulkRef& ref, const Node& node, h5::Dataset& target, const h5::Datatype& type) {
  const h5::File& file = source(ref.file);
  const auto source_data = h5::Dataset::open(file.id(), ref.dataset, file.where());
  const auto size = static_cast<std::int64_t>(element_size(node.type));
  const std::int64_t chunk = std::max<std::int64_t>(1, kCopyChunkBytes / size);
  const std::int64_t total = node.count();
  std::vector<std::byte> buffer(static_cast<std::size_t>(std::min(chunk, total) * size));
  for (std::int64_t first = 0; first < total; first += chunk) {
    const std::int64_t n = std::min(chunk, total - first);
    read_flat(source_data, type, first, n, buffer.data());
    write_flat(target, type, first, n, buffer.data());
  }
}

bool DataWriter::write_raw(const Node& node, const h5::Dataset& dataset, const std::string& path) {
  const std::int64_t bytes = node.byte_size();
  if (!raw_writes_ || bytes < kRawWriteBytes) return false;
  const bool raw_source = node.has_data() || (node.bulk->layout == Layout::contiguous && node.bulk->offset >= 0);
  const std::int64_t offset = dataset.offset();
  if (!raw_source || offset < 0) return false;
  const int target = descriptor(file_, O_WRONLY);
  const std::string where = "'" + file_ + "' node '" + path + "'";
  if (node.has_data()) {
    sys::splice_write(target, node.data.data(), node.data.size(), offset, where);
  } else {
    const BulkRef& ref = *node.bulk;
    const int from = descriptor(ref.file.string(), O_RDONLY);
    if (sys::copy_range({from, ref.offset}, {target, offset}, bytes, where) != bytes)
      throw IoError(ref.file.string() + " dataset '" + ref.dataset + "': file is truncated");
  }
  sys::start_writeback(target, offset, bytes);
  return true;
}

int DataWriter::descriptor(const std::string& file, int flags) {
  const std::string key = file + (flags == O_RDONLY ? "\n<" : "\n>");
  if (const auto it = descriptors_.find(key); it != descriptors_.end()) return it->second.get();
  sys::UniqueFd opened(file, flags);
  if (!opened.is_open()) throw IoError("cannot open " + file + ": " + std::strerror(errno));
  return descriptors_.emplace(key, std::move(opened)).first->second.get();
}

const h5::File& DataWriter::source(const std::filesystem::path& file) {
  auto it = sources_.find(file.string());
  if (it == sources_.end())
    it = sources_.emplace(file.string(), h5::File::open(file, H5F_ACC_RDONLY, ExitCode::no_input)).first;
  return it->second;
}

}  // namespace pcgns::tree
