#include "split/unstructured/spill_file.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <string>
#include <system_error>
#include <utility>

#include "h5/dataset.hpp"
#include "h5/dataspace.hpp"
#include "h5/file.hpp"
#include "io/splice_write.hpp"
#include "pcgns/error.hpp"
#include "tree/hdf5_type.hpp"

namespace pcgns::split {

// HDF5 lays out the file (each array a contiguous dataset allocated at creation); the
// values go in past HDF5, like the part files' (tree/data_writer.hpp says why).
class SpillFile::Writer {
 public:
  explicit Writer(const std::filesystem::path& path)
      : file_(h5::File::create(path, h5::PropertyList::create(H5P_FILE_CREATE, {path.string(), "/"}),
                               h5::PropertyList::create(H5P_FILE_ACCESS, {path.string(), "/"}))),
        descriptor_(::open(path.c_str(), O_WRONLY | O_CLOEXEC)) {
    if (descriptor_ < 0) throw IoError("cannot open " + path.string() + ": " + std::strerror(errno));
  }
  ~Writer() {  // the file's own handle closes it; nothing here may throw
    if (descriptor_ >= 0) ::close(descriptor_);
  }
  Writer(const Writer&) = delete;
  Writer& operator=(const Writer&) = delete;

  BulkRef write(const Node& node, const std::string& name, const std::filesystem::path& path) {
    const auto type = tree::hdf5_type(node.type, file_.where());
    const auto space = h5::Dataspace::simple({static_cast<hsize_t>(node.count())}, file_.where());
    auto creation = h5::PropertyList::create(H5P_DATASET_CREATE, file_.where());
    creation.set_layout(H5D_CONTIGUOUS);
    creation.set_alloc_time(H5D_ALLOC_TIME_EARLY);
    creation.set_fill_time(H5D_FILL_TIME_NEVER);
    const auto dataset = h5::Dataset::create(file_.id(), name, type, space, creation, file_.where());
    const std::int64_t offset = dataset.offset();
    if (offset < 0) throw InternalError("split: spill dataset '" + name + "' has no storage");
    io::splice_write(descriptor_, node.data.data(), node.data.size(), offset, path.string() + " dataset '/" + name + "'");
    return BulkRef{path, "/" + name, Layout::contiguous, offset};
  }

  void close() {
    if (descriptor_ >= 0) ::close(std::exchange(descriptor_, -1));
    file_.close();
  }

 private:
  h5::File file_;
  int descriptor_ = -1;
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
