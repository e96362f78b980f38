#pragma once
// A whole node tree sent from one rank to the others, encoded by io/tree_codec.hpp, so
// that rank 0 parses a file once and every rank holds the result.
#include <mpi.h>

#include "pcgns/node.hpp"

namespace pcgns::io {

// Collective. The tree held by `root` replaces `tree` on every other rank.
void broadcast_tree(MPI_Comm comm, int root, Node& tree);

}  // namespace pcgns::io
