#include "io/broadcast_tree.hpp"

#include <cstddef>
#include <exception>
#include <vector>

#include "io/tree_codec.hpp"
#include "mpi/broadcast.hpp"
#include "mpi/patient_barrier.hpp"
#include "pcgns/mpi/agreement.hpp"
#include "pcgns/mpi_rank.hpp"
#include "pcgns/tree_io.hpp"

namespace pcgns::io {

void broadcast_tree(MPI_Comm comm, int root, Node& tree) {
  const bool is_root = rank_of(comm) == root;
  std::vector<std::byte> bytes;
  if (is_root) bytes = encode_tree(tree);
  mpi::broadcast_bytes(comm, root, bytes);
  if (!is_root) tree = decode_tree(bytes);
}

Node read_tree_on_root(MPI_Comm comm, const std::filesystem::path& file) {
  Node tree;
  std::exception_ptr error;
  try {
    if (rank_of(comm) == 0) tree = read_tree(file);
  } catch (...) {
    error = std::current_exception();
  }
  mpi::patient_barrier(comm);
  mpi::agree_on_error(comm, error);
  broadcast_tree(comm, 0, tree);
  return tree;
}

}  // namespace pcgns::io
