#include "pcgns/mpi/unique_comm.hpp"

#include <utility>

namespace pcgns::mpi {

UniqueComm::UniqueComm(MPI_Comm original) { MPI_Comm_dup(original, &comm_); }

UniqueComm UniqueComm::shared_memory_node(MPI_Comm comm) {
  UniqueComm node;
  MPI_Comm_split_type(comm, MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL, &node.comm_);
  return node;
}

UniqueComm::~UniqueComm() { free_now(); }

UniqueComm::UniqueComm(UniqueComm&& other) noexcept : comm_(std::exchange(other.comm_, MPI_COMM_NULL)) {}

UniqueComm& UniqueComm::operator=(UniqueComm&& other) noexcept {
  if (this != &other) {
    free_now();
    comm_ = std::exchange(other.comm_, MPI_COMM_NULL);
  }
  return *this;
}

void UniqueComm::free_now() noexcept {
  if (comm_ == MPI_COMM_NULL) return;
  int finalized = 0;
  MPI_Finalized(&finalized);
  if (!finalized) MPI_Comm_free(&comm_);
  comm_ = MPI_COMM_NULL;
}

}  // namespace pcgns::mpi
