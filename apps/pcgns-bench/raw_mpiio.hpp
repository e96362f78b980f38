#pragma once
// The IOR-style baseline: every rank moves one contiguous block of bytes at its offset
// of a shared file with one collective call (MPI_File_write_at_all/read_at_all), and
// the written file is synced like the library's close(), so both sides pay the same
// durability. Errors become pcgns IoErrors naming the file.
#include <mpi.h>

#include <cstdint>
#include <filesystem>

#include "pcgns/mpi/hints.hpp"

namespace pcgns::bench_app {

struct RawTimes {
  double open = 0, transfer = 0, close = 0;
};

// Collective. `offset`: this rank's first byte in the file.
RawTimes write_raw_block(MPI_Comm comm, const std::filesystem::path& file, std::int64_t offset, const void* bytes,
                         std::int64_t count, const mpi::Hints& hints);
RawTimes read_raw_block(MPI_Comm comm, const std::filesystem::path& file, std::int64_t offset, void* bytes,
                        std::int64_t count, const mpi::Hints& hints);

}  // namespace pcgns::bench_app
