#include "split/unstructured/owner_questions.hpp"

#include "pcgns/error.hpp"
#include "pcgns/exchange/block_distribution.hpp"
#include "pcgns/mpi_rank.hpp"
#include "split/graph/mpi_exchange.hpp"

namespace pcgns::split {

std::vector<std::vector<std::int64_t>> ask_block_owners(
    MPI_Comm comm, std::int64_t n, std::span<const std::int64_t> ids,
    const std::function<std::span<const std::int64_t>(std::int64_t)>& answer) {
  const int ranks = size_of(comm);
  const exchange::BlockDistribution blocks(n, ranks);
  std::vector<std::vector<std::int64_t>> questions(static_cast<std::size_t>(ranks));
  std::vector<std::vector<std::size_t>> asked_at(static_cast<std::size_t>(ranks));
  for (std::size_t i = 0; i < ids.size(); ++i) {
    if (ids[i] < 1 || ids[i] > n) throw InternalError("ask_block_owners: id out of range");
    const auto owner = static_cast<std::size_t>(blocks.owner(ids[i]));
    questions[owner].push_back(ids[i]);
    asked_at[owner].push_back(i);
  }
  const auto asked = graph::alltoallv_int64(comm, questions);
  // Answers per source rank: [length, values...] for each question, in its order.
  std::vector<std::vector<std::int64_t>> answers(static_cast<std::size_t>(ranks));
  std::size_t at = 0;
  for (int source = 0; source < ranks; ++source)
    for (int q = 0; q < asked.counts[static_cast<std::size_t>(source)]; ++q, ++at) {
      const auto values = answer(asked.values[at]);
      auto& out = answers[static_cast<std::size_t>(source)];
      out.push_back(static_cast<std::int64_t>(values.size()));
      out.insert(out.end(), values.begin(), values.end());
    }
  const auto got = graph::alltoallv_int64(comm, answers);
  std::vector<std::vector<std::int64_t>> result(ids.size());
  at = 0;
  for (std::size_t owner = 0; owner < asked_at.size(); ++owner)
    for (const std::size_t i : asked_at[owner]) {
      const auto length = static_cast<std::size_t>(got.values[at]);
      result[i].assign(got.values.begin() + static_cast<std::ptrdiff_t>(at + 1),
                       got.values.begin() + static_cast<std::ptrdiff_t>(at + 1 + length));
      at += 1 + length;
    }
  return result;
}

std::vector<std::int64_t> ask_part_owners(MPI_Comm comm, std::span<const std::pair<int, std::int64_t>> questions,
                                          const std::function<std::int64_t(int, std::int64_t)>& answer) {
  const int ranks = size_of(comm);
  std::vector<std::vector<std::int64_t>> asked_of(static_cast<std::size_t>(ranks));  // (part, id) pairs
  std::vector<std::vector<std::size_t>> asked_at(static_cast<std::size_t>(ranks));
  for (std::size_t q = 0; q < questions.size(); ++q) {
    const auto owner = static_cast<std::size_t>(part_owner(questions[q].first, ranks));
    asked_of[owner].insert(asked_of[owner].end(), {questions[q].first, questions[q].second});
    asked_at[owner].push_back(q);
  }
  const auto asked = graph::alltoallv_int64(comm, asked_of);
  std::vector<std::vector<std::int64_t>> answers(static_cast<std::size_t>(ranks));
  std::size_t at = 0;
  for (int source = 0; source < ranks; ++source)
    for (int value = 0; value < asked.counts[static_cast<std::size_t>(source)]; value += 2, at += 2)
      answers[static_cast<std::size_t>(source)].push_back(
          answer(static_cast<int>(asked.values[at]), asked.values[at + 1]));
  const auto got = graph::alltoallv_int64(comm, answers);
  std::vector<std::int64_t> result(questions.size());
  at = 0;
  for (const auto& positions : asked_at)
    for (const std::size_t q : positions) result[q] = got.values[at++];
  return result;
}

}  // namespace pcgns::split
