#pragma once
// `--hint auto` of the pcgns tools: the MPI-IO hints pcgns-stripe would recommend for
// a shared file written by the tool itself.
#include <cstdint>
#include <filesystem>

#include "pcgns/mpi/hints.hpp"

namespace pcgns::stripe {

// Detects the file system at `path` (the output or its directory) and recommends hints
// for a shared file of `bytes` (0 = unknown) written by `ranks` ranks on `nodes` nodes.
// Deterministic for a given file system, so every rank computes the same hints.
mpi::Hints auto_hints(const std::filesystem::path& path, std::int64_t bytes, int ranks, int nodes);

// Same, with the node count of the batch job ($SLURM_JOB_NUM_NODES or $SLURM_NNODES,
// else 1) and the directory of `output`.
mpi::Hints auto_hints_for(const std::filesystem::path& output, std::int64_t bytes, int ranks);

// The node count of the batch job from the environment (1 when not set or invalid).
int job_nodes_from_environment();

}  // namespace pcgns::stripe
