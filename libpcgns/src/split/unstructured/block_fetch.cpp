#include "split/unstructured/block_fetch.hpp"

#include <algorithm>
#include <cstring>
#include <string>
#include <utility>

#include "exchange/alltoallv_bytes.hpp"
#include "pcgns/error.hpp"
#include "pcgns/mpi/agreement.hpp"
#include "pcgns/mpi_rank.hpp"
#include "split/graph/mpi_exchange.hpp"

namespace pcgns::split {
namespace {

// One exchange: pieces of the requests (each within one owner's block), in the
// requests' order; `spans` says which request the next pieces belong to, and how many.
// An owner answers its pieces in the order asked, so walking them in this order finds
// every piece's bytes.
struct Round {
  std::vector<IdRun> pieces;
  std::vector<std::pair<std::size_t, std::size_t>> spans;  // (request, pieces)
  std::int64_t items = 0;
};

// The requests' pieces grouped into rounds of at most `round_bytes` asked (a piece
// longer than that cut up), so the bytes in flight stay bounded however much is asked:
// held all at once, the answers, their copy received and the result were three times
// the result at the peak.
std::vector<Round> plan_rounds(const exchange::BlockDistribution& blocks, std::size_t item_bytes,
                               std::span<const IdRuns> requests, std::int64_t round_bytes) {
  const std::int64_t round_items = std::max<std::int64_t>(round_bytes / static_cast<std::int64_t>(item_bytes), 1);
  std::vector<Round> rounds;
  const auto add = [&](std::size_t request, IdRun piece) {
    if (rounds.empty() || rounds.back().items + piece.count > round_items) rounds.emplace_back();
    Round& round = rounds.back();
    if (round.spans.empty() || round.spans.back().first != request) round.spans.emplace_back(request, 0);
    ++round.spans.back().second;
    round.pieces.push_back(piece);
    round.items += piece.count;
  };
  for (std::size_t r = 0; r < requests.size(); ++r)
    for (const IdRun& run : requests[r].runs()) {
      if (run.first < 0 || run.end() > blocks.size())
        throw InternalError("split: items " + std::to_string(run.first) + ".." + std::to_string(run.end() - 1) +
                            " asked of an array of " + std::to_string(blocks.size()));
      for_each_block_piece(blocks, run, [&](int, std::int64_t first, std::int64_t count) {
        for (std::int64_t done = 0; done < count; done += round_items)
          add(r, {first + done, std::min(round_items, count - done)});
      });
    }
  return rounds;
}

std::vector<std::vector<std::int64_t>> questions_of(const exchange::BlockDistribution& blocks, const Round& round) {
  std::vector<std::vector<std::int64_t>> runs(static_cast<std::size_t>(blocks.ranks()));
  for (const IdRun& piece : round.pieces) {
    auto& asked = runs[static_cast<std::size_t>(blocks.owner(piece.first + 1))];
    asked.insert(asked.end(), {piece.first, piece.count});
  }
  return runs;
}

// The owner's side: the bytes of every run asked (first, count pairs from each rank), in
// the order asked, per asking rank.
exchange::ByteStreams answer(const graph::Received& asked, std::int64_t block_first, std::size_t item_bytes,
                             std::span<const std::byte> block) {
  std::int64_t total = 0;
  for (std::size_t p = 1; p < asked.values.size(); p += 2) total += asked.values[p];
  exchange::ByteStreams reply;
  reply.bytes.resize(static_cast<std::size_t>(total) * item_bytes);
  reply.offsets.push_back(0);
  std::size_t at = 0, value = 0;
  for (const int count : asked.counts) {
    for (const std::size_t end = value + static_cast<std::size_t>(count); value < end; value += 2) {
      const std::int64_t first = asked.values[value];
      const auto bytes = static_cast<std::size_t>(asked.values[value + 1]) * item_bytes;
      const auto from = static_cast<std::size_t>(first - block_first) * item_bytes;
      if (first < block_first || from + bytes > block.size())
        throw InternalError("split: items asked of a rank beyond the block it holds");
      std::memcpy(reply.bytes.data() + at, block.data() + from, bytes);
      at += bytes;
    }
    reply.offsets.push_back(static_cast<std::int64_t>(at));
  }
  return reply;
}

}  // namespace

std::vector<std::vector<std::byte>> fetch_from_blocks(MPI_Comm comm, std::int64_t items, std::size_t item_bytes,
                                                      std::span<const std::byte> block,
                                                      std::span<const IdRuns> requests, std::int64_t round_bytes) {
  const exchange::BlockDistribution blocks(items, size_of(comm));
  const std::vector<Round> rounds =
      mpi::run_agreed(comm, [&] { return plan_rounds(blocks, item_bytes, requests, round_bytes); });
  std::vector<std::vector<std::byte>> values(requests.size());
  std::vector<std::size_t> filled(requests.size(), 0);  // bytes of each request placed
  for (std::size_t r = 0; r < requests.size(); ++r)
    values[r].resize(static_cast<std::size_t>(requests[r].size()) * item_bytes);
  auto round_count = static_cast<std::int64_t>(rounds.size());
  MPI_Allreduce(MPI_IN_PLACE, &round_count, 1, MPI_INT64_T, MPI_MAX, comm);
  const Round nothing;
  for (std::size_t k = 0; k < static_cast<std::size_t>(round_count); ++k) {  // every rank answers in every round
    const Round& round = k < rounds.size() ? rounds[k] : nothing;
    const auto asked = graph::alltoallv_int64(comm, questions_of(blocks, round));
    const auto replies = exchange::alltoallv_bytes(
        comm, mpi::run_agreed(comm, [&] { return answer(asked, blocks.first(rank_of(comm)) - 1, item_bytes, block); }));
    std::vector<std::int64_t> cursor(replies.offsets.begin(), replies.offsets.end() - 1);
    std::size_t next = 0;
    for (const auto& [request, pieces] : round.spans)
      for (std::size_t end = next + pieces; next < end; ++next) {
        const IdRun& piece = round.pieces[next];
        const auto bytes = static_cast<std::size_t>(piece.count) * item_bytes;
        auto& from = cursor[static_cast<std::size_t>(blocks.owner(piece.first + 1))];
        std::memcpy(values[request].data() + filled[request], replies.bytes.data() + from, bytes);
        from += static_cast<std::int64_t>(bytes);
        filled[request] += bytes;
      }
  }
  return values;
}

}  // namespace pcgns::split
