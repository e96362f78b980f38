#pragma once
// Outputs are written under a temporary name in the destination directory and renamed
// when complete, so a failed or killed run never leaves a partial file under the name
// the user asked for. These run on one rank (rank 0) only.
#include <cstdint>
#include <filesystem>

namespace pcgns::sys {

// Checks that `final_name` may be created (its directory exists, it is not a directory,
// and it does not exist unless `overwrite`), removes the stale temporaries of earlier
// runs to the same name (pcgns/sys/stale_temporaries.hpp), then creates an empty temporary
// file in a new private directory next to it (pcgns/sys/safe_file.hpp: HDF5 and MPI-IO open
// the temporary by name, which is safe only where no one else can plant a link) and
// returns the file's name. The temporary is removed on SIGTERM, SIGINT and SIGHUP
// (pcgns/sys/signal_cleanup.hpp). Throws OutputError naming the file.
std::filesystem::path reserve_output(const std::filesystem::path& final_name, bool overwrite);

// Checks that `bytes` can be stored in `temporary` (fallocate), so that a full disk or
// a file-size limit is reported before HDF5 writes anything. IoError naming
// `final_name`; file systems without fallocate are not checked.
void reserve_space(const std::filesystem::path& temporary, const std::filesystem::path& final_name, std::int64_t bytes);

// Flushes `temporary` to stable storage, renames it to `final_name` and removes its
// private directory.
void publish_output(const std::filesystem::path& temporary, const std::filesystem::path& final_name, bool overwrite);

// publish_output in its steps, for a set of files published together (io/output_set.hpp):
// checks the destination and flushes the temporary; renames it (OutputError naming both)
// and removes its private directory; flushes a directory, so that renames are durable.
void flush_output(const std::filesystem::path& temporary, const std::filesystem::path& final_name, bool overwrite);
void rename_output(const std::filesystem::path& temporary, const std::filesystem::path& final_name);
void sync_directory_of(const std::filesystem::path& file);

// Removes `temporary` and its private directory if they exist; never throws.
void discard_output(const std::filesystem::path& temporary) noexcept;

}  // namespace pcgns::sys
