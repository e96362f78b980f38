#pragma once
// The size of an existing CGNS/HDF5 file's data, as a workload estimate.
#include <cstdint>
#include <filesystem>

namespace pcgns::stripe {

struct FileWorkload {
  std::int64_t bytes = 0;          // sum of the storage sizes of every dataset
  std::int64_t largest_array = 0;  // the largest dataset: a typical request size
  int datasets = 0;
};

// MissingInputError when the file is absent or unreadable, InputError when it is not
// an HDF5 (CGNS) file.
FileWorkload measure_file(const std::filesystem::path& file);

}  // namespace pcgns::stripe
