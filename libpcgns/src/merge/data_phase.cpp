#include "merge/data_phase.hpp"

#include "pcgns/mpi/agreement.hpp"

namespace pcgns::merge {
namespace {

using dist::StructuredPart;
using dist::StructuredZone;

struct PartWork {
  const StructuredZone* zone;
  const StructuredPart* part;
};

// Structured parts go round robin over the ranks, one part per rank and round, so a
// rank holds at most one part's arrays at a time.
void put_structured(MPI_Comm comm, const OutputPlan& plan, ArraySource& source, ArrayTarget& target,
                    const std::function<void()>& after_flush) {
  int rank = 0, ranks = 1;
  MPI_Comm_rank(comm, &rank);
  MPI_Comm_size(comm, &ranks);
  std::vector<PartWork> work;
  for (const auto& zone : plan.structured)
    for (const auto& part : zone.parts) work.push_back({&zone, &part});
  const std::size_t P = static_cast<std::size_t>(ranks);
  for (std::size_t round = 0; round * P < work.size(); ++round) {
    const std::size_t mine = round * P + static_cast<std::size_t>(rank);
    mpi::run_agreed(comm, [&] {
      if (mine < work.size()) dist::put_structured_part(*work[mine].zone, *work[mine].part, source, target);
    });
    target.flush();
    if (after_flush) after_flush();
  }
}

}  // namespace

void run_data_phase(MPI_Comm comm, const Catalog& catalog, const OutputPlan& plan, CgnsVersion version,
                    std::int64_t round_bytes, ArraySource& source, ArrayTarget& target,
                    const std::function<void()>& after_flush) {
  int ranks = 1;
  MPI_Comm_size(comm, &ranks);
  dist::copy_arrays(comm, plan.copies, dist::CopySchedule(plan.copies, ranks, round_bytes), source, target,
                    after_flush);
  put_structured(comm, plan, source, target, after_flush);
  for (const auto& zone : plan.unstructured)
    dist::put_unstructured_zone(comm, catalog, zone, version, source, target, after_flush);
}

}  // namespace pcgns::merge
