#include "inputs/rank0_paths.hpp"
#include "pcgns/set_siblings.hpp"

namespace pcgns {

std::vector<std::filesystem::path> find_siblings(MPI_Comm comm, const std::vector<std::filesystem::path>& inputs,
                                                 const std::vector<std::filesystem::path>& excluded) {
  return rank0_paths(comm, [&] { return find_siblings(inputs, excluded); });
}

}  // namespace pcgns
