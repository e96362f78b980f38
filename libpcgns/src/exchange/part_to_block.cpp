#include "pcgns/exchange/part_to_block.hpp"

#include <cstring>

#include "exchange/block_records.hpp"
#include "pcgns/exchange/part_to_block_varsize.hpp"

namespace pcgns::exchange {
namespace {

struct Comm {
  int rank = 0;
  int ranks = 1;
  explicit Comm(MPI_Comm comm) {
    MPI_Comm_rank(comm, &rank);
    MPI_Comm_size(comm, &ranks);
  }
};

// Collective: InputError on every rank when any id of any rank is outside 1..n.
template <class Part>
void check_ranges(MPI_Comm comm, std::int64_t n, std::span<const Part> parts, const ExchangeContext& context) {
  std::string problem;
  for (const auto& part : parts)
    if (problem.empty()) problem = out_of_range(n, part.ids, part.source, context);
  throw_first_problem(comm, problem);
}

}  // namespace

namespace {

// Sends every copy to the owner of its id; returns the copies this rank keeps.
struct Received {
  ByteStreams streams;
  std::int64_t first = 1;  // this rank's block of ids
  std::int64_t count = 0;
};

Received send_to_owners(MPI_Comm comm, std::int64_t n, std::size_t value_bytes,
                        std::span<const Contribution> parts, const ExchangeContext& context) {
  const Comm me(comm);
  check_ranges(comm, n, parts, context);
  const BlockDistribution blocks(n, me.ranks);
  const auto size = static_cast<std::int64_t>(value_bytes);
  RecordWriter writer(blocks);
  for (const auto& part : parts)
    for (const std::int64_t id : part.ids) writer.count(id, size);
  writer.layout();
  for (const auto& part : parts) {
    const auto* values = static_cast<const std::byte*>(part.values);
    for (std::size_t i = 0; i < part.ids.size(); ++i) writer.put(part.ids[i], part.source, values + i * value_bytes, size);
  }
  return {alltoallv_bytes(comm, writer.streams()), blocks.first(me.rank), blocks.count(me.rank)};
}

}  // namespace

std::vector<std::byte> part_to_block(MPI_Comm comm, std::int64_t n, std::size_t value_bytes,
                                     std::span<const Contribution> parts, Duplicates policy,
                                     const ExchangeContext& context) {
  const Received received = send_to_owners(comm, n, value_bytes, parts, context);
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
  const Received received = send_to_owners(comm, n, value_bytes, parts, context);
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
  const Comm me(comm);
  check_ranges(comm, n, parts, context);
  const BlockDistribution blocks(n, me.ranks);
  const auto width = static_cast<std::int64_t>(entry_bytes);
  RecordWriter writer(blocks);
  for (const auto& part : parts)
    for (std::size_t i = 0; i < part.ids.size(); ++i)
      writer.count(part.ids[i], (part.offsets[i + 1] - part.offsets[i]) * width);
  writer.layout();
  for (const auto& part : parts) {
    const auto* entries = static_cast<const std::byte*>(part.entries);
    for (std::size_t i = 0; i < part.ids.size(); ++i)
      writer.put(part.ids[i], part.source, entries + part.offsets[i] * width,
                 (part.offsets[i + 1] - part.offsets[i]) * width);
  }
  const ByteStreams received = alltoallv_bytes(comm, writer.streams());
  const std::int64_t first = blocks.first(me.rank);
  const BlockRecords block(received, first, blocks.count(me.rank));
  const auto chosen = choose_copies(comm, block, first, policy, context);
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
