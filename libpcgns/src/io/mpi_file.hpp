#pragma once
// An MPI-IO file shared by a communicator, used the way the parallel data path needs
// it: one collective transfer per plan (file view + single read_all/write_all). Every
// MPI return code is checked; failures become pcgns errors naming the file and are
// agreed on by every rank before anyone proceeds, so no rank is left in a collective.
#include <mpi.h>

#include <filesystem>
#include <string>

#include "io/transfer_plan.hpp"
#include "pcgns/error.hpp"

namespace pcgns::io {

class MpiFile {
 public:
  enum class Direction { read, write };
  // How ranks move their bytes once the view is set: one collective call (MPI-IO may
  // route data through aggregators), or each rank on its own.
  enum class Mode { collective, independent };

  // Collective. `amode` as for MPI_File_open; a failure throws `failure` on every rank.
  // `display_name` is the name used in messages (the user's file, not a temporary).
  static MpiFile open(MPI_Comm comm, const std::filesystem::path& file, int amode, MPI_Info info, ExitCode failure,
                      std::string display_name);

  MpiFile(MpiFile&& other) noexcept;
  MpiFile& operator=(MpiFile&&) = delete;
  MpiFile(const MpiFile&) = delete;
  MpiFile& operator=(const MpiFile&) = delete;
  ~MpiFile();  // closes without reporting (collective: all ranks must get here)

  // Collective: moves the plan's bytes with one set_view and one read_all/write_all
  // (or, independent, one read/write per rank with something to move). Ranks with an
  // empty plan take part with nothing to move. Every rank passes the same mode.
  void transfer_all(Direction direction, const TransferPlan& plan, MPI_Info info, Mode mode = Mode::collective);
  void sync();   // collective
  void close();  // collective

 private:
  MpiFile(MPI_Comm comm, MPI_File handle, std::string display_name)
      : comm_(comm), handle_(handle), name_(std::move(display_name)) {}
  // Local: throws IoError naming the file and the call when rc is not MPI_SUCCESS.
  void check(int rc, const char* call) const;
  // Collective: runs a local MPI step and agrees on its outcome.
  template <class Fn>
  void agreed(Fn&& step);

  MPI_Comm comm_ = MPI_COMM_NULL;
  MPI_File handle_ = MPI_FILE_NULL;
  std::string name_;
};

}  // namespace pcgns::io
