#include "mpi/datatype.hpp"

#include <algorithm>
#include <string>
#include <utility>

#include "pcgns/error.hpp"

namespace pcgns::mpi {

HindexedBlocks split_long_blocks(const std::vector<std::pair<MPI_Aint, std::int64_t>>& blocks, std::int64_t max_block) {
  HindexedBlocks out;
  out.lengths.reserve(blocks.size());
  out.displacements.reserve(blocks.size());
  for (const auto& [displacement, length] : blocks) {
    for (std::int64_t done = 0; done < length; done += max_block) {
      out.lengths.push_back(static_cast<int>(std::min(max_block, length - done)));
      out.displacements.push_back(displacement + static_cast<MPI_Aint>(done));
    }
  }
  return out;
}

std::string mpi_error_text(int code) {
  char text[MPI_MAX_ERROR_STRING] = {};
  int length = 0;
  if (MPI_Error_string(code, text, &length) != MPI_SUCCESS) return "MPI error " + std::to_string(code);
  return std::string(text, static_cast<std::size_t>(length));
}

MpiDatatype MpiDatatype::hindexed_bytes(const HindexedBlocks& blocks, const char* what) {
  MPI_Datatype type = MPI_DATATYPE_NULL;
  int rc = MPI_Type_create_hindexed(static_cast<int>(blocks.lengths.size()), blocks.lengths.data(),
                                    blocks.displacements.data(), MPI_BYTE, &type);
  if (rc == MPI_SUCCESS) rc = MPI_Type_commit(&type);
  if (rc != MPI_SUCCESS) {
    if (type != MPI_DATATYPE_NULL) MPI_Type_free(&type);
    throw IoError(std::string("cannot build the MPI ") + what + " datatype of " +
                  std::to_string(blocks.lengths.size()) + " blocks: " + mpi_error_text(rc));
  }
  return MpiDatatype(type);
}

MpiDatatype::MpiDatatype(MpiDatatype&& other) noexcept : type_(std::exchange(other.type_, MPI_DATATYPE_NULL)) {}

MpiDatatype& MpiDatatype::operator=(MpiDatatype&& other) noexcept {
  if (this != &other) {
    MpiDatatype old(std::move(*this));
    type_ = std::exchange(other.type_, MPI_DATATYPE_NULL);
  }
  return *this;
}

MpiDatatype::~MpiDatatype() {
  int finalized = 0;
  MPI_Finalized(&finalized);
  if (type_ != MPI_DATATYPE_NULL && !finalized) MPI_Type_free(&type_);
}

}  // namespace pcgns::mpi
