#include "split/unstructured/wire_branches.hpp"

#include <limits>
#include <vector>

#include "pcgns/error.hpp"
#include "pcgns/exchange/block_distribution.hpp"
#include "pcgns/mpi/agreement.hpp"
#include "pcgns/mpi_rank.hpp"
#include "split/graph/mpi_exchange.hpp"
#include "split/unstructured/connectivity_ids.hpp"

namespace pcgns::split {
namespace {

constexpr std::int64_t kNone = std::numeric_limits<std::int64_t>::max();

// The two end vertices of every local cell (a bar lists its ends first, then its
// inner vertices).
std::vector<std::int64_t> local_ends(const ElementLayout& layout, const ZoneCellSlices& slices) {
  std::vector<std::int64_t> ends;
  for (std::size_t s = 0; s < layout.sections.size(); ++s) {
    if (!layout.sections[s].cells) continue;
    const Slice& slice = *slices.connectivity[s];
    const std::size_t width = slice.width;
    for_each_id_array(
        slice.data(), slice.type,
        [&](auto ids) {
          for (std::size_t at = 0; at + width <= ids.size(); at += width)
            ends.insert(ends.end(), {ids[at], ids[at + 1]});
        },
        width);
  }
  return ends;
}

struct Branch {
  std::int64_t vertex = kNone;
  std::int64_t cells = 0;
};

// Collective: the lowest vertex that ends more than two cells, counted on the rank
// holding its block of vertex ids.
Branch lowest_branch(MPI_Comm comm, std::int64_t vertices, const std::vector<std::int64_t>& ends) {
  const exchange::BlockDistribution blocks(vertices, size_of(comm));
  std::vector<std::vector<std::int64_t>> buckets(static_cast<std::size_t>(size_of(comm)));
  for (const std::int64_t v : ends) buckets[static_cast<std::size_t>(blocks.owner(v))].push_back(v);
  const auto received = graph::alltoallv_int64(comm, buckets).values;
  const int rank = rank_of(comm);
  const std::int64_t first = blocks.first(rank);
  std::vector<std::int64_t> counts(static_cast<std::size_t>(blocks.count(rank)), 0);
  for (const std::int64_t v : received) ++counts[static_cast<std::size_t>(v - first)];
  Branch mine;
  for (std::size_t i = 0; i < counts.size() && mine.vertex == kNone; ++i)
    if (counts[i] > 2) mine = {first + static_cast<std::int64_t>(i), counts[i]};
  Branch lowest;
  MPI_Allreduce(&mine.vertex, &lowest.vertex, 1, MPI_INT64_T, MPI_MIN, comm);
  const std::int64_t cells = mine.vertex == lowest.vertex ? mine.cells : 0;
  MPI_Allreduce(&cells, &lowest.cells, 1, MPI_INT64_T, MPI_MAX, comm);
  return lowest;
}

}  // namespace

bool is_wire(const ElementLayout& layout) {
  for (const auto& section : layout.sections)
    if (section.cells) return section.dimension() == 1;
  return false;
}

void check_unbranched_wire(MPI_Comm comm, const ElementLayout& layout, const ZoneCellSlices& slices,
                           const std::string& described) {
  if (!is_wire(layout)) return;
  const auto ends = mpi::run_agreed(comm, [&] {
    auto found = local_ends(layout, slices);
    IdRange::of(found).check(layout.vertices, described);
    return found;
  });
  const Branch branch = lowest_branch(comm, layout.vertices, ends);
  if (branch.vertex != kNone)
    throw InputError(described + ": vertex " + std::to_string(branch.vertex) + " ends " + std::to_string(branch.cells) +
                     " cells (a branching wire network); pcgns-split cuts 1-D zones whose vertices end at most "
                     "two cells");
}

}  // namespace pcgns::split
