#pragma once
// Collective or independent MPI-IO writes for a flush. Two-phase collective buffering
// pays off when ranks hold many small or interleaved pieces; when every rank writes a
// few large contiguous pieces (whole-zone copies, a rank's block of a merged array) it
// only adds a shuffle through the aggregators (measurements: docs/performance.md).
#include <mpi.h>

#include <cstdint>

#include "io/mpi_file.hpp"
#include "io/transfer_plan.hpp"
#include "pcgns/mpi/hints.hpp"

namespace pcgns::io {

enum class WriteModeChoice { automatic, collective, independent };

// From the user's hints: romio_cb_write=enable forces collective writes and
// romio_cb_write=disable independent ones (the meaning ROMIO gives them); otherwise the
// choice is made per flush.
WriteModeChoice write_mode_choice(const mpi::Hints& hints);

// Pieces at least this large on average make a rank's share "large": one typical
// stripe (Lustre's default 1 MiB), past which aggregation has nothing left to merge;
// pcgns-bench's scenario e chose it (docs/performance.md).
inline constexpr std::int64_t kIndependentPieceBytes = std::int64_t{1} << 20;

// Collective: the mode of one flush. Automatic picks independent writes only when every
// rank's plan is empty or has pieces of kIndependentPieceBytes on average.
MpiFile::Mode write_mode(MPI_Comm comm, const TransferPlan& plan, WriteModeChoice choice);

}  // namespace pcgns::io
