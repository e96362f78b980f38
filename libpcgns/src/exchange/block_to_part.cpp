#include "pcgns/exchange/block_to_part.hpp"

#include <string>

#include "exchange/alltoallv_bytes.hpp"
#include "exchange/block_records.hpp"
#include "pcgns/exchange/block_distribution.hpp"

namespace pcgns::exchange {
namespace {

// Requests grouped by owner (counting sort), remembering where each answer goes back.
struct Requests {
  ByteStreams ids;                    // int64 ids, per owner
  std::vector<std::size_t> position;  // wanted index of the k-th id sent, in send order
};

Requests group_by_owner(const BlockDistribution& blocks, std::span<const std::int64_t> wanted) {
  const auto ranks = static_cast<std::size_t>(blocks.ranks());
  std::vector<std::int64_t> counts(ranks, 0);
  for (const std::int64_t id : wanted) ++counts[static_cast<std::size_t>(blocks.owner(id))];
  Requests requests;
  requests.ids.offsets.assign(ranks + 1, 0);
  for (std::size_t r = 0; r < ranks; ++r) requests.ids.offsets[r + 1] = requests.ids.offsets[r] + counts[r];
  std::vector<std::int64_t> cursor(requests.ids.offsets.begin(), requests.ids.offsets.end() - 1);
  std::vector<std::int64_t> sorted(wanted.size());
  requests.position.resize(wanted.size());
  for (std::size_t i = 0; i < wanted.size(); ++i) {
    const auto slot = static_cast<std::size_t>(cursor[static_cast<std::size_t>(blocks.owner(wanted[i]))]++);
    sorted[slot] = wanted[i];
    requests.position[slot] = i;
  }
  requests.ids.bytes.resize(sorted.size() * sizeof(std::int64_t));
  if (!sorted.empty()) std::memcpy(requests.ids.bytes.data(), sorted.data(), requests.ids.bytes.size());
  for (auto& offset : requests.ids.offsets) offset *= static_cast<std::int64_t>(sizeof(std::int64_t));
  return requests;
}

}  // namespace

std::vector<std::byte> block_to_part(MPI_Comm comm, std::int64_t n, std::size_t value_bytes, const void* block_values,
                                     std::span<const std::int64_t> wanted_ids) {
  int rank = 0, ranks = 1;
  MPI_Comm_rank(comm, &rank);
  MPI_Comm_size(comm, &ranks);
  const BlockDistribution blocks(n, ranks);
  std::string problem;
  for (const std::int64_t id : wanted_ids)
    if (id < 1 || id > n) {
      problem = "block_to_part: global id " + std::to_string(id) + " out of range 1.." + std::to_string(n);
      break;
    }
  throw_first_problem(comm, problem);  // agreed, so no rank is left waiting in the exchange
  const Requests requests = group_by_owner(blocks, wanted_ids);
  const ByteStreams asked = alltoallv_bytes(comm, requests.ids);

  // Answer in the order asked: the answer streams have the request streams' layout,
  // scaled from ids to values.
  const std::int64_t first = blocks.first(rank);
  const auto* block = static_cast<const std::byte*>(block_values);
  const std::size_t asked_count = asked.bytes.size() / sizeof(std::int64_t);
  ByteStreams answers;
  answers.bytes.resize(asked_count * value_bytes);
  for (std::size_t k = 0; k < asked_count; ++k) {
    std::int64_t id = 0;
    std::memcpy(&id, asked.bytes.data() + k * sizeof(std::int64_t), sizeof(id));
    std::memcpy(answers.bytes.data() + k * value_bytes, block + static_cast<std::size_t>(id - first) * value_bytes,
                value_bytes);
  }
  const auto scale = static_cast<std::int64_t>(value_bytes);
  for (const std::int64_t offset : asked.offsets)
    answers.offsets.push_back(offset / static_cast<std::int64_t>(sizeof(std::int64_t)) * scale);
  const ByteStreams returned = alltoallv_bytes(comm, answers);

  std::vector<std::byte> result(wanted_ids.size() * value_bytes);
  for (std::size_t k = 0; k < requests.position.size(); ++k)
    std::memcpy(result.data() + requests.position[k] * value_bytes, returned.bytes.data() + k * value_bytes,
                value_bytes);
  return result;
}

}  // namespace pcgns::exchange
