#include "split/unstructured/vertex_holders.hpp"

#include <algorithm>
#include <limits>

#include "pcgns/exchange/block_distribution.hpp"
#include "pcgns/mpi_rank.hpp"
#include "split/graph/mpi_exchange.hpp"
#include "split/unstructured/block_fetch.hpp"
#include "split/unstructured/owner_questions.hpp"

namespace pcgns::split {
namespace {

// (part, first, count) of every run of every part, cut at the blocks' bounds and sent
// to the blocks' ranks; what this rank's block received.
std::vector<std::int64_t> runs_to_blocks(MPI_Comm comm, const exchange::BlockDistribution& blocks,
                                         const std::map<int, const IdRuns*>& vertex_runs) {
  std::vector<std::vector<std::int64_t>> out(static_cast<std::size_t>(blocks.ranks()));
  for (const auto& [part, runs] : vertex_runs)
    for (const IdRun& run : runs->runs())  // 1-based ids, 0-based items
      for_each_block_piece(blocks, {run.first - 1, run.count},
                           [&, &part = part](int owner, std::int64_t first, std::int64_t count) {
                             auto& to = out[static_cast<std::size_t>(owner)];
                             to.insert(to.end(), {part, first + 1, count});
                           });
  return graph::alltoallv_int64(comm, out).values;
}

struct RunEnd {  // where a part's run starts or ends
  std::int64_t at = 0;
  int part = 0;
  bool start = false;
};

std::vector<RunEnd> run_ends(const std::vector<std::int64_t>& runs) {
  std::vector<RunEnd> ends;
  ends.reserve(runs.size() / 3 * 2);
  for (std::size_t i = 0; i + 2 < runs.size(); i += 3) {
    const int part = static_cast<int>(runs[i]);
    ends.push_back({runs[i + 1], part, true});
    ends.push_back({runs[i + 1] + runs[i + 2], part, false});
  }
  std::sort(ends.begin(), ends.end(), [](const RunEnd& a, const RunEnd& b) { return a.at < b.at; });
  return ends;
}

}  // namespace

VertexHolders::VertexHolders(MPI_Comm comm, std::int64_t vertices, const std::map<int, const IdRuns*>& vertex_runs) {
  const exchange::BlockDistribution blocks(vertices, size_of(comm));
  block_first_ = blocks.first(rank_of(comm));
  block_count_ = blocks.count(rank_of(comm));
  const auto ends = run_ends(runs_to_blocks(comm, blocks, vertex_runs));
  std::vector<int> active;  // the parts holding the ids from the current end on, increasing
  for (std::size_t e = 0; e < ends.size();) {
    const std::int64_t at = ends[e].at;
    for (; e < ends.size() && ends[e].at == at; ++e) {
      const auto place = std::lower_bound(active.begin(), active.end(), ends[e].part);
      if (ends[e].start) active.insert(place, ends[e].part);
      else active.erase(place);
    }
    if (active.empty() || e == ends.size()) continue;
    const std::int64_t count = ends[e].at - at;
    const bool same_parts =
        !segments_.empty() && segments_.back().first + segments_.back().count == at &&
        std::equal(active.begin(), active.end(), parts_.end() - segments_.back().parts_count, parts_.end());
    if (same_parts) {
      segments_.back().count += count;
      continue;
    }
    segments_.push_back(
        {at, count, static_cast<std::uint32_t>(parts_.size()), static_cast<std::uint32_t>(active.size())});
    parts_.insert(parts_.end(), active.begin(), active.end());
  }
}

std::vector<PartRun> VertexHolders::held_runs() const {
  std::vector<PartRun> runs;
  runs.reserve(segments_.size());
  for (const Segment& segment : segments_) runs.push_back({segment.first, segment.count, parts_[segment.parts_begin]});
  return runs;
}

void VertexHolders::hold(std::span<const PartRun> runs) {
  if (runs.empty()) return;
  std::vector<Segment> merged;
  merged.reserve(segments_.size() + runs.size());
  auto next = runs.begin();
  const auto add_runs_before = [&](std::int64_t id) {
    for (; next != runs.end() && next->first < id; ++next) {
      merged.push_back({next->first, next->count, static_cast<std::uint32_t>(parts_.size()), 1});
      parts_.push_back(next->part);
    }
  };
  for (const Segment& segment : segments_) {
    add_runs_before(segment.first);
    merged.push_back(segment);
  }
  add_runs_before(std::numeric_limits<std::int64_t>::max());
  segments_ = std::move(merged);
}

std::span<const int> VertexHolders::parts_of(std::int64_t id) const {
  const auto after = std::upper_bound(segments_.begin(), segments_.end(), id,
                                      [](std::int64_t value, const Segment& s) { return value < s.first; });
  if (after == segments_.begin()) return {};
  const Segment& segment = *(after - 1);
  if (id >= segment.first + segment.count) return {};
  return std::span<const int>(parts_).subspan(segment.parts_begin, segment.parts_count);
}

std::map<int, std::map<int, IdRuns>> VertexHolders::shared_runs(MPI_Comm comm) const {
  const int ranks = size_of(comm);
  std::vector<std::vector<std::int64_t>> out(static_cast<std::size_t>(ranks));  // (part, other, first, count)
  for (const Segment& segment : segments_) {
    if (segment.parts_count < 2) continue;
    const auto parts = std::span<const int>(parts_).subspan(segment.parts_begin, segment.parts_count);
    for (const int part : parts)
      for (const int other : parts)
        if (other != part)
          out[static_cast<std::size_t>(part_owner(part, ranks))].insert(
              out[static_cast<std::size_t>(part_owner(part, ranks))].end(),
              {part, other, segment.first, segment.count});
  }
  // From the blocks' ranks in rank order, each block's segments increasing: every
  // pair's runs arrive in increasing order.
  const auto got = graph::alltoallv_int64(comm, out).values;
  std::map<int, std::map<int, IdRuns>> shared;
  for (std::size_t i = 0; i + 3 < got.size(); i += 4)
    shared[static_cast<int>(got[i])][static_cast<int>(got[i + 1])].add_run(got[i + 2], got[i + 3]);
  return shared;
}

SharedByPart shared_vertices(MPI_Comm comm, const std::map<int, std::map<int, IdRuns>>& shared,
                             const std::map<int, const IdRuns*>& vertex_runs) {
  const int ranks = size_of(comm);
  SharedByPart result;
  std::vector<std::vector<std::int64_t>> out(static_cast<std::size_t>(ranks));  // (other, part, n, ids...)
  for (const auto& [part, by_other] : shared)
    for (const auto& [other, runs] : by_other) {
      auto& own = result[part][other].own;
      own.reserve(static_cast<std::size_t>(runs.size()));
      const IdRuns& held = *vertex_runs.at(part);
      for (const IdRun& run : runs.runs()) {
        // A run of shared ids lies inside one run of the part's own: consecutive locals.
        const std::int64_t local = held.index_of(run.first) + 1;
        for (std::int64_t k = 0; k < run.count; ++k) own.push_back(local + k);
      }
      auto& to = out[static_cast<std::size_t>(part_owner(other, ranks))];
      to.insert(to.end(), {other, part, static_cast<std::int64_t>(own.size())});
      to.insert(to.end(), own.begin(), own.end());
    }
  const auto got = graph::alltoallv_int64(comm, out).values;
  for (std::size_t i = 0; i + 2 < got.size();) {
    const auto n = static_cast<std::size_t>(got[i + 2]);
    auto& other = result[static_cast<int>(got[i])][static_cast<int>(got[i + 1])].other;
    other.assign(got.begin() + static_cast<std::ptrdiff_t>(i + 3),
                 got.begin() + static_cast<std::ptrdiff_t>(i + 3 + n));
    i += 3 + n;
  }
  return result;
}

}  // namespace pcgns::split
