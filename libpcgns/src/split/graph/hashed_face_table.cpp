#include "split/graph/hashed_face_table.hpp"

#include <utility>

namespace pcgns::split::graph {

HashedFaceTable::HashedFaceTable() : slots_(kInitialHashedSlots), mask_(kInitialHashedSlots - 1) {}

std::optional<std::int64_t> HashedFaceTable::take(const SmallFace& face, std::uint64_t hash) {
  for (std::size_t slot = home(hash); slots_[slot].used(); slot = (slot + 1) & mask_) {
    if (slots_[slot].hash == hash && slots_[slot].face.same_vertices(face)) {
      const std::int64_t cell = slots_[slot].face.cell();
      erase_at(slot);
      return cell;
    }
  }
  return std::nullopt;
}

void HashedFaceTable::hold(const SmallFace& face, std::uint64_t hash) {
  if (2 * (size_ + 1) > slots_.size()) grow();  // at most half full: short probes
  insert_new(face, hash);
}

void HashedFaceTable::insert_new(const SmallFace& face, std::uint64_t hash) {
  std::size_t slot = home(hash);
  while (slots_[slot].used()) slot = (slot + 1) & mask_;
  slots_[slot] = {hash, face};
  ++size_;
}

void HashedFaceTable::grow() {
  std::vector<Slot> slots(slots_.size() * 2);
  std::swap(slots, slots_);
  mask_ = slots_.size() - 1;
  size_ = 0;
  for (const Slot& slot : slots)
    if (slot.used()) insert_new(slot.face, slot.hash);
}

// Backward shift: entries after the hole that could sit in it move back, so every entry
// stays reachable from its home slot without tombstones.
void HashedFaceTable::erase_at(std::size_t hole) {
  slots_[hole] = Slot{};
  --size_;
  for (std::size_t next = (hole + 1) & mask_; slots_[next].used(); next = (next + 1) & mask_) {
    const std::size_t wanted = home(slots_[next].hash);
    // The entry may move into the hole when the hole lies cyclically in [wanted, next).
    const bool movable = ((next - wanted) & mask_) >= ((next - hole) & mask_);
    if (!movable) continue;
    slots_[hole] = slots_[next];
    slots_[next] = Slot{};
    hole = next;
  }
}

}  // namespace pcgns::split::graph
