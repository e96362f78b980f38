#pragma once
// A whole node tree sent from one rank to the others, encoded by io/tree_codec.hpp, so
// that rank 0 parses a file once and every rank holds the result.
#include <mpi.h>

#include <filesystem>

#include "pcgns/node.hpp"

namespace pcgns::io {

// Collective. The tree held by `root` replaces `tree` on every other rank.
void broadcast_tree(MPI_Comm comm, int root, Node& tree);

// Collective. The skeleton of `file`, parsed once, on rank 0 of `comm`, and held by every
// rank; a failure to read it is thrown on every rank (agreed after a patient barrier, so
// that ranks waiting for a slow parse do not time out).
Node read_tree_on_root(MPI_Comm comm, const std::filesystem::path& file);

}  // namespace pcgns::io
