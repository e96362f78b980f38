#include "io/broadcast.hpp"
#include "pcgns/collective.hpp"
#include "pcgns/input_files.hpp"
#include "pcgns/mpi_rank.hpp"

namespace pcgns {

std::vector<std::filesystem::path> expand_inputs(MPI_Comm comm, const std::vector<std::string>& arguments) {
  std::string joined;  // one path per line
  run_agreed(comm, [&] {
    if (rank_of(comm) != 0) return;
    for (const auto& file : expand_inputs(arguments)) joined += file.string() + '\n';
  });
  io::broadcast_string(comm, 0, joined);
  std::vector<std::filesystem::path> files;
  for (std::size_t at = 0; at < joined.size();) {
    const auto end = joined.find('\n', at);
    files.emplace_back(joined.substr(at, end - at));
    at = end + 1;
  }
  return files;
}

}  // namespace pcgns
