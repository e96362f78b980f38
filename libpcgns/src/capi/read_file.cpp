#include "capi/read_file.hpp"

#include <algorithm>
#include <cstring>
#include <vector>

#include "io/broadcast_tree.hpp"
#include "mpi/patient_barrier.hpp"
#include "pcgns/error.hpp"
#include "pcgns/mpi/agreement.hpp"
#include "pcgns/tree_io.hpp"

namespace pcgns::capi {

ReadFile::ReadFile(MPI_Comm comm, const std::string& name) : comm_(comm), name_(name) {
  int rank = 0;
  MPI_Comm_rank(comm_.get(), &rank);
  // The skeleton is parsed once, on rank 0, and shipped to everyone else.
  std::exception_ptr error;
  try {
    if (rank == 0) tree_ = read_tree(name_);
  } catch (...) {
    error = std::current_exception();
  }
  mpi::patient_barrier(comm_.get());
  mpi::agree_on_error(comm_.get(), error);
  io::broadcast_tree(comm_.get(), 0, tree_);
}

void ReadFile::read(const Node& array, std::int64_t first, std::int64_t count, void* out) {
  source_.read(array, first, count, out);
}

void ReadFile::read_box(const Node& array, const Dims& lo, const Dims& hi, void* out) {
  const std::vector<std::byte> values = source_.read_box(array, lo, hi);
  std::memcpy(out, values.data(), values.size());
}

void ReadFile::read_integers(const Node& array, const std::string& path, std::int64_t first, std::int64_t count,
                             std::int64_t* out) {
  if (array.type == DataType::I8) return read(array, first, count, out);
  if (array.type != DataType::I4)
    throw InputError("'" + name_ + "' node '" + path + "': " + std::string(to_string(array.type)) +
                     " values, not I4 or I8");
  std::vector<std::int32_t> narrow(static_cast<std::size_t>(count));
  read(array, first, count, narrow.data());
  std::copy(narrow.begin(), narrow.end(), out);
}

void ReadFile::close() {
  mpi::run_agreed(comm_.get(), [&] {
    if (pending_) std::rethrow_exception(std::exchange(pending_, nullptr));
  });
}

}  // namespace pcgns::capi
