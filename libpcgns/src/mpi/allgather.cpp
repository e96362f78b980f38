#include "mpi/allgather.hpp"

#include <algorithm>
#include <climits>

namespace pcgns::mpi {

std::vector<std::vector<std::byte>> allgather_bytes(MPI_Comm comm, std::span<const std::byte> mine,
                                                    std::int64_t round_limit) {
  int ranks = 1;
  MPI_Comm_size(comm, &ranks);
  const std::int64_t my_size = static_cast<std::int64_t>(mine.size());
  std::vector<std::int64_t> sizes(static_cast<std::size_t>(ranks));
  MPI_Allgather(&my_size, 1, MPI_INT64_T, sizes.data(), 1, MPI_INT64_T, comm);

  const std::int64_t limit = round_limit > 0 ? round_limit : INT_MAX / ranks;
  const std::int64_t largest = *std::max_element(sizes.begin(), sizes.end());
  std::vector<std::vector<std::byte>> result(static_cast<std::size_t>(ranks));
  for (int r = 0; r < ranks; ++r) {
    const auto i = static_cast<std::size_t>(r);
    result[i].resize(static_cast<std::size_t>(sizes[i]));
  }

  std::vector<int> counts(static_cast<std::size_t>(ranks));
  std::vector<int> displacements(static_cast<std::size_t>(ranks));
  std::vector<std::byte> received;
  for (std::int64_t done = 0; done < largest; done += limit) {
    int total = 0;
    for (int r = 0; r < ranks; ++r) {
      const auto i = static_cast<std::size_t>(r);
      counts[i] = static_cast<int>(std::clamp<std::int64_t>(sizes[i] - done, 0, limit));
      displacements[i] = total;
      total += counts[i];
    }
    received.resize(static_cast<std::size_t>(total));
    const int rank_count = static_cast<int>(std::clamp<std::int64_t>(my_size - done, 0, limit));
    MPI_Allgatherv(mine.data() + std::min(done, my_size), rank_count, MPI_BYTE, received.data(), counts.data(),
                   displacements.data(), MPI_BYTE, comm);
    for (int r = 0; r < ranks; ++r) {
      const auto i = static_cast<std::size_t>(r);
      std::copy_n(received.begin() + displacements[i], counts[i], result[i].begin() + done);
    }
  }
  return result;
}

}  // namespace pcgns::mpi
