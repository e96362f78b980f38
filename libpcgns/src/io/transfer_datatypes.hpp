#pragma once
// The two derived datatypes of a transfer: the file side (byte blocks at file offsets,
// used as the file view) and the memory side (byte blocks at absolute addresses, used
// with MPI_BOTTOM).
#include <vector>

#include "io/transfer_plan.hpp"
#include "mpi/datatype.hpp"

namespace pcgns::io {

mpi::MpiDatatype file_datatype(const std::vector<FileBlock>& blocks);
// Uses absolute addresses (MPI_Get_address): pass MPI_BOTTOM as the buffer.
mpi::MpiDatatype memory_datatype(const std::vector<MemoryBlock>& blocks);

}  // namespace pcgns::io
