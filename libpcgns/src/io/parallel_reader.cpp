#include "pcgns/parallel_reader.hpp"

#include <cstring>
#include <unordered_map>

#include "io/array_request.hpp"
#include "io/broadcast_tree.hpp"
#include "io/deferred_failure.hpp"
#include "io/mpi_file.hpp"
#include "pcgns/mpi/agreement.hpp"
#include "pcgns/mpi/unique_comm.hpp"
#include "pcgns/tree_io.hpp"

namespace pcgns {

using io::ArrayRequest;

class ParallelReader::Impl {
 public:
  Impl(MPI_Comm user_comm, std::filesystem::path file, const mpi::Hints& hints)
      : comm_(user_comm), file_(std::move(file)), name_(file_.string()) {
    tree_ = io::read_tree_on_root(comm_.get(), file_);
    info_ = mpi::run_agreed(comm_.get(), [&] { return std::make_unique<mpi::MpiInfo>(hints); });
    file_handle_ = std::make_unique<io::MpiFile>(
        io::MpiFile::open(comm_.get(), file_, MPI_MODE_RDONLY, info_->get(), ExitCode::no_input, name_));
  }

  const Node& tree() const { return tree_; }
  const std::filesystem::path& file() const { return file_; }
  std::int64_t bytes_read() const { return bytes_read_; }

  // Local. Bad requests are reported by the next flush() on every rank (see writer).
  void read(std::string_view path, std::int64_t first, std::int64_t count, void* out) {
    failure_.capture([&] {
      const std::size_t index = require_array(path);
      const std::string problem = io::range_problem(arrays_[index].shape.dims, first, count);
      if (!problem.empty()) throw InputError(context(path) + problem);
      queue_.push_back({index, first, count, std::nullopt, static_cast<std::byte*>(out)});
    });
  }

  void read_box(std::string_view path, const Dims& lo, const Dims& hi, void* out) {
    failure_.capture([&] {
      const std::size_t index = require_array(path);
      io::Box box{lo, hi};
      const std::string problem = io::box_problem(arrays_[index].shape.dims, box);
      if (!problem.empty()) throw InputError(context(path) + problem);
      queue_.push_back({index, 0, 0, std::move(box), static_cast<std::byte*>(out)});
    });
  }

  void flush() {
    const auto requests = std::exchange(queue_, {});
    // Contiguous arrays go through MPI-IO; the rest is served here, by each rank alone.
    std::vector<io::ByteRun> runs;
    mpi::run_agreed(comm_.get(), [&] {
      failure_.rethrow_pending();
      for (std::size_t i = 0; i < requests.size(); ++i) {
        const ReadArray& array = arrays_[requests[i].array];
        if (array.shape.offset >= 0) io::append_byte_runs(array.shape, requests[i], i, runs);
        else serve_locally(array, requests[i]);
      }
    });
    io::sort_by_file_offset(runs);
    const auto rounds = io::split_into_rounds(runs);
    int local_rounds = static_cast<int>(rounds.size());
    int all_rounds = 0;
    MPI_Allreduce(&local_rounds, &all_rounds, 1, MPI_INT, MPI_MAX, comm_.get());
    for (int r = 0; r < all_rounds; ++r) {
      const auto plan = r < local_rounds ? io::coalesce(rounds[static_cast<std::size_t>(r)]) : io::TransferPlan{};
      file_handle_->transfer_all(io::MpiFile::Direction::read, plan, info_->get());
    }
    for (const ArrayRequest& r : requests)
      bytes_read_ += r.elements() * static_cast<std::int64_t>(element_size(arrays_[r.array].shape.type));
  }

 private:
  struct ReadArray {
    DatasetPlacement shape;  // offset >= 0 only when MPI-IO can read it in place
    const Node* node = nullptr;
  };

  int rank() const {
    int r = 0;
    MPI_Comm_rank(comm_.get(), &r);
    return r;
  }

  std::string context(std::string_view path) const {
    return "'" + name_ + "': cannot read '" + io::normalize_node_path(path) + "': ";
  }

  std::size_t require_array(std::string_view path) {
    const std::string key = io::normalize_node_path(path);
    if (const auto it = index_.find(key); it != index_.end()) return it->second;
    const Node* node = find_node(tree_, key);
    if (node == nullptr) throw InputError(context(path) + "no such node");
    if (element_size(node->type) == 0 || node->count() == 0 || (!node->has_data() && !node->bulk))
      throw InputError(context(path) + "the node holds no data");
    ReadArray array{{key, node->type, node->dims, -1, node->byte_size()}, node};
    const bool in_place = !node->has_data() && node->bulk->layout == Layout::contiguous && node->bulk->offset >= 0 &&
                          node->bulk->file == file_;
    if (in_place) array.shape.offset = node->bulk->offset;
    arrays_.push_back(std::move(array));
    index_.emplace(key, arrays_.size() - 1);
    return arrays_.size() - 1;
  }

  // Values already in memory are copied; compact or chunked arrays are read through
  // HDF5 (serial driver, read-only): the fallback for layouts MPI-IO cannot address.
  static void serve_locally(const ReadArray& array, const ArrayRequest& request) {
    const Node& node = *array.node;
    const auto size = static_cast<std::int64_t>(element_size(node.type));
    for (const io::ElementRun& run : io::element_runs(node.dims, request)) {
      std::byte* out = request.memory + run.memory * size;
      if (node.has_data())
        std::memcpy(out, node.data.data() + run.first * size, static_cast<std::size_t>(run.count * size));
      else read_bulk(*node.bulk, node.type, run.first, run.count, out);
    }
  }

  // Declared first: freed last, after the file handle and the hints that use it.
  mpi::UniqueComm comm_;
  std::filesystem::path file_;
  std::string name_;
  Node tree_;
  std::unique_ptr<mpi::MpiInfo> info_;
  std::unique_ptr<io::MpiFile> file_handle_;
  std::vector<ReadArray> arrays_;
  std::unordered_map<std::string, std::size_t> index_;
  std::vector<ArrayRequest> queue_;
  io::DeferredFailure failure_;  // bad requests, reported by the next flush()
  std::int64_t bytes_read_ = 0;
};

ParallelReader::ParallelReader(MPI_Comm comm, std::filesystem::path file, const mpi::Hints& hints)
    : impl_(std::make_unique<Impl>(comm, std::move(file), hints)) {}
ParallelReader::~ParallelReader() = default;

const Node& ParallelReader::tree() const { return impl_->tree(); }
CgnsVersion ParallelReader::version() const { return tree_version(impl_->tree()); }
const std::filesystem::path& ParallelReader::file() const { return impl_->file(); }
void ParallelReader::read(std::string_view node_path, std::int64_t first, std::int64_t count, void* out) {
  impl_->read(node_path, first, count, out);
}
void ParallelReader::read_box(std::string_view node_path, const Dims& lo, const Dims& hi, void* out) {
  impl_->read_box(node_path, lo, hi, out);
}
void ParallelReader::flush() { impl_->flush(); }
std::int64_t ParallelReader::bytes_read() const { return impl_->bytes_read(); }

}  // namespace pcgns
