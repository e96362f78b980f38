#include "pcgns/stripe/file_workload.hpp"

#include <algorithm>
#include <fstream>

#include "h5/dataset.hpp"
#include "h5/file.hpp"
#include "h5/visit.hpp"
#include "pcgns/error.hpp"
#include "tree/adf_file.hpp"

namespace pcgns::stripe {

FileWorkload measure_file(const std::filesystem::path& file) {
  if (!std::ifstream(file) || std::filesystem::is_directory(file))
    throw MissingInputError("--file '" + file.string() + "' does not exist or cannot be read");
  if (tree::is_adf_file(file)) throw InputError("--file " + tree::adf_file_message(file));
  if (!h5::File::is_hdf5(file)) throw InputError("--file '" + file.string() + "' is not an HDF5 (CGNS) file");
  const auto h5file = h5::File::open(file, H5F_ACC_RDONLY, ExitCode::data);
  FileWorkload workload;
  // Each dataset's allocated bytes: what is on disk, so compact, contiguous and chunked
  // layouts all count what they really occupy.
  h5::for_each_dataset(
      h5file,
      [&](const h5::Dataset& dataset) {
        const std::int64_t bytes = dataset.storage_size();
        workload.bytes += bytes;
        workload.largest_array = std::max(workload.largest_array, bytes);
        ++workload.datasets;
      },
      ExitCode::data);
  return workload;
}

}  // namespace pcgns::stripe
