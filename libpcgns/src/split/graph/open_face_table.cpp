#include "split/graph/open_face_table.hpp"

#include <utility>

namespace pcgns::split::graph {
namespace {

constexpr std::size_t kInitialSlots = 1024;  // a power of two

}  // namespace

OpenFaceTable::OpenFaceTable()
    : slots_(kInitialSlots), hashes_(kInitialSlots), used_(kInitialSlots, false), mask_(kInitialSlots - 1) {}

std::optional<std::int64_t> OpenFaceTable::close_or_open(const SmallFace& face, std::uint64_t hash) {
  for (std::size_t slot = home(hash);; slot = (slot + 1) & mask_) {
    if (!used_[slot]) break;
    if (hashes_[slot] == hash && slots_[slot].same_vertices(face)) {
      const std::int64_t cell = slots_[slot].cell();
      erase_at(slot);
      return cell;
    }
  }
  if (2 * (size_ + 1) > slots_.size()) grow();  // at most half full: short probes
  insert_new(face, hash);
  return std::nullopt;
}

void OpenFaceTable::insert_new(const SmallFace& face, std::uint64_t hash) {
  std::size_t slot = home(hash);
  while (used_[slot]) slot = (slot + 1) & mask_;
  slots_[slot] = face;
  hashes_[slot] = hash;
  used_[slot] = true;
  ++size_;
}

void OpenFaceTable::grow() {
  std::vector<SmallFace> slots(slots_.size() * 2);
  std::vector<std::uint64_t> hashes(slots.size());
  std::vector<bool> used(slots.size(), false);
  std::swap(slots, slots_);
  std::swap(hashes, hashes_);
  std::swap(used, used_);
  mask_ = slots_.size() - 1;
  size_ = 0;
  for (std::size_t i = 0; i < slots.size(); ++i)
    if (used[i]) insert_new(slots[i], hashes[i]);
}

// Backward shift: entries after the hole that could sit in it move back, so every entry
// stays reachable from its home slot without tombstones.
void OpenFaceTable::erase_at(std::size_t hole) {
  used_[hole] = false;
  --size_;
  for (std::size_t next = (hole + 1) & mask_; used_[next]; next = (next + 1) & mask_) {
    const std::size_t wanted = home(hashes_[next]);
    // The entry may move into the hole when the hole lies cyclically in [wanted, next).
    const bool movable = ((next - wanted) & mask_) >= ((next - hole) & mask_);
    if (!movable) continue;
    slots_[hole] = slots_[next];
    hashes_[hole] = hashes_[next];
    used_[hole] = true;
    used_[next] = false;
    hole = next;
  }
}

}  // namespace pcgns::split::graph
