// read_bulk and load_data: on-demand reading of arrays left on disk by read_tree.
#include "h5/dataset.hpp"
#include "h5/file.hpp"
#include "pcgns/tree_io.hpp"
#include "tree/flat_io.hpp"
#include "tree/hdf5_type.hpp"

namespace pcgns {

void read_bulk(const BulkRef& ref, DataType type, std::int64_t first, std::int64_t count, void* out) {
  const auto file = h5::File::open(ref.file, H5F_ACC_RDONLY, ExitCode::no_input);
  const auto dataset = h5::Dataset::open(file.id(), ref.dataset, file.where());
  tree::read_flat(dataset, tree::hdf5_type(type, dataset.where()), first, count, out);
}

void load_data(Node& node) {
  if (node.has_data() || !node.bulk) return;
  std::vector<std::byte> data(static_cast<std::size_t>(node.byte_size()));
  read_bulk(*node.bulk, node.type, 0, node.count(), data.data());
  node.data = std::move(data);
  node.bulk.reset();  // the node now owns its values; the file copy may go stale
}

}  // namespace pcgns
