#include "pcgns/exchange/part_to_block.hpp"

#include <cstring>

#include "exchange/block_records.hpp"
#include "pcgns/exchange/part_to_block_plan.hpp"
#include "pcgns/exchange/part_to_block_varsize.hpp"
#include "pcgns/mpi_rank.hpp"

namespace pcgns::exchange {
namespace {

// Sends every copy to the owner of its id; returns the copies this rank keeps.
struct Received {
  ByteStreams streams;
  std::int64_t first = 1;  // this rank's block of ids
  std::int64_t count = 0;
};

// `payload(part, i)` gives the bytes of item i of a part: {pointer, size}.
template <class Part, class Payload>
Received send_to_owners(MPI_Comm comm, std::int64_t n, std::span<const Part> parts, const ExchangeContext& context,
                        Payload payload) {
  check_ranges(comm, n, parts, context);
  const BlockDistribution blocks(n, size_of(comm));
  RecordWriter writer(blocks);
  for (const auto& part : parts)
    for (std::size_t i = 0; i < part.ids.size(); ++i) writer.count(part.ids[i], payload(part, i).second);
  writer.layout();
  for (const auto& part : parts)
    for (std::size_t i = 0; i < part.ids.size(); ++i) {
      const auto [bytes, size] = payload(part, i);
      writer.put(part.ids[i], part.source, bytes, size);
    }
  const int rank = rank_of(comm);
  return {alltoallv_bytes(comm, writer.streams()), blocks.first(rank), blocks.count(rank)};
}

// One exchange over a plan of its own: for arrays exchanged once.
std::vector<std::byte> planned_exchange(MPI_Comm comm, std::int64_t n, std::size_t value_bytes,
                                        std::span<const Contribution> parts, Duplicates policy,
                                        const ExchangeContext& context, Coverage coverage,
                                        std::vector<std::int64_t>* block_ids) {
  std::vector<PartIds> ids;
  std::vector<const void*> values;
  for (const auto& part : parts) {
    ids.push_back({part.ids, part.source});
    values.push_back(part.values);
  }
  const PartToBlockPlan plan(comm, n, ids, policy, context, coverage);
  if (block_ids) *block_ids = plan.block_ids();
  return plan.exchange(value_bytes, values);
}

}  // namespace

std::vector<std::byte> part_to_block(MPI_Comm comm, std::int64_t n, std::size_t value_bytes,
                                     std::span<const Contribution> parts, Duplicates policy,
                                     const ExchangeContext& context) {
  return planned_exchange(comm, n, value_bytes, parts, policy, context, Coverage::complete, nullptr);
}

SparseBlock part_to_sparse_block(MPI_Comm comm, std::int64_t n, std::size_t value_bytes,
                                 std::span<const Contribution> parts, Duplicates policy,
                                 const ExchangeContext& context) {
  SparseBlock result;
  result.values = planned_exchange(comm, n, value_bytes, parts, policy, context, Coverage::sparse, &result.ids);
  return result;
}

VarBlock part_to_block_varsize(MPI_Comm comm, std::int64_t n, std::size_t entry_bytes,
                               std::span<const VarContribution> parts, Duplicates policy,
                               const ExchangeContext& context) {
  const auto width = static_cast<std::int64_t>(entry_bytes);
  const Received received = send_to_owners(comm, n, parts, context, [&](const VarContribution& part, std::size_t i) {
    return std::pair(static_cast<const std::byte*>(part.entries) + part.offsets[i] * width,
                     (part.offsets[i + 1] - part.offsets[i]) * width);
  });
  const BlockRecords block(received.streams, received.first, received.count);
  const auto chosen = choose_copies(comm, block, received.first, policy, context);
  VarBlock result;
  result.offsets.push_back(0);
  for (const RecordRef* copy : chosen) result.offsets.push_back(result.offsets.back() + copy->size() / width);
  result.entries.resize(static_cast<std::size_t>(result.offsets.back() * width));
  std::byte* at = result.entries.data();
  for (const RecordRef* copy : chosen) {
    if (copy->size() > 0) std::memcpy(at, copy->payload(), static_cast<std::size_t>(copy->size()));
    at += copy->size();
  }
  return result;
}

}  // namespace pcgns::exchange
