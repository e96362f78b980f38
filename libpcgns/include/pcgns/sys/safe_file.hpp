#pragma once
// Creating files where other users may plant links: every file pcgns writes is created
// with O_CREAT|O_EXCL|O_NOFOLLOW under a fresh temporary name (or inside a private
// directory, which only its owner can enter) and renamed into place. A rename replaces
// a link at the destination instead of writing through it.
#include <sys/types.h>

#include <filesystem>
#include <string_view>

namespace pcgns::sys {

// open(path, O_WRONLY|O_CREAT|O_EXCL|O_NOFOLLOW|O_CLOEXEC, mode): a new file, never an
// existing one or a link. Returns the descriptor, or -1 with errno set.
int create_exclusive(const std::filesystem::path& path, mode_t mode);

// Writes `content` to a new temporary next to `destination`, flushes it and renames it
// to `destination`. OutputError naming `destination` when any step fails (the temporary
// is removed).
void write_file_safely(const std::filesystem::path& destination, std::string_view content, mode_t mode = 0644);

// A fresh name for a private directory next to `final_name` (a temporary name that
// records this process); nothing is created.
std::filesystem::path private_directory_name(const std::filesystem::path& final_name);

// A new directory, mode 0700, next to `final_name` and named after it (a temporary name
// that records this process), for files that HDF5 or MPI-IO must open by name.
// OutputError naming `final_name` when it cannot be created.
std::filesystem::path create_private_directory(const std::filesystem::path& final_name);

// Removes `directory` (made by create_private_directory) and the files directly in it;
// never throws, never follows links.
void remove_private_directory(const std::filesystem::path& directory) noexcept;

}  // namespace pcgns::sys
