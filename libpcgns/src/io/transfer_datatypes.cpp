#include "io/transfer_datatypes.hpp"

#include <cstdint>
#include <utility>

namespace pcgns::io {

mpi::MpiDatatype file_datatype(const std::vector<FileBlock>& blocks) {
  std::vector<std::pair<MPI_Aint, std::int64_t>> pairs;
  pairs.reserve(blocks.size());
  for (const auto& b : blocks) pairs.emplace_back(static_cast<MPI_Aint>(b.offset), b.bytes);
  return mpi::MpiDatatype::hindexed_bytes(mpi::split_long_blocks(pairs), "file");
}

mpi::MpiDatatype memory_datatype(const std::vector<MemoryBlock>& blocks) {
  std::vector<std::pair<MPI_Aint, std::int64_t>> pairs;
  pairs.reserve(blocks.size());
  for (const auto& b : blocks) {
    MPI_Aint address = 0;
    MPI_Get_address(b.address, &address);
    pairs.emplace_back(address, b.bytes);
  }
  return mpi::MpiDatatype::hindexed_bytes(mpi::split_long_blocks(pairs), "memory");
}

}  // namespace pcgns::io
