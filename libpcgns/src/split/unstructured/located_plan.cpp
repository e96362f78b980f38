#include "split/unstructured/located_plan.hpp"

#include <algorithm>
#include <cstring>
#include <limits>
#include <string>

#include "exchange/alltoallv_bytes.hpp"
#include "pcgns/collective.hpp"
#include "pcgns/error.hpp"
#include "pcgns/mpi_rank.hpp"
#include "split/unstructured/part_router.hpp"

namespace pcgns::split {
namespace {

// Every copy of every id of this rank's block, in the one order both the plan and the
// arrays are sent in: by id, then by part.
template <class Visit>
void walk(const BlockDirectory& directory, Visit visit) {
  for (std::int64_t i = 0; i < directory.count(); ++i) {
    for (const PartLocal& copy : directory.of(directory.first() + i)) visit(i, copy.part, std::int64_t{copy.local});
  }
}

std::vector<std::int64_t> scaled(const std::vector<std::int64_t>& offsets, std::int64_t factor) {
  std::vector<std::int64_t> result(offsets.size());
  for (std::size_t r = 0; r < offsets.size(); ++r) result[r] = offsets[r] * factor;
  return result;
}

}  // namespace

LocatedPlan::LocatedPlan(MPI_Comm comm, const BlockDirectory& directory, std::map<int, std::int64_t> part_sizes)
    : comm_(comm), directory_(directory), part_sizes_(std::move(part_sizes)) {
  const int ranks = size_of(comm);
  send_offsets_.assign(static_cast<std::size_t>(ranks) + 1, 0);
  walk(directory, [&](std::int64_t, int part, std::int64_t) { ++send_offsets_[static_cast<std::size_t>(part_owner(part, ranks)) + 1]; });
  for (std::size_t r = 0; r < static_cast<std::size_t>(ranks); ++r) send_offsets_[r + 1] += send_offsets_[r];
  // The plan: each copy's (part, local id), sent once in the walk's order.
  std::vector<std::int64_t> send(2 * static_cast<std::size_t>(send_offsets_.back()));
  std::vector<std::int64_t> next(send_offsets_.begin(), send_offsets_.end() - 1);
  walk(directory, [&](std::int64_t, int part, std::int64_t local) {
    const auto at = 2 * static_cast<std::size_t>(next[static_cast<std::size_t>(part_owner(part, ranks))]++);
    send[at] = part;
    send[at + 1] = local;
  });
  const auto send_bytes = scaled(send_offsets_, 2 * sizeof(std::int64_t));
  const auto recv_bytes = exchange::received_offsets(comm, send_bytes);
  std::vector<std::int64_t> received(static_cast<std::size_t>(recv_bytes.back()) / sizeof(std::int64_t));
  exchange::alltoallv_into(comm, reinterpret_cast<const std::byte*>(send.data()), send_bytes,
                           reinterpret_cast<std::byte*>(received.data()), recv_bytes);
  send = {};
  recv_offsets_.resize(recv_bytes.size());
  for (std::size_t r = 0; r < recv_bytes.size(); ++r)
    recv_offsets_[r] = recv_bytes[r] / static_cast<std::int64_t>(2 * sizeof(std::int64_t));
  // Every local id of every part built here must come exactly once; a failure here
  // fails every rank, before the arrays' exchanges.
  run_agreed(comm, [&] { check_and_place(received); });
}

void LocatedPlan::check_and_place(const std::vector<std::int64_t>& received) {
  std::map<int, std::vector<bool>> seen;
  for (const auto& [part, size] : part_sizes_) {
    if (size > std::int64_t{std::numeric_limits<std::uint32_t>::max()})
      throw InputError("part " + std::to_string(part) + " would have " + std::to_string(size) +
                       " vertices or cells, more than pcgns-split places in one part; use more parts");
    seen[part].assign(static_cast<std::size_t>(size), false);
  }
  places_.reserve(received.size() / 2);
  for (std::size_t k = 0; k < received.size(); k += 2) {
    const auto part = static_cast<int>(received[k]);
    const std::int64_t local = received[k + 1] - 1;
    const auto it = seen.find(part);
    if (it == seen.end() || local < 0 || local >= static_cast<std::int64_t>(it->second.size()) ||
        it->second[static_cast<std::size_t>(local)])
      throw InternalError("split: part " + std::to_string(part) + " got local id " + std::to_string(local + 1) +
                          " twice, or one it does not have");
    it->second[static_cast<std::size_t>(local)] = true;
    places_.push_back({part, static_cast<std::uint32_t>(local)});
  }
  for (const auto& [part, size] : part_sizes_)
    if (static_cast<std::int64_t>(std::count(seen[part].begin(), seen[part].end(), true)) != size)
      throw InternalError("split: part " + std::to_string(part) + " did not get one value per local id");
}

std::map<int, std::vector<std::byte>> LocatedPlan::route(const Slice& slice) const {
  if (slice.first + 1 != directory_.first() || slice.count != directory_.count())
    throw InternalError("split: a located array is not sliced as its directory");
  const int ranks = size_of(comm_);
  const std::size_t item = slice.item_bytes();
  // The exchange buffers are kept for the location's next array: the same sizes, and
  // freshly faulted pages cost more than the copies into them.
  std::vector<std::byte>& send = send_buffer_;
  send.resize(static_cast<std::size_t>(send_offsets_.back()) * item);
  std::vector<std::int64_t> next(send_offsets_.begin(), send_offsets_.end() - 1);
  walk(directory_, [&](std::int64_t i, int part, std::int64_t) {
    const auto at = static_cast<std::size_t>(next[static_cast<std::size_t>(part_owner(part, ranks))]++) * item;
    std::memcpy(send.data() + at, slice.bytes.data() + static_cast<std::size_t>(i) * item, item);
  });
  const auto item_bytes = static_cast<std::int64_t>(item);
  const auto send_bytes = scaled(send_offsets_, item_bytes);
  const auto recv_bytes = scaled(recv_offsets_, item_bytes);
  std::vector<std::byte>& received = received_buffer_;
  received.resize(static_cast<std::size_t>(recv_bytes.back()));
  exchange::alltoallv_into(comm_, send.data(), send_bytes, received.data(), recv_bytes);
  std::map<int, std::vector<std::byte>> values;
  for (const auto& [part, size] : part_sizes_) values[part].resize(static_cast<std::size_t>(size) * item);
  std::vector<std::byte>* last = nullptr;
  int last_part = -1;
  for (std::size_t k = 0; k < places_.size(); ++k) {
    if (places_[k].part != last_part) {
      last_part = places_[k].part;
      last = &values.at(last_part);
    }
    std::memcpy(last->data() + static_cast<std::size_t>(places_[k].local) * item, received.data() + k * item, item);
  }
  return values;
}

}  // namespace pcgns::split
