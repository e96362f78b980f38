#include "split/unstructured/block_fetch.hpp"

#include <cstring>
#include <string>

#include "exchange/alltoallv_bytes.hpp"
#include "pcgns/error.hpp"
#include "pcgns/mpi/agreement.hpp"
#include "pcgns/mpi_rank.hpp"
#include "split/graph/mpi_exchange.hpp"

namespace pcgns::split {
namespace {

struct Segment {  // the items of one request that one owner answers
  int owner = 0;
  std::int64_t items = 0;
};

// The runs asked of each owner, as (first, count) pairs, and each request's segments.
struct Questions {
  std::vector<std::vector<std::int64_t>> runs;  // per owner
  std::vector<std::vector<Segment>> segments;   // per request, owners increasing
};

Questions split_by_owner(const exchange::BlockDistribution& blocks, std::span<const IdRuns> requests) {
  Questions questions;
  questions.runs.resize(static_cast<std::size_t>(blocks.ranks()));
  questions.segments.resize(requests.size());
  for (std::size_t r = 0; r < requests.size(); ++r)
    for (const IdRun& run : requests[r].runs()) {
      if (run.first < 0 || run.end() > blocks.size())
        throw InternalError("split: items " + std::to_string(run.first) + ".." + std::to_string(run.end() - 1) +
                            " asked of an array of " + std::to_string(blocks.size()));
      for_each_block_piece(blocks, run, [&](int owner, std::int64_t first, std::int64_t count) {
        auto& asked = questions.runs[static_cast<std::size_t>(owner)];
        asked.insert(asked.end(), {first, count});
        auto& segments = questions.segments[r];
        if (segments.empty() || segments.back().owner != owner) segments.push_back({owner, 0});
        segments.back().items += count;
      });
    }
  return questions;
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
                                                      std::span<const IdRuns> requests) {
  const exchange::BlockDistribution blocks(items, size_of(comm));
  const Questions questions = mpi::run_agreed(comm, [&] { return split_by_owner(blocks, requests); });
  const auto asked = graph::alltoallv_int64(comm, questions.runs);
  const auto replies = exchange::alltoallv_bytes(
      comm, mpi::run_agreed(comm, [&] { return answer(asked, blocks.first(rank_of(comm)) - 1, item_bytes, block); }));
  std::vector<std::int64_t> cursor(replies.offsets.begin(), replies.offsets.end() - 1);
  std::vector<std::vector<std::byte>> values(requests.size());
  for (std::size_t r = 0; r < requests.size(); ++r) {
    values[r].resize(static_cast<std::size_t>(requests[r].size()) * item_bytes);
    std::size_t at = 0;
    for (const Segment& segment : questions.segments[r]) {
      const auto bytes = static_cast<std::size_t>(segment.items) * item_bytes;
      auto& from = cursor[static_cast<std::size_t>(segment.owner)];
      std::memcpy(values[r].data() + at, replies.bytes.data() + from, bytes);
      from += static_cast<std::int64_t>(bytes);
      at += bytes;
    }
  }
  return values;
}

}  // namespace pcgns::split
