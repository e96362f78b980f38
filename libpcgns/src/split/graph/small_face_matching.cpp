#include "split/graph/small_face_matching.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstring>
#include <string>
#include <utility>

#include "pcgns/error.hpp"

namespace pcgns::split::graph {
namespace {

constexpr const char* kAtMostTwo = "; a face joins at most two cells (are boundary elements among the cells?)";

InputError shared_by_too_many(std::span<const SmallFace> group, std::size_t cells) {
  std::string text = group.front().describe() + " is shared by " + std::to_string(cells) + " cells (global ids";
  for (const auto& face : group) text += " " + std::to_string(face.cell());
  if (cells > group.size()) text += ", and " + std::to_string(cells - group.size()) + " matched earlier";
  return InputError(text + ")" + kAtMostTwo);
}

int home_rank(std::uint64_t hash, int ranks) { return static_cast<int>(hash % static_cast<std::uint64_t>(ranks)); }

// Calls on_group(first, end) for each run of faces with the same vertices in sorted `faces`.
template <class Fn>
void for_each_group(std::span<const SmallFace> faces, Fn&& on_group) {
  for (std::size_t first = 0; first < faces.size();) {
    std::size_t end = first + 1;
    while (end < faces.size() && faces[first].same_vertices(faces[end])) ++end;
    on_group(faces.subspan(first, end - first));
    first = end;
  }
}

// A face listed twice by one cell (a degenerate polyhedron) joins nothing.
void add_pair(std::span<const SmallFace> group, std::vector<CellPair>& pairs) {
  if (group[0].cell() != group[1].cell()) pairs.push_back({group[0].cell(), group[1].cell()});
}

// Sorts `values` ascending, as signed numbers. The closed faces' hashes are as many as
// the interior faces and uniformly spread, so counting digits is several times cheaper
// than comparing them, and counting the top kSortedBits bits alone is enough: values
// sharing those are rare (about N^2 / 2^33 pairs), and each such run is then sorted
// whole. Four byte digits instead of eight: half the passes over the values, each
// writing to few enough places at once for the caches (docs/performance.md).
void sort_hashes(std::vector<std::int64_t>& values) {
  constexpr int kDigitBits = 8;
  constexpr int kPasses = 4;
  constexpr int kSortedBits = kDigitBits * kPasses;
  constexpr std::size_t kDigits = std::size_t{1} << kDigitBits;
  std::vector<std::int64_t> scratch(values.size());
  for (int pass = 0; pass < kPasses; ++pass) {
    const int shift = 64 - kDigitBits * (kPasses - pass);
    // The sign bit, the top digit's highest, flipped: negative numbers first.
    const std::uint64_t flip = pass == kPasses - 1 ? kDigits / 2 : 0;
    const auto digit = [&](std::int64_t v) {
      return static_cast<std::size_t>(((std::bit_cast<std::uint64_t>(v) >> shift) & (kDigits - 1)) ^ flip);
    };
    std::array<std::size_t, kDigits> start{};
    for (const auto v : values) ++start[digit(v)];
    std::size_t sum = 0;
    for (auto& count : start) sum += std::exchange(count, sum);
    for (const auto v : values) scratch[start[digit(v)]++] = v;
    values.swap(scratch);
  }
  const auto sorted_bits = [](std::int64_t v) { return std::bit_cast<std::uint64_t>(v) >> (64 - kSortedBits); };
  for (auto first = values.begin(); first != values.end();) {
    const auto end =
        std::find_if(first + 1, values.end(), [&](std::int64_t v) { return sorted_bits(v) != sorted_bits(*first); });
    if (end - first > 1) std::sort(first, end);  // one sign within a run: signed order is the low bits' order
    first = end;
  }
}

}  // namespace

LocalMatcher::LocalMatcher(int ranks, std::int64_t first_cell) : ranks_(ranks), first_cell_(first_cell) {
  match_.open.resize(static_cast<std::size_t>(ranks));
  match_.closed.resize(static_cast<std::size_t>(ranks));
}

void LocalMatcher::prepare(std::size_t faces, std::uint64_t vertex_ids) {
  open_ = OpenFaceTable(OpenFaceTable::spread_bits_for(faces, vertex_ids));
  const std::size_t pairs = faces / 2;
  match_.pairs.reserve(pairs);
  // The closed hashes spread evenly over the home ranks: room for the mean and four
  // standard deviations (a bucket fuller than that grows as before).
  const double mean = static_cast<double>(pairs) / ranks_;
  const auto per_rank = static_cast<std::size_t>(mean + 4 * std::sqrt(mean) + 64);
  for (auto& bucket : match_.closed) bucket.reserve(std::min(per_rank, pairs));
}

void LocalMatcher::meet(const SmallFace& face) {
  const auto other = open_.close_or_open(face);
  if (!other) return;
  // A face listed twice by one cell (a degenerate polyhedron) joins nothing.
  if (*other != face.cell())
    match_.pairs.push_back(
        {static_cast<std::uint32_t>(*other - first_cell_), static_cast<std::uint32_t>(face.cell() - first_cell_)});
  const std::uint64_t hash = face.hash();  // only now: the table places faces by their vertices
  match_.closed[static_cast<std::size_t>(home_rank(hash, ranks_))].push_back(std::bit_cast<std::int64_t>(hash));
}

LocalMatch LocalMatcher::finish() && {
  open_.for_each([&](const SmallFace& face) {
    auto& bucket = match_.open[static_cast<std::size_t>(home_rank(face.hash(), ranks_))];
    bucket.insert(bucket.end(), face.words.begin(), face.words.end());
  });
  open_ = OpenFaceTable();
  return std::move(match_);
}

std::vector<CellPair> match_at_home(std::span<const std::int64_t> open_records,
                                    std::vector<std::int64_t> closed_hashes) {
  std::vector<SmallFace> faces(open_records.size() / SmallFace::kWords);
  if (!faces.empty()) std::memcpy(faces.data(), open_records.data(), faces.size() * sizeof(SmallFace));
  std::sort(faces.begin(), faces.end());
  sort_hashes(closed_hashes);
  if (const auto twice = std::ranges::adjacent_find(closed_hashes); twice != closed_hashes.end())
    throw InputError(std::string("a face is shared by at least 4 cells: it was found twice between two cells") +
                     kAtMostTwo);
  std::vector<CellPair> pairs;
  for_each_group(faces, [&](std::span<const SmallFace> group) {
    const auto hash = std::bit_cast<std::int64_t>(group.front().hash());
    const std::size_t closed_elsewhere = std::ranges::binary_search(closed_hashes, hash) ? 2 : 0;
    if (group.size() + closed_elsewhere > 2) throw shared_by_too_many(group, group.size() + closed_elsewhere);
    if (group.size() == 2) add_pair(group, pairs);
  });
  return pairs;
}

}  // namespace pcgns::split::graph
