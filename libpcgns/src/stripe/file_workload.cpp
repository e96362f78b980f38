#include "pcgns/stripe/file_workload.hpp"

#include <hdf5.h>

#include <algorithm>
#include <fstream>

#include "h5/file.hpp"
#include "pcgns/error.hpp"
#include "tree/adf_file.hpp"

namespace pcgns::stripe {
namespace {

#if H5_VERSION_GE(1, 12, 0)
using ObjectInfo = H5O_info2_t;
#else
using ObjectInfo = H5O_info_t;
#endif

// Adds each dataset's allocated bytes (H5Dget_storage_size: what is on disk, so
// compact, contiguous and chunked layouts all count what they really occupy).
herr_t add_dataset(hid_t parent, const char* name, const ObjectInfo* info, void* data) {
  if (info->type != H5O_TYPE_DATASET) return 0;
  auto& workload = *static_cast<FileWorkload*>(data);
  const hid_t dataset = H5Dopen2(parent, name, H5P_DEFAULT);
  if (dataset < 0) return -1;
  const auto bytes = static_cast<std::int64_t>(H5Dget_storage_size(dataset));
  H5Dclose(dataset);
  workload.bytes += bytes;
  workload.largest_array = std::max(workload.largest_array, bytes);
  ++workload.datasets;
  return 0;
}

}  // namespace

FileWorkload measure_file(const std::filesystem::path& file) {
  if (!std::ifstream(file) || std::filesystem::is_directory(file))
    throw MissingInputError("--file '" + file.string() + "' does not exist or cannot be read");
  if (tree::is_adf_file(file)) throw InputError("--file " + tree::adf_file_message(file));
  if (!h5::File::is_hdf5(file))
    throw InputError("--file '" + file.string() + "' is not an HDF5 (CGNS) file");
  const auto h5file = h5::File::open(file, H5F_ACC_RDONLY, ExitCode::data);
  FileWorkload workload;
#if H5_VERSION_GE(1, 12, 0)
  const herr_t status = H5Ovisit3(h5file.id(), H5_INDEX_NAME, H5_ITER_INC, add_dataset, &workload, H5O_INFO_BASIC);
#else
  const herr_t status = H5Ovisit2(h5file.id(), H5_INDEX_NAME, H5_ITER_INC, add_dataset, &workload, H5O_INFO_BASIC);
#endif
  h5::check(status, h5file.where(), "H5Ovisit", ExitCode::data);
  return workload;
}

}  // namespace pcgns::stripe
