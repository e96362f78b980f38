#pragma once
// One file opened through the C API in PCGNS_MODE_READ: rank 0 parses the skeleton once
// and every rank of the communicator holds it; the reading calls then read ranges of
// arrays locally, from any rank, any number of times (pread at the recorded offsets of
// contiguous arrays, HDF5 for the others, memory for small ones).
//
// A failed reading call returns PCGNS_ERROR on its rank at once and is remembered, so
// that pcgns_close, the next collective call, fails on every rank with its message.
#include <mpi.h>

#include <cstdint>
#include <string>
#include <vector>

#include "capi/child_index.hpp"
#include "dist/array_source.hpp"
#include "io/deferred_failure.hpp"
#include "pcgns/mpi/unique_comm.hpp"
#include "pcgns/node.hpp"

namespace pcgns::capi {

class ReadFile {
 public:
  // Collective over `comm`: MissingInputError / InputError naming the file (and node)
  // on every rank when the file cannot be read as CGNS.
  ReadFile(MPI_Comm comm, const std::string& name);

  const std::string& name() const { return name_; }
  Node& tree() { return tree_; }

  // Local: runs `step`; a failure is thrown here and remembered for close().
  template <class Fn>
  void local(Fn&& step) {
    pending_.remember(step);
  }

  // Local: elements [first, first + count) of `array` (flat, its own type) into `out`; an
  // InputError naming `path` when the range is not inside the array.
  void read(const Node& array, const std::string& path, std::int64_t first, std::int64_t count, void* out);
  // Local: box [lo, hi] (0-based inclusive, Fortran order) of `array` into `out`.
  void read_box(const Node& array, const Dims& lo, const Dims& hi, void* out);

  // Local: an integer array's values, widened to int64.
  std::vector<std::int64_t> integers(const Node& array) { return source_.read_integers(array); }
  // Local: elements [first, first + count) of an I4 or I8 array, widened to int64 (an
  // InputError naming `path` for another type).
  void read_integers(const Node& array, const std::string& path, std::int64_t first, std::int64_t count,
                     std::int64_t* out);

  // Collective: agrees on the reading calls' failures; the file is closed either way.
  void close();

 private:
  mpi::UniqueComm comm_;
  std::string name_;
  Node tree_;
  ScopedChildIndex child_index_{tree_};  // of tree_, which stays where it is
  dist::ArraySource source_;
  void require_inside(const Node& array, const std::string& path, std::int64_t first, std::int64_t count) const;

  io::DeferredFailure pending_;  // the first failed reading call on this rank
};

}  // namespace pcgns::capi
