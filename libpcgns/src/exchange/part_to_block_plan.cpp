#include "pcgns/exchange/part_to_block_plan.hpp"

#include <algorithm>
#include <cstring>
#include <limits>
#include <type_traits>
#include <utility>

#include "exchange/alltoallv_bytes.hpp"
#include "exchange/block_records.hpp"
#include "pcgns/exchange/block_distribution.hpp"
#include "pcgns/mpi_rank.hpp"

namespace pcgns::exchange {
namespace {

std::vector<std::int64_t> scaled(const std::vector<std::int64_t>& offsets, std::size_t factor) {
  std::vector<std::int64_t> bytes(offsets.size());
  for (std::size_t r = 0; r < offsets.size(); ++r) bytes[r] = offsets[r] * static_cast<std::int64_t>(factor);
  return bytes;
}

// Moves `count` values of `width` bytes: to[to_index(i)] = from[from_index(i)], skipping
// negative targets. `Width` is a std::size_t, or an integral_constant for the common
// widths, whose fixed-size copy the compiler turns into plain loads and stores.
template <class Width, class To, class From>
void move_each(Width width, std::byte* to, const std::byte* from, std::int64_t count, To to_index, From from_index) {
  const auto step = static_cast<std::int64_t>(std::size_t{width});
  for (std::int64_t i = 0; i < count; ++i) {
    const std::int64_t t = to_index(i);
    if (t >= 0) std::memcpy(to + t * step, from + from_index(i) * step, std::size_t{width});
  }
}

template <std::size_t W>
using Fixed = std::integral_constant<std::size_t, W>;

template <class To, class From>
void move_values(std::size_t width, std::byte* to, const std::byte* from, std::int64_t count, To to_index,
                 From from_index) {
  if (width == 0 || count == 0) return;  // nothing to move; the buffers may be null
  switch (width) {
    case 4: return move_each(Fixed<4>{}, to, from, count, to_index, from_index);
    case 8: return move_each(Fixed<8>{}, to, from, count, to_index, from_index);
    case 16: return move_each(Fixed<16>{}, to, from, count, to_index, from_index);
    case 24: return move_each(Fixed<24>{}, to, from, count, to_index, from_index);
    case 32: return move_each(Fixed<32>{}, to, from, count, to_index, from_index);
    default: return move_each(width, to, from, count, to_index, from_index);
  }
}

// The ids of every entry, in send order: what the block owners need to place values.
std::vector<std::int64_t> ids_in_send_order(std::span<const PartIds> parts,
                                            const std::vector<std::int64_t>& send_position, std::size_t total) {
  std::vector<std::int64_t> send(total);
  std::size_t entry = 0;
  for (const auto& part : parts)
    for (const std::int64_t id : part.ids) send[static_cast<std::size_t>(send_position[entry++])] = id;
  return send;
}

// Collective: an int64 stream per destination, delimited by `offsets` (in values).
std::vector<std::int64_t> exchange_int64(MPI_Comm comm, const std::vector<std::int64_t>& send,
                                         const std::vector<std::int64_t>& send_offsets,
                                         const std::vector<std::int64_t>& recv_offsets) {
  std::vector<std::int64_t> received(static_cast<std::size_t>(recv_offsets.back()));
  alltoallv_into(comm, reinterpret_cast<const std::byte*>(send.data()), scaled(send_offsets, sizeof(std::int64_t)),
                 reinterpret_cast<std::byte*>(received.data()), scaled(recv_offsets, sizeof(std::int64_t)));
  return received;
}

}  // namespace

PartToBlockPlan::PartToBlockPlan(MPI_Comm comm, std::int64_t n, std::span<const PartIds> parts, Duplicates policy,
                                 ExchangeContext context, Coverage coverage)
    : comm_(comm), n_(n), policy_(policy), context_(std::move(context)) {
  check_ranges(comm, n, parts, context_);
  const BlockDistribution blocks(n, size_of(comm));
  range_first_ = blocks.first(rank_of(comm));
  range_count_ = blocks.count(rank_of(comm));
  const ReceivedSources sources = plan_sends(parts);
  const auto ids =
      exchange_int64(comm, ids_in_send_order(parts, send_position_, static_cast<std::size_t>(send_offsets_.back())),
                     send_offsets_, recv_offsets_);
  plan_slots(ids, sources, coverage);
}

// Each entry's place in the send buffer: grouped by the rank owning its id, in part order.
// The sources go along as runs (source, count) per destination, not one per entry.
PartToBlockPlan::ReceivedSources PartToBlockPlan::plan_sends(std::span<const PartIds> parts) {
  const BlockDistribution blocks(n_, size_of(comm_));
  const auto ranks = static_cast<std::size_t>(blocks.ranks());
  std::vector<std::int64_t> per_rank(ranks, 0);
  part_starts_.assign(1, 0);
  for (const auto& part : parts) {
    for (const std::int64_t id : part.ids) ++per_rank[static_cast<std::size_t>(blocks.owner(id))];
    part_starts_.push_back(part_starts_.back() + static_cast<std::int64_t>(part.ids.size()));
  }
  send_offsets_.assign(ranks + 1, 0);
  for (std::size_t r = 0; r < ranks; ++r) send_offsets_[r + 1] = send_offsets_[r] + per_rank[r];
  std::vector<std::int64_t> cursor(send_offsets_.begin(), send_offsets_.end() - 1);
  send_position_.resize(static_cast<std::size_t>(part_starts_.back()));
  std::vector<std::vector<std::int64_t>> runs(ranks);  // per destination: source, count, ...
  std::size_t entry = 0;
  for (const auto& part : parts)
    for (const std::int64_t id : part.ids) {
      const auto owner = static_cast<std::size_t>(blocks.owner(id));
      send_position_[entry++] = cursor[owner]++;
      auto& run = runs[owner];
      if (run.empty() || run[run.size() - 2] != part.source) run.insert(run.end(), {part.source, 0});
      ++run.back();
    }
  recv_offsets_ = received_offsets(comm_, send_offsets_);

  std::vector<std::int64_t> flat, run_offsets(1, 0);
  for (const auto& run : runs) {
    flat.insert(flat.end(), run.begin(), run.end());
    run_offsets.push_back(static_cast<std::int64_t>(flat.size()));
  }
  ReceivedSources received;
  const auto recv_run_offsets = received_offsets(comm_, run_offsets);
  received.runs = exchange_int64(comm_, flat, run_offsets, recv_run_offsets);
  return received;
}

// Calls visit(entry, source) for every received entry, in order.
template <class Visit>
void PartToBlockPlan::ReceivedSources::for_each(Visit visit) const {
  std::int64_t entry = 0;
  for (std::size_t i = 0; i + 1 < runs.size(); i += 2)
    for (std::int64_t k = 0; k < runs[i + 1]; ++k) visit(entry++, static_cast<int>(runs[i]));
}

// Each received entry's slot in the block; of several copies of an id the lowest source
// is kept (the first received among equals), the others are checked against it.
void PartToBlockPlan::plan_slots(const std::vector<std::int64_t>& ids, const ReceivedSources& sources,
                                 Coverage coverage) {
  const auto slots = static_cast<std::size_t>(range_count_);
  std::vector<std::int64_t> kept(slots, -1);  // the entry kept for each id of the range
  std::vector<std::int32_t> kept_source(slots, 0);
  std::vector<std::uint8_t> shared(slots, 0);  // given more than once
  sources.for_each([&](std::int64_t e, int source) {
    const auto local = static_cast<std::size_t>(ids[static_cast<std::size_t>(e)] - range_first_);
    if (kept[local] >= 0) shared[local] = 1;
    if (kept[local] < 0 || source < kept_source[local]) {
      kept[local] = e;
      kept_source[local] = source;
    }
  });
  check_unique_and_complete(ids, sources, kept, kept_source, shared, coverage);

  // For now slots are local indices in the range; sparse blocks are compacted below.
  slot_.resize(ids.size());
  sources.for_each([&](std::int64_t e, int source) {
    const auto local = static_cast<std::int64_t>(ids[static_cast<std::size_t>(e)] - range_first_);
    const bool is_kept = kept[static_cast<std::size_t>(local)] == e;
    slot_[static_cast<std::size_t>(e)] = is_kept ? local : -1;
    if (!is_kept && policy_ == Duplicates::require_equal)
      duplicates_.push_back({e, local, source, kept_source[static_cast<std::size_t>(local)]});
  });
  std::sort(duplicates_.begin(), duplicates_.end(), [](const Duplicate& a, const Duplicate& b) {
    return std::pair(a.slot, a.source) < std::pair(b.slot, b.source);
  });
  if (coverage == Coverage::complete) {
    count_ = range_count_;
    return;
  }
  // Sparse: only the ids given, in id order (`kept` becomes each local id's slot).
  for (std::size_t local = 0; local < slots; ++local) {
    if (kept[local] < 0) continue;
    kept[local] = count_++;
    block_ids_.push_back(range_first_ + static_cast<std::int64_t>(local));
  }
  for (auto& slot : slot_)
    if (slot >= 0) slot = kept[static_cast<std::size_t>(slot)];
  for (auto& copy : duplicates_) copy.slot = kept[static_cast<std::size_t>(copy.slot)];
}

// Collective: an id given twice (policy unique: the lowest such id, its two lowest
// sources) and ids nobody gives (complete).
void PartToBlockPlan::check_unique_and_complete(const std::vector<std::int64_t>& ids, const ReceivedSources& sources,
                                                const std::vector<std::int64_t>& kept,
                                                const std::vector<std::int32_t>& kept_source,
                                                const std::vector<std::uint8_t>& shared, Coverage coverage) const {
  std::string problem;
  const auto twice = std::find(shared.begin(), shared.end(), std::uint8_t{1});
  if (policy_ == Duplicates::unique && twice != shared.end()) {
    const auto local = static_cast<std::size_t>(twice - shared.begin());
    int second = std::numeric_limits<int>::max();
    sources.for_each([&](std::int64_t e, int source) {
      if (ids[static_cast<std::size_t>(e)] - range_first_ == static_cast<std::int64_t>(local) && e != kept[local])
        second = std::min(second, source);
    });
    problem = duplicate_message(context_, policy_, range_first_ + static_cast<std::int64_t>(local), kept_source[local],
                                second);
  }
  throw_first_problem(comm_, problem);
  if (coverage == Coverage::complete) {
    MissingIds missing;
    for (std::size_t local = 0; local < kept.size(); ++local)
      if (kept[local] < 0) missing.add(range_first_ + static_cast<std::int64_t>(local));
    throw_first_problem(comm_, missing.message(comm_, context_));
  }
}

void PartToBlockPlan::pack(std::size_t value_bytes, std::size_t part, const void* values) const {
  send_buffer_.resize(static_cast<std::size_t>(send_offsets_.back()) * value_bytes);
  const std::int64_t* positions = send_position_.data() + part_starts_[part];
  move_values(
      value_bytes, send_buffer_.data(), static_cast<const std::byte*>(values),
      part_starts_[part + 1] - part_starts_[part], [positions](std::int64_t i) { return positions[i]; },
      [](std::int64_t i) { return i; });
}

void PartToBlockPlan::deliver_into(std::size_t value_bytes, std::byte* block, const std::string& what) const {
  send_buffer_.resize(static_cast<std::size_t>(send_offsets_.back()) * value_bytes);  // a rank without parts
  // One rank sends everything to itself: the send buffer is what it would receive.
  const std::byte* received = send_buffer_.data();
  if (size_of(comm_) > 1) {
    recv_buffer_.resize(static_cast<std::size_t>(recv_offsets_.back()) * value_bytes);
    alltoallv_into(comm_, send_buffer_.data(), scaled(send_offsets_, value_bytes), recv_buffer_.data(),
                   scaled(recv_offsets_, value_bytes));
    received = recv_buffer_.data();
  }
  const std::int64_t* slots = slot_.data();
  move_values(
      value_bytes, block, received, static_cast<std::int64_t>(slot_.size()),
      [slots](std::int64_t e) { return slots[e]; }, [](std::int64_t e) { return e; });
  check_duplicates(value_bytes, received, block, what);
}

std::vector<std::byte> PartToBlockPlan::deliver(std::size_t value_bytes, const std::string& what) const {
  std::vector<std::byte> block(static_cast<std::size_t>(count_) * value_bytes);
  deliver_into(value_bytes, block.data(), what);
  return block;
}

void PartToBlockPlan::exchange(std::size_t value_bytes, std::span<const void* const> part_values, std::byte* block,
                               const std::string& what) const {
  for (std::size_t p = 0; p < part_values.size(); ++p) pack(value_bytes, p, part_values[p]);
  deliver_into(value_bytes, block, what);
}

std::vector<std::byte> PartToBlockPlan::exchange(std::size_t value_bytes, std::span<const void* const> part_values,
                                                 const std::string& what) const {
  std::vector<std::byte> block(static_cast<std::size_t>(count_) * value_bytes);
  exchange(value_bytes, part_values, block.data(), what);
  return block;
}

// Collective under require_equal: the first copy (lowest id, then source) that differs.
void PartToBlockPlan::check_duplicates(std::size_t value_bytes, const std::byte* received, const std::byte* block,
                                       const std::string& what) const {
  if (policy_ != Duplicates::require_equal) return;
  std::string problem;
  for (const Duplicate& copy : duplicates_) {
    if (std::memcmp(received + copy.entry * static_cast<std::int64_t>(value_bytes),
                    block + copy.slot * static_cast<std::int64_t>(value_bytes), value_bytes) == 0)
      continue;
    const std::int64_t id =
        block_ids_.empty() ? range_first_ + copy.slot : block_ids_[static_cast<std::size_t>(copy.slot)];
    ExchangeContext context = context_;
    if (!what.empty()) context.what = what;
    problem = duplicate_message(context, policy_, id, copy.kept_source, copy.source);
    break;
  }
  throw_first_problem(comm_, problem);
}

}  // namespace pcgns::exchange
