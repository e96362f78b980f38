#include "inputs/rank0_paths.hpp"
#include "pcgns/input_files.hpp"

namespace pcgns {

std::vector<std::filesystem::path> expand_inputs(MPI_Comm comm, const std::vector<std::string>& arguments) {
  return rank0_paths(comm, [&] { return expand_inputs(arguments); });
}

}  // namespace pcgns
