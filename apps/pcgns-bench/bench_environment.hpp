#pragma once
// Where the figures were measured (beyond the report header's ranks, hosts and
// libraries): the file system of --dir and the MPI-IO hints in effect there (as MPI reports them after the
// requested ones were set), and whether reads could avoid the page cache.
#include <mpi.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "pcgns/mpi/hints.hpp"

namespace pcgns::bench_app {

// Collective; the result is meaningful on rank 0.
nlohmann::json describe_environment(MPI_Comm comm, const std::filesystem::path& dir, const mpi::Hints& hints,
                                    bool drop_cache);

// Collective: how many ranks of `comm` share this rank's node.
int node_rank_count(MPI_Comm comm);

// "ext4", "tmpfs", "lustre", ... for the file system holding `dir` ("unknown" if not known).
std::string filesystem_name(const std::filesystem::path& dir);

}  // namespace pcgns::bench_app
