#include "h5/visit.hpp"

#include <exception>

namespace pcgns::h5 {
namespace {

#if H5_VERSION_GE(1, 12, 0)
using ObjectInfo = H5O_info2_t;
#else
using ObjectInfo = H5O_info_t;
#endif

struct Visit {
  const File& file;
  const std::function<void(const Dataset&)>& visit;
  ExitCode failure;
  std::exception_ptr error;  // an exception may not cross HDF5's C frames
};

// A dataset that HDF5 listed but cannot open is a failure of the file, like the visit's.
Dataset open_listed(hid_t parent, const char* name, const Visit& state) {
  try {
    return Dataset::open(parent, name, state.file.where());
  } catch (const Error& error) {
    throw_error(state.failure, error.what());
  }
}

herr_t visit_object(hid_t parent, const char* name, const ObjectInfo* info, void* data) {
  auto& state = *static_cast<Visit*>(data);
  if (info->type != H5O_TYPE_DATASET) return 0;
  try {
    state.visit(open_listed(parent, name, state));
    return 0;
  } catch (...) {
    state.error = std::current_exception();
    return -1;
  }
}

}  // namespace

void for_each_dataset(const File& file, const std::function<void(const Dataset&)>& visit, ExitCode failure) {
  Visit state{file, visit, failure, nullptr};
#if H5_VERSION_GE(1, 12, 0)
  const herr_t status = H5Ovisit3(file.id(), H5_INDEX_NAME, H5_ITER_INC, visit_object, &state, H5O_INFO_BASIC);
#else
  const herr_t status = H5Ovisit2(file.id(), H5_INDEX_NAME, H5_ITER_INC, visit_object, &state, H5O_INFO_BASIC);
#endif
  if (state.error) {
    H5Eclear2(H5E_DEFAULT);  // the stop we asked for, not a failure to report later
    std::rethrow_exception(state.error);
  }
  check(status, file.where(), "H5Ovisit", failure);
}

}  // namespace pcgns::h5
