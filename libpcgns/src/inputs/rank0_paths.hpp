#pragma once
// A list of paths found by rank 0 alone and sent to every rank: the tools look at the
// file system from one rank (10,000 ranks listing the same directories would be a
// metadata storm).
#include <mpi.h>

#include <filesystem>
#include <functional>
#include <vector>

namespace pcgns {

// Collective: runs `find` on rank 0, agrees on its errors, broadcasts its result.
std::vector<std::filesystem::path> rank0_paths(MPI_Comm comm,
                                               const std::function<std::vector<std::filesystem::path>()>& find);

}  // namespace pcgns
