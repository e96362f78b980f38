#pragma once
// pcgns-merge as a library call: gathers file-per-process CGNS output (whole zones,
// or zones partitioned in Maia's convention) into one standard CGNS file.
#include <mpi.h>

#include "pcgns/merge/options.hpp"
#include "pcgns/merge/report.hpp"
#include "pcgns/progress.hpp"

namespace pcgns::merge {

// Collective over `comm`. Errors are agreed: every rank throws the same pcgns::Error.
// The output appears under its name only when complete. `progress` is called on rank 0
// after every collective write round.
MergeReport run(MPI_Comm comm, const MergeOptions& options, const ProgressCallback& progress = {});

}  // namespace pcgns::merge
