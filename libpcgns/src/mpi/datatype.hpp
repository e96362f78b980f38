#pragma once
// Derived byte datatypes (hindexed blocks of MPI_BYTE) owned like any resource, and the
// text of MPI error codes. MPI block lengths are int, so longer blocks are split.
#include <mpi.h>

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

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

// The text of an MPI error code.
std::string mpi_error_text(int code);

}  // namespace pcgns::mpi
