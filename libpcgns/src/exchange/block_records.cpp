#include "exchange/block_records.hpp"

#include <algorithm>
#include <cstring>

#include "mpi/allgather.hpp"
#include "pcgns/error.hpp"

namespace pcgns::exchange {
namespace {

constexpr std::size_t kHeader = RecordRef::kHeaderBytes;

template <class T>
void store(std::byte*& at, T value) {
  std::memcpy(at, &value, sizeof(T));
  at += sizeof(T);
}

std::string source_text(const ExchangeContext& context, int source) {
  return context.describe_source ? context.describe_source(source) : "source " + std::to_string(source);
}

// "5-9, 12, 20-31" for at most `shown` ranges.
std::string ranges_text(const std::vector<std::pair<std::int64_t, std::int64_t>>& ranges, std::size_t shown) {
  std::string text;
  for (std::size_t i = 0; i < ranges.size() && i < shown; ++i) {
    if (!text.empty()) text += ", ";
    text += std::to_string(ranges[i].first);
    if (ranges[i].second > ranges[i].first) text += "-" + std::to_string(ranges[i].second);
  }
  return text;
}

constexpr std::size_t kRangesShown = 10;

}  // namespace

void MissingIds::add(std::int64_t id) {
  ++count_;
  if (!runs_.empty() && runs_.back().second + 1 == id) runs_.back().second = id;
  else if (runs_.size() <= kRangesShown) runs_.emplace_back(id, id);
}

std::string MissingIds::message(MPI_Comm comm, const ExchangeContext& context) const {
  std::int64_t total = 0;
  MPI_Allreduce(&count_, &total, 1, MPI_INT64_T, MPI_SUM, comm);
  if (total == 0) return {};
  std::vector<std::int64_t> flat;
  for (const auto& [a, b] : runs_) flat.insert(flat.end(), {a, b});
  const auto payloads = mpi::allgather_bytes(comm, std::as_bytes(std::span(flat)));
  std::vector<std::pair<std::int64_t, std::int64_t>> ranges;
  for (const auto& payload : payloads) {
    std::vector<std::int64_t> values(payload.size() / sizeof(std::int64_t));
    if (!payload.empty()) std::memcpy(values.data(), payload.data(), payload.size());
    for (std::size_t i = 0; i + 1 < values.size(); i += 2) {
      if (!ranges.empty() && ranges.back().second + 1 == values[i]) ranges.back().second = values[i + 1];
      else ranges.emplace_back(values[i], values[i + 1]);
    }
  }
  std::string message = context.what + ": global id" + (total > 1 ? "s " : " ") + ranges_text(ranges, kRangesShown);
  std::int64_t listed = 0;
  for (std::size_t i = 0; i < ranges.size() && i < kRangesShown; ++i) listed += ranges[i].second - ranges[i].first + 1;
  if (listed < total) message += " and " + std::to_string(total - listed) + " more";
  return message + " missing";
}

std::string duplicate_message(const ExchangeContext& context, Duplicates policy, std::int64_t id, int kept_source,
                              int other_source) {
  const bool unique = policy == Duplicates::unique;
  return context.what + (unique ? ": global id " : ": conflicting values for global id ") + std::to_string(id) +
         (unique ? " given twice, in " : " in ") + source_text(context, kept_source) + " and " +
         source_text(context, other_source);
}

void RecordWriter::count(std::int64_t id, std::int64_t payload) {
  sizes_[static_cast<std::size_t>(blocks_.owner(id))] += static_cast<std::int64_t>(kHeader) + payload;
}

void RecordWriter::layout() {
  streams_.offsets.assign(sizes_.size() + 1, 0);
  for (std::size_t r = 0; r < sizes_.size(); ++r) streams_.offsets[r + 1] = streams_.offsets[r] + sizes_[r];
  streams_.bytes.resize(static_cast<std::size_t>(streams_.offsets.back()));
  cursor_.assign(streams_.offsets.begin(), streams_.offsets.end() - 1);
}

void RecordWriter::put(std::int64_t id, int source, const std::byte* payload, std::int64_t size) {
  std::int64_t& cursor = cursor_[static_cast<std::size_t>(blocks_.owner(id))];
  std::byte* at = streams_.bytes.data() + cursor;
  store<std::int64_t>(at, id);
  store<std::int32_t>(at, source);
  store<std::int64_t>(at, size);
  if (size > 0) std::memcpy(at, payload, static_cast<std::size_t>(size));
  cursor += static_cast<std::int64_t>(kHeader) + size;
}

BlockRecords::BlockRecords(const ByteStreams& received, std::int64_t first, std::int64_t count)
    : first_(first), count_(count) {
  const std::byte* begin = received.bytes.data();
  const std::byte* end = begin + received.bytes.size();
  // Counting sort by id, in place over the received bytes: count, prefix, place.
  starts_.assign(static_cast<std::size_t>(count) + 2, 0);
  std::size_t records = 0;
  for (const std::byte* at = begin; at < end; at = RecordRef(at).next()) {
    ++starts_[static_cast<std::size_t>(RecordRef(at).id() - first_) + 2];
    ++records;
  }
  for (std::size_t i = 2; i < starts_.size(); ++i) starts_[i] += starts_[i - 1];
  records_.resize(records);
  for (const std::byte* at = begin; at < end; at = RecordRef(at).next()) {
    const RecordRef r(at);
    records_[static_cast<std::size_t>(starts_[static_cast<std::size_t>(r.id() - first_) + 1]++)] = r;
  }
  starts_.pop_back();  // now copies of local id i are [starts_[i], starts_[i + 1])
  for (std::int64_t i = 0; i < count; ++i) {
    auto copies = records_.begin() + starts_[static_cast<std::size_t>(i)];
    auto copies_end = records_.begin() + starts_[static_cast<std::size_t>(i) + 1];
    if (copies_end - copies > 1)
      std::sort(copies, copies_end, [](const RecordRef& a, const RecordRef& b) { return a.source() < b.source(); });
  }
}

std::span<const RecordRef> BlockRecords::copies(std::int64_t i) const {
  const auto begin = static_cast<std::size_t>(starts_[static_cast<std::size_t>(i)]);
  const auto end = static_cast<std::size_t>(starts_[static_cast<std::size_t>(i) + 1]);
  return {records_.data() + begin, end - begin};
}

std::vector<const RecordRef*> choose_copies(MPI_Comm comm, const BlockRecords& block, std::int64_t first,
                                            Duplicates policy, const ExchangeContext& context) {
  std::vector<const RecordRef*> chosen(static_cast<std::size_t>(block.count()), nullptr);
  std::string problem;
  MissingIds missing;
  for (std::int64_t i = 0; i < block.count(); ++i) {
    const auto copies = block.copies(i);
    const std::int64_t id = first + i;
    if (copies.empty()) {
      missing.add(id);
      continue;
    }
    chosen[static_cast<std::size_t>(i)] = &copies.front();
    if (copies.size() == 1 || policy == Duplicates::first || !problem.empty()) continue;
    const RecordRef& a = copies.front();
    for (const RecordRef& b : copies.subspan(1)) {
      const bool equal =
          a.size() == b.size() && std::memcmp(a.payload(), b.payload(), static_cast<std::size_t>(a.size())) == 0;
      if (policy == Duplicates::require_equal && equal) continue;
      problem = duplicate_message(context, policy, id, a.source(), b.source());
      break;
    }
  }
  throw_first_problem(comm, problem);
  throw_first_problem(comm, missing.message(comm, context));
  return chosen;
}

std::string out_of_range(std::int64_t n, std::span<const std::int64_t> ids, int source,
                         const ExchangeContext& context) {
  for (const std::int64_t id : ids)
    if (id < 1 || id > n)
      return context.what + ": global id " + std::to_string(id) + " out of range 1.." + std::to_string(n) + " in " +
             source_text(context, source);
  return {};
}

void throw_first_problem(MPI_Comm comm, const std::string& local_problem) {
  int mine = local_problem.empty() ? 0 : 1, any = 0;
  MPI_Allreduce(&mine, &any, 1, MPI_INT, MPI_MAX, comm);
  if (!any) return;
  for (const auto& payload : mpi::allgather_bytes(comm, std::as_bytes(std::span(local_problem))))
    if (!payload.empty()) throw InputError(std::string(reinterpret_cast<const char*>(payload.data()), payload.size()));
}

}  // namespace pcgns::exchange
