#include "split/unstructured/zone_arrays.hpp"

#include <algorithm>
#include <cstring>
#include <string>

#include "pcgns/error.hpp"
#include "split/unstructured/block_fetch.hpp"

namespace pcgns::split {

std::span<const std::byte> FetchedValues::keep(std::vector<std::byte> storage) {
  storage_.push_back(std::move(storage));  // moving a vector keeps its buffer where it is
  return storage_.back();
}

namespace {

std::size_t bytes_of(std::span<const std::span<const std::byte>> pieces) {
  std::size_t bytes = 0;
  for (const auto piece : pieces) bytes += piece.size();
  return bytes;
}

}  // namespace

void FetchedValues::copy_to(std::size_t request, std::span<std::byte> out) const {
  if (bytes_of(pieces_[request]) != out.size())
    throw InternalError("split: " + std::to_string(bytes_of(pieces_[request])) + " bytes fetched for " +
                        std::to_string(out.size()));
  std::byte* at = out.data();
  for (const auto piece : pieces_[request]) {
    std::memcpy(at, piece.data(), piece.size());
    at += piece.size();
  }
}

std::vector<std::byte> FetchedValues::gathered(std::size_t request) const {
  std::vector<std::byte> values(bytes_of(pieces_[request]));
  copy_to(request, values);
  return values;
}

namespace {

const Node& zone_array(const Node& zone, const std::string& zone_path, const std::string& path) {
  const Node* node = path.size() > zone_path.size() ? find_node(zone, path.substr(zone_path.size() + 1)) : nullptr;
  if (!node) throw InternalError("split: no array '" + path + "' in the zone");
  return *node;
}

class FileZoneArrays final : public ZoneArrays {
 public:
  FileZoneArrays(const Node& zone, std::string zone_path, const BlockArrays& arrays, dist::ArraySource& source)
      : zone_(zone), zone_path_(std::move(zone_path)), arrays_(arrays), source_(source) {}

  FetchedValues fetch(MPI_Comm, const std::string& path, std::span<const IdRuns> requests) override {
    const Node& node = zone_array(zone_, zone_path_, path);
    const Node* input = &arrays_.input_of(node, path);
    const auto width = static_cast<std::int64_t>(item_width(zone_, path.substr(zone_path_.size() + 1)));
    const std::size_t item_bytes = static_cast<std::size_t>(width) * element_size(input->type);
    FetchedValues values(requests.size(), input->type);
    for (std::size_t r = 0; r < requests.size(); ++r) {
      const auto runs = requests[r].runs();
      if (runs.empty()) continue;
      const std::int64_t first = runs.front().first, count = runs.back().end() - first;
      if (first < 0 || (first + count) * width > input->count())
        throw InternalError("split: items " + std::to_string(first) + ".." + std::to_string(first + count - 1) +
                            " asked of '" + path + "'");
      if (input->has_data()) {
        const auto span = std::span<const std::byte>(input->data).subspan(static_cast<std::size_t>(first) * item_bytes);
        for (const IdRun& run : runs)
          values.add_piece(r, span.subspan(static_cast<std::size_t>(run.first - first) * item_bytes,
                                           static_cast<std::size_t>(run.count) * item_bytes));
      } else {
        read_runs(*input, width, item_bytes, runs, r, values);
      }
    }
    return values;
  }

 private:
  // Reads the runs from the input file (pread, or HDF5 for chunked data and other byte
  // orders: an input truncated under a run is an IoError naming it, never a SIGBUS as
  // with a mapping) into one packed buffer per request. Runs less than kGapBytes apart
  // are read at once through a scratch span of at most kSpanBytes, so scattered rows
  // cost few reads while memory stays at what was asked plus one span: keeping the
  // spans themselves held the gaps too, nearly the whole array for a curve's parts.
  void read_runs(const Node& input, std::int64_t width, std::size_t item_bytes, std::span<const IdRun> runs,
                 std::size_t request, FetchedValues& values) {
    constexpr std::int64_t kGapBytes = 64 * 1024;
    constexpr std::int64_t kSpanBytes = 4 << 20;
    const auto bytes = static_cast<std::int64_t>(item_bytes);
    const auto gap_items = kGapBytes / bytes;
    const auto span_items = std::max<std::int64_t>(kSpanBytes / bytes, 1);
    std::int64_t items = 0;
    for (const IdRun& run : runs) items += run.count;
    std::vector<std::byte> packed(static_cast<std::size_t>(items * bytes));
    std::vector<std::byte> scratch;
    std::byte* at = packed.data();
    for (std::size_t i = 0; i < runs.size();) {
      std::size_t j = i;
      while (j + 1 < runs.size() && runs[j + 1].first - runs[j].end() <= gap_items &&
             runs[j + 1].end() - runs[i].first <= span_items)
        ++j;
      if (j == i) {
        source_.read(input, runs[i].first * width, runs[i].count * width, at);
        at += runs[i++].count * bytes;
        continue;
      }
      const std::int64_t first = runs[i].first, count = runs[j].end() - first;
      scratch.resize(static_cast<std::size_t>(count * bytes));
      source_.read(input, first * width, count * width, scratch.data());
      for (; i <= j; ++i) {
        std::memcpy(at, scratch.data() + (runs[i].first - first) * bytes,
                    static_cast<std::size_t>(runs[i].count * bytes));
        at += runs[i].count * bytes;
      }
    }
    values.add_piece(request, values.keep(std::move(packed)));
  }

  const Node& zone_;
  std::string zone_path_;
  const BlockArrays& arrays_;
  dist::ArraySource& source_;
};

class SliceZoneArrays final : public ZoneArrays {
 public:
  SliceZoneArrays(const Node& zone, std::string zone_path, ZoneSlices& slices)
      : zone_(zone), zone_path_(std::move(zone_path)), slices_(slices) {}

  FetchedValues fetch(MPI_Comm comm, const std::string& path, std::span<const IdRuns> requests) override {
    const Node& node = zone_array(zone_, zone_path_, path);
    const auto width = item_width(zone_, path.substr(zone_path_.size() + 1));
    const Slice* slice = slices_.find(path);  // none where this rank's block is empty
    const std::span<const std::byte> block = slice ? slice->data() : std::span<const std::byte>();
    auto fetched = fetch_from_blocks(comm, node.count() / static_cast<std::int64_t>(width),
                                     width * element_size(node.type), block, requests);
    FetchedValues values(requests.size(), node.type);
    for (std::size_t r = 0; r < requests.size(); ++r) values.add_piece(r, values.keep(std::move(fetched[r])));
    return values;
  }

 private:
  const Node& zone_;
  std::string zone_path_;
  ZoneSlices& slices_;
};

}  // namespace

std::unique_ptr<ZoneArrays> file_zone_arrays(const Node& zone, const std::string& zone_path, const BlockArrays& arrays,
                                             dist::ArraySource& source) {
  return std::make_unique<FileZoneArrays>(zone, zone_path, arrays, source);
}

std::unique_ptr<ZoneArrays> slice_zone_arrays(const Node& zone, const std::string& zone_path, ZoneSlices& slices) {
  return std::make_unique<SliceZoneArrays>(zone, zone_path, slices);
}

}  // namespace pcgns::split
