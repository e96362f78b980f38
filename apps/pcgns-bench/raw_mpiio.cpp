#include "raw_mpiio.hpp"

#include <string>

#include "pcgns/error.hpp"
#include "pcgns/mpi/agreement.hpp"

namespace pcgns::bench_app {
namespace {

// MPI counts are ints: blocks of 1 MiB keep them small; the rest goes byte by byte in a
// second collective call.
constexpr int kChunk = 1 << 20;

void check(int rc, const std::filesystem::path& file, const char* what) {
  if (rc != MPI_SUCCESS) throw IoError(file.string() + ": raw MPI-IO " + what + " failed");
}

// Both calls are collective: every rank makes both, whatever the first returned, and
// the codes are checked afterwards.
template <class Call>
int transfer(MPI_File fh, std::int64_t offset, std::int64_t count, Call&& call) {
  MPI_Datatype chunk;
  MPI_Type_contiguous(kChunk, MPI_BYTE, &chunk);
  MPI_Type_commit(&chunk);
  const auto chunks = static_cast<int>(count / kChunk);
  const auto rest = static_cast<int>(count % kChunk);
  const int whole = call(fh, offset, 0, chunks, chunk);
  MPI_Type_free(&chunk);
  const std::int64_t done = static_cast<std::int64_t>(chunks) * kChunk;
  const int tail = call(fh, offset + done, done, rest, MPI_BYTE);
  return whole != MPI_SUCCESS ? whole : tail;
}

MPI_File open(MPI_Comm comm, const std::filesystem::path& file, int mode, const mpi::Hints& hints) {
  mpi::MpiInfo info(hints);
  MPI_File fh = MPI_FILE_NULL;
  const int rc = MPI_File_open(comm, file.c_str(), mode, info.get(), &fh);
  mpi::run_agreed(comm, [&] { check(rc, file, "open"); });
  MPI_File_set_errhandler(fh, MPI_ERRORS_RETURN);
  return fh;
}

}  // namespace

RawTimes write_raw_block(MPI_Comm comm, const std::filesystem::path& file, std::int64_t offset, const void* bytes,
                         std::int64_t count, const mpi::Hints& hints) {
  RawTimes times;
  double start = MPI_Wtime();
  MPI_File fh = open(comm, file, MPI_MODE_CREATE | MPI_MODE_WRONLY, hints);
  times.open = MPI_Wtime() - start;
  start = MPI_Wtime();
  const auto* base = static_cast<const char*>(bytes);
  const int written =
      transfer(fh, offset, count, [&](MPI_File f, std::int64_t at, std::int64_t skip, int n, MPI_Datatype type) {
        return MPI_File_write_at_all(f, at, base + skip, n, type, MPI_STATUS_IGNORE);
      });
  mpi::run_agreed(comm, [&] { check(written, file, "write_at_all"); });
  times.transfer = MPI_Wtime() - start;
  start = MPI_Wtime();
  const int synced = MPI_File_sync(fh);
  const int closed = MPI_File_close(&fh);
  mpi::run_agreed(comm, [&] {
    check(synced, file, "sync");
    check(closed, file, "close");
  });
  times.close = MPI_Wtime() - start;
  return times;
}

RawTimes read_raw_block(MPI_Comm comm, const std::filesystem::path& file, std::int64_t offset, void* bytes,
                        std::int64_t count, const mpi::Hints& hints) {
  RawTimes times;
  double start = MPI_Wtime();
  MPI_File fh = open(comm, file, MPI_MODE_RDONLY, hints);
  times.open = MPI_Wtime() - start;
  start = MPI_Wtime();
  auto* base = static_cast<char*>(bytes);
  const int read =
      transfer(fh, offset, count, [&](MPI_File f, std::int64_t at, std::int64_t skip, int n, MPI_Datatype type) {
        return MPI_File_read_at_all(f, at, base + skip, n, type, MPI_STATUS_IGNORE);
      });
  mpi::run_agreed(comm, [&] { check(read, file, "read_at_all"); });
  times.transfer = MPI_Wtime() - start;
  start = MPI_Wtime();
  const int closed = MPI_File_close(&fh);
  mpi::run_agreed(comm, [&] { check(closed, file, "close"); });
  times.close = MPI_Wtime() - start;
  return times;
}

}  // namespace pcgns::bench_app
