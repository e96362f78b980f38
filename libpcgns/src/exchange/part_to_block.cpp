#include "pcgns/exchange/part_to_block.hpp"

#include <cstring>

#include "exchange/block_records.hpp"
#include "pcgns/mpi_rank.hpp"
#include "pcgns/exchange/part_to_block_varsize.hpp"

namespace pcgns::exchange {
namespace {


// Collective: InputError on every rank when any id of any rank is outside 1..n.
template <class Part>
void check_ranges(MPI_Comm comm, std::int64_t n, std::span<const Part> parts, const ExchangeContext& context) {
  std::string problem;
  for (const auto& part : parts)
    if (problem.empty()) problem = out_of_range(n, part.ids, part.source, context);
  throw_first_problem(comm, problem);
}


// Sends every copy to the owner of its id; returns the copies this rank keeps.
struct Received {
  ByteStreams streams;
  std::int64_t first = 1;  // this rank's block of ids
  std::int64_t count = 0;
};

// `payload(part, i)` gives the bytes of item i of a part: {pointer, size}.
template <class Part, class Payload>
Received send_to_owners(MPI_Comm comm, std::int64_t n, std::span<const Part> parts,
                        const ExchangeContext& context, Payload payload) {
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

Received send_fixed(MPI_Comm comm, std::int64_t n, std::size_t value_bytes, std::span<const Contribution> parts,
                    const ExchangeContext& context) {
  const auto size = static_cast<std::int64_t>(value_bytes);
  return send_to_owners(comm, n, parts, context, [&](const Contribution& part, std::size_t i) {
    return std::pair(static_cast<const std::byte*>(part.values) + i * value_bytes, size);
  });
}

}  // namespace

std::vector<std::byte> part_to_block(MPI_Comm comm, std::int64_t n, std::size_t value_bytes,
                                     std::span<const Contribution> parts, Duplicates policy,
                                     const ExchangeContext& context) {
  const Received received = send_fixed(comm, n, value_bytes, parts, context);
  const BlockRecords block(received.streams, received.first, received.count);
  const auto chosen = choose_copies(comm, block, received.first, policy, context);
  std::vector<std::byte> result(chosen.size() * value_bytes);
  for (std::size_t i = 0; i < chosen.size(); ++i)
    std::memcpy(result.data() + i * value_bytes, chosen[i]->payload(), value_bytes);
  return result;
}

SparseBlock part_to_sparse_block(MPI_Comm comm, std::int64_t n, std::size_t value_bytes,
                                 std::span<const Contribution> parts, Duplicates policy,
                                 const ExchangeContext& context) {
  const Received received = send_fixed(comm, n, value_bytes, parts, context);
  const BlockRecords block(received.streams, received.first, received.count);
  const auto chosen = choose_copies(comm, block, received.first, policy, context, /*complete=*/false);
  SparseBlock result;
  for (std::size_t i = 0; i < chosen.size(); ++i) {
    if (!chosen[i]) continue;
    result.ids.push_back(received.first + static_cast<std::int64_t>(i));
    result.values.insert(result.values.end(), chosen[i]->payload(), chosen[i]->payload() + value_bytes);
  }
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
