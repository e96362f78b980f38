#pragma once
// The records ranks send to block owners -- [id][source][size][payload] -- and what the
// owner does with them: group by id, apply the duplicate policy, find the ids nobody
// sent. Shared by the fixed-size and the variable-size exchanges.
#include <mpi.h>

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "exchange/alltoallv_bytes.hpp"
#include "pcgns/exchange/block_distribution.hpp"
#include "pcgns/exchange/part_to_block.hpp"

namespace pcgns::exchange {

// One received record, read in place: [id int64][source int32][size int64][payload].
// Only the pointer is stored, so sorting a block's records costs 8 bytes each.
class RecordRef {
 public:
  explicit RecordRef(const std::byte* header = nullptr) : header_(header) {}
  std::int64_t id() const { return field<std::int64_t>(0); }
  int source() const { return field<std::int32_t>(8); }
  std::int64_t size() const { return field<std::int64_t>(12); }  // payload bytes
  const std::byte* payload() const { return header_ + kHeaderBytes; }
  const std::byte* next() const { return payload() + size(); }
  static constexpr std::size_t kHeaderBytes = 20;

 private:
  template <class T>
  T field(std::size_t offset) const {
    T value;
    std::memcpy(&value, header_ + offset, sizeof(T));
    return value;
  }
  const std::byte* header_;
};

// Builds the per-destination streams, one record per (id, copy). Ids must already be
// checked to lie in 1..n (out_of_range + throw_first_problem).
class RecordWriter {
 public:
  explicit RecordWriter(const BlockDistribution& blocks)
      : blocks_(blocks), sizes_(static_cast<std::size_t>(blocks.ranks()), 0) {}
  // Two passes: count() every record, then layout(), then put() every record.
  void count(std::int64_t id, std::int64_t payload);
  void layout();
  void put(std::int64_t id, int source, const std::byte* payload, std::int64_t size);
  const ByteStreams& streams() const { return streams_; }

 private:
  const BlockDistribution& blocks_;
  std::vector<std::int64_t> sizes_;
  std::vector<std::int64_t> cursor_;
  ByteStreams streams_;
};

// The records received by a block owner, grouped by id (every copy of an id together,
// lowest source first).
class BlockRecords {
 public:
  BlockRecords(const ByteStreams& received, std::int64_t first, std::int64_t count);
  std::int64_t count() const { return count_; }
  // Copies of local id index i (0-based in the block).
  std::span<const RecordRef> copies(std::int64_t i) const;

 private:
  std::int64_t first_ = 1;
  std::int64_t count_ = 0;
  std::vector<RecordRef> records_;
  std::vector<std::int64_t> starts_;
};

// Collective. Checks copies and coverage (every id of the block sent) under `policy`;
// returns, for each id of the block, the copy to keep. InputError, identical on every
// rank, on a problem.
std::vector<const RecordRef*> choose_copies(MPI_Comm comm, const BlockRecords& block, std::int64_t first,
                                            Duplicates policy, const ExchangeContext& context);

// Ids nobody sent, collected in runs (only the first few kept) for one message.
class MissingIds {
 public:
  void add(std::int64_t id);
  // Collective: every rank's runs joined into "<what>: global ids 5-9, 12 missing";
  // empty when no id is missing anywhere.
  std::string message(MPI_Comm comm, const ExchangeContext& context) const;

 private:
  std::vector<std::pair<std::int64_t, std::int64_t>> runs_;
  std::int64_t count_ = 0;
};

// "<what>: conflicting values for global id 7 in A and B" (or "given twice", unique).
std::string duplicate_message(const ExchangeContext& context, Duplicates policy, std::int64_t id, int kept_source,
                              int other_source);

// Local: a message for the first id outside 1..n, empty when all are inside.
std::string out_of_range(std::int64_t n, std::span<const std::int64_t> ids, int source, const ExchangeContext& context);
// Collective: InputError on every rank when any id of any part is outside 1..n.
template <class Part>
void check_ranges(MPI_Comm comm, std::int64_t n, std::span<const Part> parts, const ExchangeContext& context);

// Collective: if any rank has a message, every rank throws InputError with the message of
// the lowest such rank.
void throw_first_problem(MPI_Comm comm, const std::string& local_problem);

template <class Part>
void check_ranges(MPI_Comm comm, std::int64_t n, std::span<const Part> parts, const ExchangeContext& context) {
  std::string problem;
  for (const auto& part : parts)
    if (problem.empty()) problem = out_of_range(n, part.ids, part.source, context);
  throw_first_problem(comm, problem);
}

}  // namespace pcgns::exchange
