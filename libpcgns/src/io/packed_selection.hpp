#pragma once
// Several requests of one rank on one dataset, as one HDF5 selection. HDF5 maps memory
// onto a file selection in file order, whatever order the selection was built in, so
// the values are packed in file order and the elements described as boxes.
#include <cstddef>
#include <vector>

#include "io/array_request.hpp"
#include "io/box_runs.hpp"

namespace pcgns::io {

struct PackedSelection {
  std::vector<Box> boxes;         // disjoint, in file order
  std::vector<std::byte> values;  // in file order
};

// `requests` must not overlap (the writer checks before).
PackedSelection pack_requests(const DatasetPlacement& array, const std::vector<const ArrayRequest*>& requests);

}  // namespace pcgns::io
