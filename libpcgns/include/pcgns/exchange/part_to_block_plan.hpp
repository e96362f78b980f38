#pragma once
// A part -> block exchange planned once and run for many arrays over the same ids: the
// coordinates, every solution field and every time step of a zone share the ids of
// their parts. Planning sends the ids once; each exchange then moves bare values, with
// no per-id header, into buffers the plan keeps between exchanges.
#include <mpi.h>

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "pcgns/exchange/part_to_block.hpp"

namespace pcgns::exchange {

struct PartIds {                      // one part's ids on this rank (a rank may hold several)
  std::span<const std::int64_t> ids;  // 1-based global ids
  int source = 0;                     // the caller's tag, for messages
};

enum class Coverage {
  complete,  // every id 1..n must be given (a zone's vertices)
  sparse,    // only the ids given are kept (a boundary's vertices)
};

class PartToBlockPlan {
 public:
  // Collective. InputError, the same on every rank, for an id outside 1..n, an id given
  // twice under Duplicates::unique, and (Coverage::complete) ids no part gives.
  PartToBlockPlan(MPI_Comm comm, std::int64_t n, std::span<const PartIds> parts, Duplicates policy,
                  ExchangeContext context, Coverage coverage = Coverage::complete);

  // This rank's range of ids is [range_first, range_first + range_count); its block holds
  // count() values: every id of the range (complete) or the ids given, sorted (sparse).
  std::int64_t range_first() const { return range_first_; }
  std::int64_t count() const { return count_; }
  const std::vector<std::int64_t>& block_ids() const { return block_ids_; }  // sparse only

  // Collective. part_values[i]: parts[i].ids.size() * value_bytes bytes, in ids order.
  // Fills `block` with count() * value_bytes bytes. Under Duplicates::require_equal,
  // InputError on every rank for the first id whose copies differ, naming both sources
  // and `what` (the array; the plan's own context when empty).
  void exchange(std::size_t value_bytes, std::span<const void* const> part_values, std::byte* block,
                const std::string& what = {}) const;
  std::vector<std::byte> exchange(std::size_t value_bytes, std::span<const void* const> part_values,
                                  const std::string& what = {}) const;

  // The same in two steps, so a part's values can be dropped as soon as they are packed:
  // pack() every part (local, any order), then deliver() (collective).
  void pack(std::size_t value_bytes, std::size_t part, const void* values) const;
  std::vector<std::byte> deliver(std::size_t value_bytes, const std::string& what = {}) const;

 private:
  struct Duplicate {         // a received copy not kept, checked against the kept one
    std::int64_t entry = 0;  // its index among the received entries
    std::int64_t slot = 0;   // the block slot it duplicates
    int source = 0;
    int kept_source = 0;
  };
  struct ReceivedSources {  // runs (source, count) of the received entries, in order
    std::vector<std::int64_t> runs;
    template <class Visit>
    void for_each(Visit visit) const;
  };
  ReceivedSources plan_sends(std::span<const PartIds> parts);
  void plan_slots(const std::vector<std::int64_t>& ids, const ReceivedSources& sources, Coverage coverage);
  void check_unique_and_complete(const std::vector<std::int64_t>& ids, const ReceivedSources& sources,
                                 const std::vector<std::int64_t>& kept, const std::vector<std::int32_t>& kept_source,
                                 const std::vector<std::uint8_t>& shared, Coverage coverage) const;
  void deliver_into(std::size_t value_bytes, std::byte* block, const std::string& what) const;
  void check_duplicates(std::size_t value_bytes, const std::byte* received, const std::byte* block,
                        const std::string& what) const;

  MPI_Comm comm_;
  std::int64_t n_ = 0;
  Duplicates policy_;
  ExchangeContext context_;
  std::int64_t range_first_ = 1;
  std::int64_t range_count_ = 0;
  std::int64_t count_ = 0;
  std::vector<std::int64_t> block_ids_;
  std::vector<std::int64_t> part_starts_;    // parts + 1: part i's entries in the flat list
  std::vector<std::int64_t> send_position_;  // per entry of this rank's parts
  std::vector<std::int64_t> send_offsets_;   // ranks + 1, in entries
  std::vector<std::int64_t> recv_offsets_;   // ranks + 1, in entries
  std::vector<std::int64_t> slot_;           // per received entry: its block slot, -1 if a duplicate
  std::vector<Duplicate> duplicates_;        // sorted by slot, then source
  mutable std::vector<std::byte> send_buffer_, recv_buffer_;
};

}  // namespace pcgns::exchange
