#include "io/mpi_file.hpp"

#include <utility>

#include "io/transfer_datatypes.hpp"
#include "mpi/datatype.hpp"
#include "pcgns/mpi/agreement.hpp"

namespace pcgns::io {

template <class Fn>
void MpiFile::agreed(Fn&& step) {
  std::exception_ptr error;
  try {
    step();
  } catch (...) {
    error = std::current_exception();
  }
  mpi::agree_on_error(comm_, error);
}

void MpiFile::check(int rc, const char* call) const {
  if (rc != MPI_SUCCESS) throw IoError("'" + name_ + "': " + call + " failed: " + mpi::mpi_error_text(rc));
}

MpiFile MpiFile::open(MPI_Comm comm, const std::filesystem::path& file, int amode, MPI_Info info, ExitCode failure,
                      std::string display_name) {
  MPI_File handle = MPI_FILE_NULL;
  const int rc = MPI_File_open(comm, file.c_str(), amode, info, &handle);
  MpiFile opened(comm, handle, std::move(display_name));
  opened.agreed([&] {
    if (rc != MPI_SUCCESS)
      throw_error(failure, "cannot open '" + opened.name_ + "' for MPI-IO: " + mpi::mpi_error_text(rc));
    // Errors must come back as codes, never abort the job from inside a collective.
    opened.check(MPI_File_set_errhandler(handle, MPI_ERRORS_RETURN), "MPI_File_set_errhandler");
  });
  return opened;
}

MpiFile::MpiFile(MpiFile&& other) noexcept
    : comm_(other.comm_), handle_(std::exchange(other.handle_, MPI_FILE_NULL)), name_(std::move(other.name_)) {}

MpiFile::~MpiFile() {
  int finalized = 0;
  MPI_Finalized(&finalized);
  if (handle_ != MPI_FILE_NULL && !finalized) MPI_File_close(&handle_);
}

void MpiFile::transfer_all(Direction direction, const TransferPlan& plan, MPI_Info info, Mode mode) {
  mpi::MpiDatatype filetype;
  mpi::MpiDatatype memtype;
  agreed([&] {
    if (plan.empty()) return;
    filetype = file_datatype(plan.file);
    memtype = memory_datatype(plan.memory);
  });
  const MPI_Datatype view = plan.empty() ? MPI_BYTE : filetype.get();
  agreed([&] { check(MPI_File_set_view(handle_, 0, MPI_BYTE, view, "native", info), "MPI_File_set_view"); });
  agreed([&] {
    const bool independent = mode == Mode::independent;
    if (independent && plan.empty()) return;
    MPI_Status status;
    void* buffer = plan.empty() ? nullptr : MPI_BOTTOM;
    const int count = plan.empty() ? 0 : 1;
    const MPI_Datatype type = plan.empty() ? MPI_BYTE : memtype.get();
    if (direction == Direction::write && independent)
      check(MPI_File_write(handle_, buffer, count, type, &status), "MPI_File_write");
    else if (direction == Direction::write)
      check(MPI_File_write_all(handle_, buffer, count, type, &status), "MPI_File_write_all");
    else if (independent) check(MPI_File_read(handle_, buffer, count, type, &status), "MPI_File_read");
    else check(MPI_File_read_all(handle_, buffer, count, type, &status), "MPI_File_read_all");
    MPI_Count moved = 0;
    check(MPI_Get_elements_x(&status, type, &moved), "MPI_Get_elements_x");
    if (moved != plan.bytes)
      throw IoError("'" + name_ + "': " + (direction == Direction::write ? "wrote " : "read ") + std::to_string(moved) +
                    " of " + std::to_string(plan.bytes) + " bytes (file too short?)");
  });
}

void MpiFile::sync() {
  agreed([&] { check(MPI_File_sync(handle_), "MPI_File_sync"); });
}

void MpiFile::close() {
  agreed([&] { check(MPI_File_close(&handle_), "MPI_File_close"); });
}

}  // namespace pcgns::io
