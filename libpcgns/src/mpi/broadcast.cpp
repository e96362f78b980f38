#include "mpi/broadcast.hpp"

#include <algorithm>

#include "pcgns/mpi_rank.hpp"

namespace pcgns::mpi {

void broadcast_bytes(MPI_Comm comm, int root, std::vector<std::byte>& bytes, std::int64_t chunk) {
  std::int64_t size = static_cast<std::int64_t>(bytes.size());
  MPI_Bcast(&size, 1, MPI_INT64_T, root, comm);
  if (rank_of(comm) != root) bytes.resize(static_cast<std::size_t>(size));
  for (std::int64_t done = 0; done < size; done += chunk) {
    const auto part = static_cast<int>(std::min(chunk, size - done));
    MPI_Bcast(bytes.data() + done, part, MPI_BYTE, root, comm);
  }
}

void broadcast_string(MPI_Comm comm, int root, std::string& text) {
  std::vector<std::byte> bytes(reinterpret_cast<const std::byte*>(text.data()),
                               reinterpret_cast<const std::byte*>(text.data()) + text.size());
  broadcast_bytes(comm, root, bytes);
  text.assign(reinterpret_cast<const char*>(bytes.data()), bytes.size());
}

}  // namespace pcgns::mpi
