#include "scratch_directory.hpp"

#include <string>

#include "pcgns/error.hpp"
#include "pcgns/mpi/agreement.hpp"
#include "pcgns/sys/safe_file.hpp"

namespace pcgns::bench_app {
namespace fs = std::filesystem;

namespace {

std::string broadcast_from_root(MPI_Comm comm, std::string text) {
  int length = static_cast<int>(text.size());
  MPI_Bcast(&length, 1, MPI_INT, 0, comm);
  text.resize(static_cast<std::size_t>(length));
  MPI_Bcast(text.data(), length, MPI_CHAR, 0, comm);
  return text;
}

}  // namespace

ScratchDirectory::ScratchDirectory(MPI_Comm comm, const fs::path& dir) : comm_(comm), dir_(dir) {
  MPI_Comm_rank(comm, &rank_);
  std::string made;
  mpi::run_agreed(comm, [&] {
    if (rank_ == 0) made = sys::create_private_directory(dir / "pcgns-bench").string();
  });
  path_ = broadcast_from_root(comm, made);
}

ScratchDirectory::~ScratchDirectory() {
  if (rank_ == 0) sys::remove_private_directory(path_);
}

void ScratchDirectory::keep_files() const {
  mpi::run_agreed(comm_, [&] {
    if (rank_ != 0) return;
    for (const auto& entry : fs::directory_iterator(path_)) {
      std::error_code ec;
      fs::rename(entry.path(), dir_ / entry.path().filename(), ec);
      if (ec) throw OutputError("cannot keep '" + (dir_ / entry.path().filename()).string() + "': " + ec.message());
    }
  });
}

}  // namespace pcgns::bench_app
