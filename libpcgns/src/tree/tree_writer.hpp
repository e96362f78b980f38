#pragma once
// write_tree with a caller-supplied HDF5 file access list, for callers that must create
// the file through another driver -- e.g. every rank of a communicator making the same
// calls through the MPI-IO driver, the collective parallel-HDF5 way the benchmarks
// compare against. The list is copied; the ADFH settings of write_tree are added to it.
#include <hdf5.h>

#include <filesystem>
#include <vector>

#include "pcgns/tree_io.hpp"

namespace pcgns::tree {

std::vector<DatasetPlacement> write_tree_with_access(const std::filesystem::path& file, const Node& root,
                                                     const WriteOptions& options, hid_t file_access);

}  // namespace pcgns::tree
