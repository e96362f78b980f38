#include "tree/data_writer.hpp"

#include <algorithm>
#include <vector>

#include "h5/dataset.hpp"
#include "tree/adfh_node.hpp"
#include "tree/flat_io.hpp"
#include "tree/hdf5_type.hpp"

namespace pcgns::tree {

namespace {

// BulkRef arrays are copied through a buffer of at most this many bytes.
constexpr std::int64_t kCopyChunkBytes = std::int64_t{64} << 20;

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

DataWriter::DataWriter(std::int64_t compact_threshold, const h5::Where& where)
    : compact_threshold_(compact_threshold),
      compact_(creation_list(false, where)),
      contiguous_(creation_list(true, where)) {}

std::optional<DatasetPlacement> DataWriter::write(const h5::Group& group, const Node& node,
                                                  const std::string& path) {
  const h5::Where& where = group.where();
  const std::int64_t bytes = node.byte_size();
  if (node.has_data() && static_cast<std::int64_t>(node.data.size()) != bytes)
    throw InputError("node " + path + ": holds " + std::to_string(node.data.size()) +
                     " bytes of data where its type and dimensions need " +
                     std::to_string(bytes));
  // Deferred arrays are filled later by offset, so they are always contiguous.
  const bool contiguous = node.is_deferred() || bytes > compact_threshold_;
  const std::vector<hsize_t> extent(node.dims.rbegin(), node.dims.rend());  // reversed dims
  const auto type = hdf5_type(node.type, where);
  auto dataset = h5::Dataset::create(group.id(), kDataName, type,
                                     h5::Dataspace::simple(extent, where),
                                     contiguous ? contiguous_ : compact_, where);
  if (node.has_data())
    dataset.write_all(type, node.data.data());
  else if (node.bulk)
    copy_bulk(*node.bulk, node, dataset, type);
  if (!contiguous) return std::nullopt;
  return DatasetPlacement{path, node.type, node.dims, dataset.offset(), bytes};
}

void DataWriter::copy_bulk(const BulkRef& ref, const Node& node, h5::Dataset& target,
                           const h5::Datatype& type) {
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

const h5::File& DataWriter::source(const std::filesystem::path& file) {
  auto it = sources_.find(file.string());
  if (it == sources_.end())
    it = sources_.emplace(file.string(), h5::File::open(file, H5F_ACC_RDONLY, ExitCode::no_input))
             .first;
  return it->second;
}

}  // namespace pcgns::tree
