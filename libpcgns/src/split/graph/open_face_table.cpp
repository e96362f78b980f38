#include "split/graph/open_face_table.hpp"

#include <algorithm>
#include <bit>
#include <utility>

namespace pcgns::split::graph {
OpenFaceTable::OpenFaceTable(int spread_bits)
    : spread_bits_(std::clamp(spread_bits, kFewestSpreadBits, kMostSpreadBits)),
      slots_(kInitialOpenSlots, SmallFace::empty(kNoCell)),
      mask_(kInitialOpenSlots - 1),
      crowded_starts_(kInitialOpenSlots) {}

// Measured on a hexahedral lattice (6 meetings per vertex id: 8 slots the fastest, 4 and
// 16 slower) and on tetrahedra (24: 16 and 32 alike, 8 slower), docs/performance.md.
int OpenFaceTable::spread_bits_for(std::size_t face_meetings, std::uint64_t vertex_ids) {
  if (vertex_ids == 0) return kDefaultSpreadBits;
  const std::uint64_t per_vertex = face_meetings / vertex_ids;
  return std::countr_zero(std::bit_ceil(std::max<std::uint64_t>(per_vertex, 1)));
}

// The smallest vertex id picks the place, wrapped round the table; each turn of the
// wrap is shifted by an offset of its own, so that vertex ids a table's span apart (a
// lattice's layers, when a layer's vertex count divides the table) do not all land on the
// same slots.
std::size_t OpenFaceTable::start(const SmallFace& face) const {
  const auto lowest = static_cast<std::uint64_t>(face.words[0]);
  const auto next = static_cast<std::uint64_t>(face.words[1]) * kSpreadMultiplier ^
                    static_cast<std::uint64_t>(face.words[2]) * kSecondMultiplier;
  const std::uint64_t spread = next >> (64 - spread_bits_);
  const int vertices_per_turn = std::countr_zero(slots_.size()) - spread_bits_;
  const std::uint64_t turn_offset = ((lowest >> vertices_per_turn) * kSpreadMultiplier) >> 32;
  return static_cast<std::size_t>((lowest << spread_bits_) + spread + turn_offset) & mask_;
}

OpenFaceTable::Probe OpenFaceTable::probe(const SmallFace& face) const {
  const std::size_t first = start(face);
  for (std::size_t step = 0; step < kMostProbes; ++step) {
    const std::size_t slot = (first + step) & mask_;
    if (!used(slots_[slot])) return {std::nullopt, slot};
    if (slots_[slot].same_vertices(face)) return {slot, std::nullopt};
  }
  return {};
}

std::optional<std::int64_t> OpenFaceTable::close_or_open(const SmallFace& face) {
  const Probe found = probe(face);
  if (found.open) {
    const std::int64_t cell = slots_[*found.open].cell();
    erase_at(*found.open);
    return cell;
  }
  if (crowded_starts_[start(face)])
    if (const auto cell = crowded_.take(face, face.hash())) return cell;
  open_new(face, found.free);
  return std::nullopt;
}

void OpenFaceTable::open_new(const SmallFace& face, std::optional<std::size_t> free) {
  if (2 * (size_ + 1) > slots_.size()) {  // at most half full: short probes
    grow();
    free = probe(face).free;
  }
  if (free) {
    slots_[*free] = face;
    ++size_;
    return;
  }
  crowded_starts_[start(face)] = true;
  crowded_.hold(face, face.hash());
}

// Every face placed again, the crowded ones too: in a larger table they may fit.
void OpenFaceTable::grow() {
  std::vector<SmallFace> slots(slots_.size() * 2, SmallFace::empty(kNoCell));
  std::swap(slots, slots_);
  mask_ = slots_.size() - 1;
  size_ = 0;
  crowded_starts_.assign(slots_.size(), false);
  const HashedFaceTable crowded = std::exchange(crowded_, HashedFaceTable{});
  const auto place = [&](const SmallFace& face) { open_new(face, probe(face).free); };
  for (const SmallFace& face : slots)
    if (used(face)) place(face);
  crowded.for_each(place);
}

// Backward shift: entries after the hole that could sit in it move back, so every entry
// stays reachable from its start without tombstones (and never moves away from it). An
// entry lies within kMostProbes of its start, so only those that near the hole can
// belong in it: the scan stops there even in a long run of full slots.
void OpenFaceTable::erase_at(std::size_t hole) {
  slots_[hole] = SmallFace::empty(kNoCell);
  --size_;
  for (std::size_t next = (hole + 1) & mask_; used(slots_[next]) && ((next - hole) & mask_) < kMostProbes;
       next = (next + 1) & mask_) {
    const std::size_t wanted = start(slots_[next]);
    // The entry may move into the hole when the hole lies cyclically in [wanted, next).
    const bool movable = ((next - wanted) & mask_) >= ((next - hole) & mask_);
    if (!movable) continue;
    slots_[hole] = slots_[next];
    slots_[next] = SmallFace::empty(kNoCell);
    hole = next;
  }
}

}  // namespace pcgns::split::graph
