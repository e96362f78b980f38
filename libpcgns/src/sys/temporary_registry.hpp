#pragma once
// The temporaries this process is writing, kept as ready-made C strings so that a
// signal handler can remove them with async-signal-safe calls only (unlink, rmdir).
#include <filesystem>

namespace pcgns::sys {

// Records `file` (inside the private directory `directory`, removed after it). When the
// table is full the file is not recorded: a later run still removes it as stale.
void remember_temporary(const std::filesystem::path& file, const std::filesystem::path& directory) noexcept;

// `file` was published or discarded.
void forget_temporary(const std::filesystem::path& file) noexcept;

// Removes every recorded temporary and its directory. Async-signal-safe.
void remove_remembered_temporaries() noexcept;

}  // namespace pcgns::sys
