#include "split/unstructured/part_router.hpp"

#include <algorithm>
#include <cstring>
#include <numeric>

#include "exchange/alltoallv_bytes.hpp"
#include "pcgns/error.hpp"
#include "pcgns/exchange/block_distribution.hpp"
#include "pcgns/mpi_rank.hpp"
#include "split/graph/mpi_exchange.hpp"

namespace pcgns::split {
namespace {

// A record on the wire: [part int64][key int64][payload].
constexpr std::size_t kHeader = 2 * sizeof(std::int64_t);

std::int64_t read_int64(const std::byte* at) {
  std::int64_t value;
  std::memcpy(&value, at, sizeof value);
  return value;
}

// Sorts (key, record) pairs. Senders add their records in increasing key order as a
// rule (they walk their blocks in order), so the pairs are a few sorted runs, one per
// sender: merging the runs costs n log(runs) instead of a full sort's n log n.
void sort_runs(std::vector<std::pair<std::int64_t, std::size_t>>& pairs) {
  constexpr std::size_t kMostRuns = 64;
  std::vector<std::size_t> ends;
  for (std::size_t i = 1; i < pairs.size() && ends.size() <= kMostRuns; ++i)
    if (pairs[i] < pairs[i - 1]) ends.push_back(i);
  if (ends.size() > kMostRuns) {
    std::sort(pairs.begin(), pairs.end());
    return;
  }
  ends.push_back(pairs.size());
  std::vector<std::size_t> starts{0};
  starts.insert(starts.end(), ends.begin(), ends.end() - 1);
  // Merge neighbouring runs pairwise until one is left.
  while (starts.size() > 1) {
    std::vector<std::size_t> merged_starts, merged_ends;
    for (std::size_t r = 0; r < starts.size(); r += 2) {
      if (r + 1 == starts.size()) {
        merged_starts.push_back(starts[r]);
        merged_ends.push_back(ends[r]);
        continue;
      }
      const auto begin = pairs.begin();
      std::inplace_merge(begin + static_cast<std::ptrdiff_t>(starts[r]), begin + static_cast<std::ptrdiff_t>(ends[r]),
                         begin + static_cast<std::ptrdiff_t>(ends[r + 1]));
      merged_starts.push_back(starts[r]);
      merged_ends.push_back(ends[r + 1]);
    }
    starts.swap(merged_starts);
    ends.swap(merged_ends);
  }
}

}  // namespace

std::int64_t PartRecords::int64_at(std::size_t i, std::size_t field) const {
  return read_int64(payload(i) + field * sizeof(std::int64_t));
}

PartRouter::PartRouter(MPI_Comm comm, std::size_t payload_bytes)
    : comm_(comm), ranks_(size_of(comm)), payload_bytes_(payload_bytes), buckets_(static_cast<std::size_t>(ranks_)) {}

void PartRouter::expect(int part, std::size_t records) {
  if (!offsets_.empty()) throw InternalError("PartRouter: records announced after the first one was added");
  if (announced_.empty()) announced_.assign(static_cast<std::size_t>(ranks_), 0);
  announced_[static_cast<std::size_t>(part_owner(part, ranks_))] += records;
}

void PartRouter::open_send_buffer() {
  const std::size_t record = kHeader + payload_bytes_;
  offsets_.assign(1, 0);
  for (const std::size_t records : announced_)
    offsets_.push_back(offsets_.back() + static_cast<std::int64_t>(records * record));
  send_.resize(static_cast<std::size_t>(offsets_.back()));
  cursors_.assign(offsets_.begin(), offsets_.end() - 1);
}

std::byte* PartRouter::slot(int part) {
  const auto owner = static_cast<std::size_t>(part_owner(part, ranks_));
  const std::size_t record = kHeader + payload_bytes_;
  if (announced_.empty()) {
    auto& bucket = buckets_[owner];
    const std::size_t at = bucket.size();
    bucket.resize(at + record);
    return bucket.data() + at;
  }
  if (offsets_.empty()) open_send_buffer();
  std::size_t& cursor = cursors_[owner];
  if (cursor + record > static_cast<std::size_t>(offsets_[owner + 1]))
    throw InternalError("PartRouter: more records for rank " + std::to_string(owner) + " than announced");
  std::byte* at = send_.data() + cursor;
  cursor += record;
  return at;
}

void PartRouter::add(int part, std::int64_t key, const void* payload) {
  std::byte* at = slot(part);
  const std::int64_t header[2] = {part, key};
  std::memcpy(at, header, kHeader);
  if (payload_bytes_ > 0) std::memcpy(at + kHeader, payload, payload_bytes_);
}

void PartRouter::add(int part, std::int64_t key, std::span<const std::int64_t> fields) {
  if (fields.size_bytes() != payload_bytes_) throw InternalError("PartRouter: payload of the wrong size");
  add(part, key, fields.data());
}

exchange::ByteStreams PartRouter::send_streams() {
  exchange::ByteStreams send;
  if (!announced_.empty()) {
    if (offsets_.empty()) open_send_buffer();  // announced, none added: empty streams
    for (std::size_t r = 0; r < cursors_.size(); ++r)
      if (cursors_[r] != static_cast<std::size_t>(offsets_[r + 1]))
        throw InternalError("PartRouter: fewer records for rank " + std::to_string(r) + " than announced");
    send.bytes = std::move(send_);
    send.offsets = std::move(offsets_);
    return send;
  }
  send.offsets.push_back(0);
  std::size_t total = 0;
  for (const auto& bucket : buckets_) total += bucket.size();
  send.bytes.reserve(total);  // one allocation, not a doubling one
  for (auto& bucket : buckets_) {
    send.bytes.insert(send.bytes.end(), bucket.begin(), bucket.end());
    send.offsets.push_back(static_cast<std::int64_t>(send.bytes.size()));
    std::vector<std::byte>().swap(bucket);
  }
  return send;
}

std::map<int, PartRecords> PartRouter::exchange() {
  exchange::ByteStreams send = send_streams();
  const auto got = exchange::alltoallv_bytes(comm_, send);
  send = {};
  const std::size_t record = kHeader + payload_bytes_;
  const std::size_t records = got.bytes.size() / record;
  // Per part, (key, record) pairs sorted -- contiguous pairs sort far faster than
  // indices compared through the byte stream -- then the payloads copied in that order.
  // Counted first, so each part's pairs are allocated once.
  const auto part_at = [&](std::size_t r) {
    return static_cast<std::size_t>(read_int64(got.bytes.data() + r * record));
  };
  std::vector<std::size_t> per_part;
  for (std::size_t r = 0; r < records; ++r) {
    const std::size_t part = part_at(r);
    if (part >= per_part.size()) per_part.resize(part + 1, 0);
    ++per_part[part];
  }
  std::vector<std::vector<std::pair<std::int64_t, std::size_t>>> order(per_part.size());
  for (std::size_t part = 0; part < per_part.size(); ++part) order[part].reserve(per_part[part]);
  for (std::size_t r = 0; r < records; ++r)
    order[part_at(r)].emplace_back(read_int64(got.bytes.data() + r * record + sizeof(std::int64_t)), r);
  std::map<int, PartRecords> parts;
  for (std::size_t part_index = 0; part_index < order.size(); ++part_index) {
    auto& pairs = order[part_index];
    if (pairs.empty()) continue;  // parts nobody wrote to stay absent
    const int part_id = static_cast<int>(part_index);
    sort_runs(pairs);
    PartRecords& part = parts[part_id];
    part.payload_bytes = payload_bytes_;
    part.keys.resize(pairs.size());
    part.payloads.resize(pairs.size() * payload_bytes_);
    for (std::size_t i = 0; i < pairs.size(); ++i) {
      part.keys[i] = pairs[i].first;
      if (payload_bytes_ > 0)
        std::memcpy(part.payloads.data() + i * payload_bytes_, got.bytes.data() + pairs[i].second * record + kHeader,
                    payload_bytes_);
    }
    std::vector<std::pair<std::int64_t, std::size_t>>().swap(pairs);
  }
  return parts;
}

}  // namespace pcgns::split
