#pragma once
// Outputs are written under a temporary name in the destination directory and renamed
// when complete, so a failed or killed run never leaves a partial file under the name
// the user asked for. These run on one rank (rank 0) only.
#include <cstdint>
#include <filesystem>
#include <string_view>

namespace pcgns::io {

// ".<name>.pcgns-<token>.tmp" next to `final_name`.
std::filesystem::path temporary_name(const std::filesystem::path& final_name,
                                     std::string_view token);

// Checks that `final_name` may be created (its directory exists, it is not a directory,
// and it does not exist unless `overwrite`), then creates an empty temporary file with
// a fresh random name and returns that name. Throws OutputError naming the file.
std::filesystem::path reserve_output(const std::filesystem::path& final_name, bool overwrite);

// Checks that `bytes` can be stored in `temporary` (fallocate), so that a full disk or
// a file-size limit is reported before HDF5 writes anything. IoError naming
// `final_name`; file systems without fallocate are not checked.
void reserve_space(const std::filesystem::path& temporary, const std::filesystem::path& final_name,
                   std::int64_t bytes);

// Flushes `temporary` to stable storage and renames it to `final_name`.
void publish_output(const std::filesystem::path& temporary,
                    const std::filesystem::path& final_name, bool overwrite);

// Removes `temporary` if it exists; never throws.
void discard_output(const std::filesystem::path& temporary) noexcept;

}  // namespace pcgns::io
