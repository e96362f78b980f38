#pragma once
// Moving values to the partitions of an unstructured split. Part r is built by rank
// r % P; a PartRouter gathers fixed-size records addressed to parts, each under a sort
// key (a position in the original order), and delivers them to the ranks that build
// those parts, sorted by key within each part.
#include <mpi.h>

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <span>
#include <vector>

#include "exchange/alltoallv_bytes.hpp"
#include "split/unstructured/owner_questions.hpp"

namespace pcgns::split {

// What a part receives: the keys in increasing order and one payload per key.
struct PartRecords {
  std::vector<std::int64_t> keys;
  std::vector<std::byte> payloads;  // keys.size() * payload bytes, in key order
  std::size_t payload_bytes = 0;
  std::size_t size() const { return keys.size(); }
  const std::byte* payload(std::size_t i) const { return payloads.data() + i * payload_bytes; }
  std::int64_t int64_at(std::size_t i, std::size_t field) const;  // payload as int64 fields
};

class PartRouter {
 public:
  PartRouter(MPI_Comm comm, std::size_t payload_bytes);
  // Optional, before the first add(): `records` more records will go to `part`. When
  // the records are announced, add() writes them straight into one send buffer of the
  // exact size, instead of per-rank buckets that grow by doubling and are then copied
  // into the send buffer (for a 2 GiB zone's cells, a gigabyte per rank twice over,
  // in freshly faulted pages). add() then refuses records beyond the announced ones.
  void expect(int part, std::size_t records = 1);
  void add(int part, std::int64_t key, const void* payload);
  void add(int part, std::int64_t key, std::span<const std::int64_t> fields);
  // Collective: every part built here, with what was addressed to it (parts nobody
  // wrote to are absent).
  std::map<int, PartRecords> exchange();

 private:
  std::byte* slot(int part);  // where the next record to `part` goes
  void open_send_buffer();
  exchange::ByteStreams send_streams();  // every record added, by destination rank

  MPI_Comm comm_;
  int ranks_ = 1;
  std::size_t payload_bytes_;
  std::vector<std::vector<std::byte>> buckets_;  // per destination rank, records not announced
  std::vector<std::size_t> announced_;           // records per destination rank, from expect()
  std::vector<std::byte> send_;                  // announced records, by destination rank
  std::vector<std::size_t> cursors_;             // next free byte of each rank's stream in send_
  std::vector<std::int64_t> offsets_;            // ranks + 1: each rank's stream in send_
};

}  // namespace pcgns::split
