#pragma once
// A private duplicate of an MPI communicator, freed on every way out of the scope that
// made it: a failing constructor of its owner included, where a hand-written
// MPI_Comm_free in the destructor would never run.
#include <mpi.h>

namespace pcgns::mpi {

class UniqueComm {
 public:
  // Holds no communicator (get() is MPI_COMM_NULL).
  UniqueComm() = default;
  // Collective over `original`: MPI_Comm_dup. The duplicate keeps the owner's messages
  // apart from those of whoever else uses `original`.
  explicit UniqueComm(MPI_Comm original);
  // Collective over `comm`: the ranks of `comm` that share memory with this one (one
  // node), as MPI_Comm_split_type(MPI_COMM_TYPE_SHARED) makes it.
  static UniqueComm shared_memory_node(MPI_Comm comm);
  // Frees the duplicate unless MPI is already finalized (a static owner, an exit after
  // MPI_Finalize), when freeing is no longer allowed.
  ~UniqueComm();

  UniqueComm(const UniqueComm&) = delete;
  UniqueComm& operator=(const UniqueComm&) = delete;
  // Moving transfers ownership; the moved-from object holds MPI_COMM_NULL.
  UniqueComm(UniqueComm&& other) noexcept;
  UniqueComm& operator=(UniqueComm&& other) noexcept;

  MPI_Comm get() const { return comm_; }

 private:
  void free_now() noexcept;

  MPI_Comm comm_ = MPI_COMM_NULL;
};

}  // namespace pcgns::mpi
