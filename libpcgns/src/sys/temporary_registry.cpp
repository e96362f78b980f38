#include "sys/temporary_registry.hpp"

#include <limits.h>
#include <unistd.h>

#include <atomic>
#include <cstring>

namespace pcgns::sys {
namespace {

enum SlotState : int { kFree = 0, kFilling = 1, kInUse = 2 };

struct Slot {
  std::atomic<int> state{kFree};
  char file[PATH_MAX];
  char directory[PATH_MAX];
};

// A split writes a few part files per rank; more than this many at once is not expected,
// and an unrecorded one is still found by the stale-temporary sweep.
constexpr int kSlots = 512;
Slot slots[kSlots];

bool fits(const std::filesystem::path& path) { return path.native().size() < PATH_MAX; }

}  // namespace

void remember_temporary(const std::filesystem::path& file, const std::filesystem::path& directory) noexcept {
  if (!fits(file) || !fits(directory)) return;
  for (Slot& slot : slots) {
    int expected = kFree;
    if (!slot.state.compare_exchange_strong(expected, kFilling)) continue;
    std::strcpy(slot.file, file.c_str());
    std::strcpy(slot.directory, directory.c_str());
    slot.state.store(kInUse);
    return;
  }
}

void forget_temporary(const std::filesystem::path& file) noexcept {
  for (Slot& slot : slots) {
    if (slot.state.load() != kInUse || std::strcmp(slot.file, file.c_str()) != 0) continue;
    int expected = kInUse;
    slot.state.compare_exchange_strong(expected, kFree);
  }
}

void remove_remembered_temporaries() noexcept {
  for (Slot& slot : slots) {
    if (slot.state.load() != kInUse) continue;
    ::unlink(slot.file);
    if (slot.directory[0] != '\0') ::rmdir(slot.directory);
  }
}

}  // namespace pcgns::sys
