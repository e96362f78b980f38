#pragma once
// Moves every byte the plan calls for into a target: verbatim copies, structured parts,
// then partitioned unstructured zones. The same phase writes the output (WriteTarget)
// and verifies it (CompareTarget).
#include <mpi.h>

#include <functional>

#include "dist/output_plan.hpp"

namespace pcgns::merge {

using dist::ArraySource;
using dist::ArrayTarget;
using dist::Catalog;
using dist::OutputPlan;

// Collective. `after_flush` runs on every rank after each collective round.
void run_data_phase(MPI_Comm comm, const Catalog& catalog, const OutputPlan& plan, CgnsVersion version,
                    std::int64_t round_bytes, ArraySource& source, ArrayTarget& target,
                    const std::function<void()>& after_flush);

}  // namespace pcgns::merge
