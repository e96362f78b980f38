#pragma once
// Every dataset of a file, visited once each (H5Ovisit over the objects reachable from
// the root, in name order).
#include <functional>

#include "h5/dataset.hpp"
#include "h5/error.hpp"
#include "h5/file.hpp"

namespace pcgns::h5 {

// Calls `visit` with each dataset of `file`, opened. An exception from `visit` stops the
// visit and reaches the caller unchanged; a failure of HDF5 itself (a dataset listed but
// not opened included) throws `failure`.
void for_each_dataset(const File& file, const std::function<void(const Dataset&)>& visit,
                      ExitCode failure = ExitCode::io);

}  // namespace pcgns::h5
