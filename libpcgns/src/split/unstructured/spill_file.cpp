#include "split/unstructured/spill_file.hpp"

#include <string>
#include <system_error>

#include "h5/dataset.hpp"
#include "h5/dataspace.hpp"
#include "h5/file.hpp"
#include "pcgns/error.hpp"
#include "tree/hdf5_type.hpp"

namespace pcgns::split {

class SpillFile::Writer {
 public:
  explicit Writer(const std::filesystem::path& path)
      : file_(h5::File::create(path, h5::PropertyList::create(H5P_FILE_CREATE, {path.string(), "/"}),
                               h5::PropertyList::create(H5P_FILE_ACCESS, {path.string(), "/"}))) {}

  BulkRef write(const Node& node, const std::string& name, const std::filesystem::path& path) {
    const auto type = tree::hdf5_type(node.type, file_.where());
    const auto space = h5::Dataspace::simple({static_cast<hsize_t>(node.count())}, file_.where());
    auto creation = h5::PropertyList::create(H5P_DATASET_CREATE, file_.where());
    creation.set_layout(H5D_CONTIGUOUS);
    creation.set_fill_time(H5D_FILL_TIME_NEVER);
    auto dataset = h5::Dataset::create(file_.id(), name, type, space, creation, file_.where());
    dataset.write_all(type, node.data.data());
    return BulkRef{path, "/" + name, Layout::contiguous, dataset.offset()};
  }

  void close() { file_.close(); }

 private:
  h5::File file_;
};

SpillFile::SpillFile(const std::filesystem::path& stem, const std::string& tag)
    : path_(stem.parent_path() / ("." + stem.filename().string() + ".pcgns-spill-" + tag + ".tmp")) {}

SpillFile::~SpillFile() {
  writer_.reset();
  std::error_code ignored;
  if (created_) std::filesystem::remove(path_, ignored);
}

void SpillFile::spill(Node& node) {
  if (!node.has_data()) return;
  if (!writer_) {
    if (created_) throw InternalError("split: spill after the spill file was finished");
    created_ = true;  // from here on the destructor removes it, whatever happens next
    writer_ = std::make_unique<Writer>(path_);
  }
  node.bulk = writer_->write(node, "a" + std::to_string(arrays_++), path_);
  std::vector<std::byte>().swap(node.data);
}

void SpillFile::finish() {
  if (writer_) writer_->close();
  writer_.reset();
}

}  // namespace pcgns::split
