#include "inputs/rank0_paths.hpp"

#include <string>

#include "mpi/broadcast.hpp"
#include "pcgns/mpi/agreement.hpp"
#include "pcgns/mpi_rank.hpp"

namespace pcgns {

std::vector<std::filesystem::path> rank0_paths(MPI_Comm comm,
                                               const std::function<std::vector<std::filesystem::path>()>& find) {
  std::string joined;  // one path per line
  mpi::run_agreed(comm, [&] {
    if (rank_of(comm) != 0) return;
    for (const auto& file : find()) joined += file.string() + '\n';
  });
  mpi::broadcast_string(comm, 0, joined);
  std::vector<std::filesystem::path> files;
  for (std::size_t at = 0; at < joined.size();) {
    const auto end = joined.find('\n', at);
    files.emplace_back(joined.substr(at, end - at));
    at = end + 1;
  }
  return files;
}

}  // namespace pcgns
