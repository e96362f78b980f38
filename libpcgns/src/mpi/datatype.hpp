#pragma once
// The two derived datatypes of a transfer: the file side (byte blocks at file offsets,
// used as the file view) and the memory side (byte blocks at absolute addresses, used
// with MPI_BOTTOM). MPI block lengths are int, so longer blocks are split.
#include <mpi.h>

#include <cstdint>
#include <vector>

#include "io/transfer_plan.hpp"

namespace pcgns::mpi {

inline constexpr std::int64_t kMaxBlockBytes = std::int64_t{1} << 30;

struct HindexedBlocks {
  std::vector<int> lengths;
  std::vector<MPI_Aint> displacements;
};

// Splits (displacement, length) blocks so that no length exceeds `max_block`.
HindexedBlocks split_long_blocks(const std::vector<std::pair<MPI_Aint, std::int64_t>>& blocks,
                                 std::int64_t max_block = kMaxBlockBytes);

// A committed MPI datatype, freed on destruction.
class MpiDatatype {
 public:
  // Throws IoError when MPI refuses the type (message names `what`).
  static MpiDatatype hindexed_bytes(const HindexedBlocks& blocks, const char* what);
  MpiDatatype() = default;
  MpiDatatype(MpiDatatype&& other) noexcept;
  MpiDatatype& operator=(MpiDatatype&& other) noexcept;
  MpiDatatype(const MpiDatatype&) = delete;
  MpiDatatype& operator=(const MpiDatatype&) = delete;
  ~MpiDatatype();
  MPI_Datatype get() const { return type_; }

 private:
  explicit MpiDatatype(MPI_Datatype type) : type_(type) {}
  MPI_Datatype type_ = MPI_DATATYPE_NULL;
};

MpiDatatype file_datatype(const std::vector<FileBlock>& blocks);
// Uses absolute addresses (MPI_Get_address): pass MPI_BOTTOM as the buffer.
MpiDatatype memory_datatype(const std::vector<MemoryBlock>& blocks);

// The text of an MPI error code.
std::string mpi_error_text(int code);

}  // namespace pcgns::mpi
