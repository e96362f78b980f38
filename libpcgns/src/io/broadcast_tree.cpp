#include "io/broadcast_tree.hpp"

#include <cstddef>
#include <vector>

#include "io/tree_codec.hpp"
#include "mpi/broadcast.hpp"
#include "pcgns/mpi_rank.hpp"

namespace pcgns::io {

void broadcast_tree(MPI_Comm comm, int root, Node& tree) {
  const bool is_root = rank_of(comm) == root;
  std::vector<std::byte> bytes;
  if (is_root) bytes = encode_tree(tree);
  mpi::broadcast_bytes(comm, root, bytes);
  if (!is_root) tree = decode_tree(bytes);
}

}  // namespace pcgns::io
