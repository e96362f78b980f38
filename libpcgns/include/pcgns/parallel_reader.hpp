#pragma once
// The parallel read path: rank 0 parses the skeleton once and broadcasts it; every
// rank then reads its ranges of bulk arrays (MPI-IO at the dataset offsets for
// contiguous data, HDF5 for chunked or compact data), queued and executed by flush().
#include <mpi.h>

#include <cstdint>
#include <filesystem>
#include <memory>
#include <string_view>

#include "pcgns/cgns_version.hpp"
#include "pcgns/mpi/hints.hpp"
#include "pcgns/node.hpp"

namespace pcgns {

class ParallelReader {
 public:
  // Collective. MissingInputError / InputError name the file (and node).
  ParallelReader(MPI_Comm comm, std::filesystem::path file, const mpi::Hints& hints = {});
  ~ParallelReader();
  ParallelReader(const ParallelReader&) = delete;
  ParallelReader& operator=(const ParallelReader&) = delete;

  const Node& tree() const;
  CgnsVersion version() const;
  const std::filesystem::path& file() const;

  // Queue a read of elements [first, first+count) of the array at node_path into out.
  void read(std::string_view node_path, std::int64_t first, std::int64_t count, void* out);
  void read_box(std::string_view node_path, const Dims& lo, const Dims& hi, void* out);
  // Collective: performs every queued read. A bad request on any rank (unknown node,
  // range outside the array) makes every rank throw the same error here.
  void flush();

  std::int64_t bytes_read() const;  // by this rank, so far

 private:
  class Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace pcgns
