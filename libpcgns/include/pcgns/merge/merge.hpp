#pragma once
// pcgns-merge as a library call: gathers file-per-process CGNS output (whole zones,
// or zones partitioned in Maia's convention) into one standard CGNS file.
#include <mpi.h>

#include <cstdint>
#include <functional>

#include "pcgns/merge/options.hpp"
#include "pcgns/merge/report.hpp"

namespace pcgns::merge {

// Called on rank 0 after every collective write round with the bulk bytes written so
// far by all ranks and the total planned.
using ProgressCallback = std::function<void(std::int64_t done, std::int64_t total)>;

// Collective over `comm`. Errors are agreed: every rank throws the same pcgns::Error.
// The output appears under its name only when complete.
MergeReport run(MPI_Comm comm, const MergeOptions& options,
                const ProgressCallback& progress = {});

}  // namespace pcgns::merge
