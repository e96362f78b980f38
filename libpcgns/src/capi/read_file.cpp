#include "capi/read_file.hpp"

#include <algorithm>
#include <cstring>
#include <vector>

#include "capi/handles.hpp"
#include "io/broadcast_tree.hpp"
#include "pcgns/error.hpp"
#include "pcgns/mpi/agreement.hpp"

namespace pcgns::capi {

ReadFile::ReadFile(MPI_Comm comm, const std::string& name) : comm_(comm), name_(name) {
  tree_ = io::read_tree_on_root(comm_.get(), name_);
}

void ReadFile::read(const Node& array, const std::string& path, std::int64_t first, std::int64_t count, void* out) {
  require_inside(array, path, first, count);
  source_.read(array, first, count, out);
}

// The reads take their ranges from other nodes of the file (a section's ElementRange, its
// offsets): a malformed file must not make them run past the array (the source copies an
// array held in memory without a bound of its own).
void ReadFile::require_inside(const Node& array, const std::string& path, std::int64_t first,
                              std::int64_t count) const {
  const auto element = static_cast<std::int64_t>(element_size(array.type));
  const std::int64_t held = array.has_data() && element > 0
                                ? std::min(array.count(), static_cast<std::int64_t>(array.data.size()) / element)
                                : array.count();
  if (first < 0 || count < 0 || first > held - count)
    throw InputError(where(name_, path) + "values " + std::to_string(first + 1) + " .. " +
                     std::to_string(first + count) + " asked for, the array holds " + std::to_string(held));
}

void ReadFile::read_box(const Node& array, const Dims& lo, const Dims& hi, void* out) {
  const std::vector<std::byte> values = source_.read_box(array, lo, hi);
  std::memcpy(out, values.data(), values.size());
}

void ReadFile::read_integers(const Node& array, const std::string& path, std::int64_t first, std::int64_t count,
                             std::int64_t* out) {
  if (array.type == DataType::I8) return read(array, path, first, count, out);
  if (array.type != DataType::I4)
    throw InputError(where(name_, path) + std::string(to_string(array.type)) + " values, not I4 or I8");
  std::vector<std::int32_t> narrow(static_cast<std::size_t>(count));
  read(array, path, first, count, narrow.data());
  std::copy(narrow.begin(), narrow.end(), out);
}

void ReadFile::close() {
  mpi::run_agreed(comm_.get(), [&] { pending_.rethrow_pending(); });
}

}  // namespace pcgns::capi
