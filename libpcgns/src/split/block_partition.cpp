#include "pcgns/split/block_partition.hpp"

#include <algorithm>
#include <cstdlib>
#include <string>

#include "pcgns/error.hpp"
#include "split/shared_face.hpp"

namespace pcgns::split {
namespace {

// A bisection step cuts at most this many pieces to match its cell count, and stops
// once within kTolerance of it: each cut adds a partition zone.
constexpr int kMaxCutsPerStep = 4;
constexpr double kTolerance = 0.002;

std::int64_t extent(const CellBox& box, std::size_t d) { return box.hi[d] - box.lo[d] + 1; }

std::int64_t sum_cells(const std::vector<CellBox>& boxes) {
  std::int64_t sum = 0;
  for (const auto& box : boxes) sum += box.cells();
  return sum;
}

// The direction with the most planes; -1 when the box is a single cell.
int longest_direction(const CellBox& box) {
  int best = -1;
  for (std::size_t d = 0; d < box.lo.size(); ++d)
    if (extent(box, d) > 1 && (best < 0 || extent(box, d) > extent(box, static_cast<std::size_t>(best))))
      best = static_cast<int>(d);
  return best;
}

// The first plane of a box across direction d.
CellBox first_plane(const CellBox& box, std::size_t d) {
  CellBox plane = box;
  plane.hi[d] = plane.lo[d];
  return plane;
}

// A piece to move to the left group: the first `planes` planes across `direction` of
// box `box` -- or, when `peel` >= 0, of that box's first plane across direction `peel`
// (a finer piece for what whole planes cannot match).
struct Piece {
  std::size_t box = 0;
  int peel = -1;
  int direction = -1;
  std::int64_t planes = 0;
  std::int64_t cells = 0;
};

// Considers slabs of `box` across every direction; keeps the one nearest `deficit`
// within [least, most] cells. Ties go to the longer direction (thicker, more compact).
// Unless `last`, a slab stops short of the deficit rather than overshoot it: a later,
// finer cut fills the rest, whereas cells taken too many are never given back.
void consider(const CellBox& box, std::size_t index, int peel, std::int64_t deficit, std::int64_t least,
              std::int64_t most, bool last, Piece& best, std::int64_t& best_error) {
  for (std::size_t d = 0; d < box.lo.size(); ++d) {
    const std::int64_t n = extent(box, d);
    if (n < 2) continue;
    const std::int64_t plane = box.cells() / n;
    const std::int64_t planes = std::clamp<std::int64_t>((deficit + (last ? plane / 2 : 0)) / plane, 1, n - 1);
    const std::int64_t cells = planes * plane;
    if (cells < least || cells > most) continue;
    const std::int64_t error = std::abs(deficit - cells);
    if (best_error < 0 || error < best_error) {
      best = {index, peel, static_cast<int>(d), planes, cells};
      best_error = error;
    }
  }
}

// The piece (whole planes of a box, or planes of a box's first plane) nearest to
// `deficit` cells; none (planes == 0) when no piece fits in [least, most].
Piece best_piece(const std::vector<CellBox>& boxes, std::int64_t deficit, std::int64_t least, std::int64_t most,
                 bool last) {
  Piece best;
  std::int64_t best_error = -1;
  for (std::size_t b = 0; b < boxes.size(); ++b) {
    consider(boxes[b], b, -1, deficit, least, most, last, best, best_error);
    const int d = longest_direction(boxes[b]);
    if (d >= 0)
      consider(first_plane(boxes[b], static_cast<std::size_t>(d)), b, d, deficit, least, most, last, best, best_error);
  }
  return best;
}

// Moves `piece` out of `boxes` into `taken`; what is left of the box stays in `boxes`.
void cut(std::vector<CellBox>& boxes, const Piece& piece, std::vector<CellBox>& taken) {
  CellBox from = boxes[piece.box];
  if (piece.peel >= 0) {  // the box's first plane is cut; the rest of the box stays
    const auto p = static_cast<std::size_t>(piece.peel);
    boxes[piece.box].lo[p] += 1;
    from = first_plane(from, p);
  } else {
    boxes.erase(boxes.begin() + static_cast<std::ptrdiff_t>(piece.box));
  }
  const auto d = static_cast<std::size_t>(piece.direction);
  CellBox first = from;
  first.hi[d] = from.lo[d] + piece.planes - 1;
  from.lo[d] = first.hi[d] + 1;
  taken.push_back(std::move(first));
  boxes.push_back(std::move(from));
}

void bisect(std::vector<CellBox> boxes, std::size_t first_part, int parts, std::vector<std::vector<CellBox>>& out) {
  if (parts == 1) {
    out[first_part] = std::move(boxes);
    return;
  }
  const int left_parts = parts / 2;
  const std::int64_t total = sum_cells(boxes);
  const std::int64_t want = (total * left_parts + parts / 2) / parts;
  // Each side keeps at least one cell per part.
  const std::int64_t most = total - (parts - left_parts);
  // Whole boxes first, largest first: small zones stay whole.
  std::stable_sort(boxes.begin(), boxes.end(),
                   [](const CellBox& a, const CellBox& b) { return a.cells() > b.cells(); });
  std::vector<CellBox> left, right;
  std::int64_t have = 0;
  for (auto& box : boxes) {
    if (have + box.cells() <= want) {
      have += box.cells();
      left.push_back(std::move(box));
    } else {
      right.push_back(std::move(box));
    }
  }
  const auto close_enough = [&] {
    return have >= left_parts && static_cast<double>(want - have) <= kTolerance * static_cast<double>(want);
  };
  for (int cuts = 0; cuts < kMaxCutsPerStep && have < want && !close_enough(); ++cuts) {
    const std::int64_t least = std::max<std::int64_t>(1, left_parts - have);
    const Piece piece = best_piece(right, want - have, least, most - have, cuts + 1 == kMaxCutsPerStep);
    if (piece.planes == 0) break;
    cut(right, piece, left);
    have += piece.cells;
  }
  bisect(std::move(left), first_part, left_parts, out);
  bisect(std::move(right), first_part + static_cast<std::size_t>(left_parts), parts - left_parts, out);
}

}  // namespace

std::int64_t CellBox::cells() const {
  std::int64_t n = 1;
  for (std::size_t d = 0; d < lo.size(); ++d) n *= hi[d] - lo[d] + 1;
  return n;
}

std::int64_t block_edge_cut(const std::vector<std::vector<CellBox>>& parts) {
  struct Placed {
    const CellBox* box;
    std::size_t part;
  };
  std::vector<Placed> placed;
  for (std::size_t p = 0; p < parts.size(); ++p)
    for (const auto& box : parts[p]) placed.push_back({&box, p});
  std::stable_sort(placed.begin(), placed.end(),
                   [](const Placed& a, const Placed& b) { return a.box->zone < b.box->zone; });
  std::int64_t cut = 0;
  for (std::size_t i = 0; i < placed.size(); ++i)
    for (std::size_t j = i + 1; j < placed.size() && placed[j].box->zone == placed[i].box->zone; ++j)
      if (placed[i].part != placed[j].part)
        if (const auto face = shared_face(*placed[i].box, *placed[j].box)) cut += cell_faces(*face);
  return cut;
}

BlockPartition partition_blocks(const std::vector<ZoneCells>& zones, int parts) {
  if (parts < 1) throw UsageError("--parts must be at least 1 (got " + std::to_string(parts) + ")");
  std::vector<CellBox> boxes;
  for (std::size_t z = 0; z < zones.size(); ++z) {
    CellBox box{z, std::vector<std::int64_t>(zones[z].size(), 1), zones[z]};
    if (zones[z].empty() || box.cells() <= 0)
      throw InputError("structured zone " + std::to_string(z + 1) + " has no cells to share out");
    boxes.push_back(std::move(box));
  }
  const std::int64_t total = sum_cells(boxes);
  if (total < parts)
    throw InputError("cannot split " + std::to_string(total) + " cells into " + std::to_string(parts) + " parts");
  BlockPartition result;
  result.parts.resize(static_cast<std::size_t>(parts));
  bisect(std::move(boxes), 0, parts, result.parts);
  std::int64_t largest = 0;
  for (const auto& part : result.parts) {
    result.cells.push_back(sum_cells(part));
    if (result.cells.back() == 0)
      throw InputError("cannot cut the zones into " + std::to_string(parts) + " parts of at least one cell each");
    largest = std::max(largest, result.cells.back());
  }
  result.imbalance = static_cast<double>(largest) * parts / static_cast<double>(total) - 1.0;
  result.edge_cut = block_edge_cut(result.parts);
  return result;
}

}  // namespace pcgns::split
