#include "io/run_owner.hpp"

#include <unistd.h>

#include <string>

#include "mpi/broadcast.hpp"
#include "sys/temporary_name.hpp"
#include "sys/temporary_registry.hpp"

namespace pcgns::io {

SharedTemporaries::SharedTemporaries(MPI_Comm comm, const std::vector<std::filesystem::path>& final_names) {
  int rank = 0;
  MPI_Comm_rank(comm, &rank);
  std::string owner;
  if (rank == 0) owner = sys::random_token() + "-" + std::to_string(::getpid()) + "@" + sys::this_host();
  mpi::broadcast_string(comm, 0, owner);
  sys::set_shared_owner(owner);
  for (const auto& final_name : final_names) {
    const std::string entry = "." + final_name.filename().string() + ".pcgns-" + owner + ".tmp";
    const auto directory =
        final_name.has_parent_path() ? final_name.parent_path() / entry : std::filesystem::path(entry);
    temporaries_.push_back(directory / final_name.filename());
    sys::remember_temporary(temporaries_.back(), directory);
  }
}

SharedTemporaries::~SharedTemporaries() {
  sys::set_shared_owner({});
  for (const auto& temporary : temporaries_) sys::forget_temporary(temporary);
}

}  // namespace pcgns::io
