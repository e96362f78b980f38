#pragma once
// The parallel write path, in the spirit of the official cgp_* API.
//
// 1. Define (collective, every rank makes the same calls): build the tree returned by
//    tree() -- bases, zones, and every bulk array as a deferred node (type + dims,
//    no data). Small data (zone sizes, ranges, names) is given in memory.
// 2. commit() (collective): rank 0 alone writes the whole skeleton through the serial
//    HDF5 driver, allocating every bulk array contiguously; the dataset offsets are
//    broadcast and every rank opens the file for data.
// 3. write()/write_box() from any subset of ranks, any number of times: queued. Values
//    are in the array's own type. A bad request (unknown node, range outside the array)
//    is reported by the next flush() on every rank, so no rank is left waiting.
//    copy() instead copies an array's bytes from an input file at once (pcgns-merge's
//    verbatim arrays).
// 4. flush() (collective): on the queue path every rank's requests are sorted by file
//    offset; pieces of 1 MiB or more go out at once, each on its own (spliced, as
//    write_at_once), and the rest are coalesced and written with ONE collective MPI-IO
//    call (every piece through MPI-IO when the hints set romio_cb_write=enable); on the
//    HDF5 paths, with one H5Dwrite per dataset.
// 5. close() (collective): flush, sync, and rename the temporary file to its final
//    name. A writer destroyed before close() removes its temporary file, so a failed
//    run never leaves a partial file under the requested name.
#include <mpi.h>

#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "pcgns/mpi/hints.hpp"
#include "pcgns/node.hpp"
#include "pcgns/tree_io.hpp"

namespace pcgns {

enum class WritePath {
  queue,             // skeleton on rank 0 + one collective MPI-IO call per flush (large pieces spliced)
  hdf5_collective,   // parallel HDF5, collective H5Dwrite per dataset
  hdf5_independent,  // parallel HDF5, independent H5Dwrite per request
};

struct ParallelWriteOptions {
  WritePath path = WritePath::queue;
  WriteOptions tree;       // CGNS version, layout thresholds
  mpi::Hints hints;        // MPI-IO hints for the data phase
  bool overwrite = false;  // replace an existing file (else OutputError)
  // Claims the space of every array before the skeleton is written, so that a full disk
  // fails the job before any value moves. Off only for a file whose arrays are filled in
  // part on purpose (sparse), where the claim would ask for space never used.
  bool reserve_space = true;
};

class ParallelWriter {
 public:
  // Collective. Checks that the output can be created (OutputError otherwise).
  ParallelWriter(MPI_Comm comm, std::filesystem::path file, ParallelWriteOptions options = {});
  ~ParallelWriter();
  ParallelWriter(const ParallelWriter&) = delete;
  ParallelWriter& operator=(const ParallelWriter&) = delete;

  // The tree being defined; only valid to modify before commit().
  Node& tree();
  const Node& tree() const;
  void commit();

  // Queues flat element range [first, first+count) of the array at node_path.
  void write(std::string_view node_path, std::int64_t first, std::int64_t count, const void* values);
  // Queues a box of a multi-dimensional array: lo/hi are 0-based inclusive CGNS
  // (Fortran-order) indices; values are in Fortran order over the box.
  void write_box(std::string_view node_path, const Dims& lo, const Dims& hi, const void* values);
  // Copies flat elements [first, first+count) of the array at node_path straight from
  // another file, where they lie contiguously in the array's own type and byte order
  // (a verbatim copy) at `source_offset` of the open descriptor `source`. Unlike
  // write(), local and immediate, and without a trip through memory where the kernel
  // can copy (sys/copy_range); durable after close(). Returns the bytes copied, fewer
  // only if the source ended first, or nothing on the HDF5 write paths, where the
  // caller writes the values itself. Throws on a bad request or a failed copy: call it
  // where the ranks agree on errors (run_agreed). `source_name` names the source in
  // messages.
  std::optional<std::int64_t> copy(std::string_view node_path, std::int64_t first, std::int64_t count, int source,
                                   std::int64_t source_offset, std::string_view source_name);
  // Writes flat elements [first, first+count) of the array at node_path from `values`
  // at once, like copy() (local, immediate, durable after close()), through a pipe where
  // the file system takes spliced writes (sys/splice_write.hpp): for callers that write
  // disjoint ranges between flushes. False on the HDF5 write paths, where the caller
  // queues the values with write() instead. Local: like write()'s, a failure (a bad
  // request, a full disk) is reported by the next flush(), on every rank.
  bool write_at_once(std::string_view node_path, std::int64_t first, std::int64_t count, const void* values);
  void flush();
  void close();
  // Collective. Like close(), but once the data is durable, `check` runs on every rank
  // with the finished temporary file; the file is published only when every rank's check
  // says yes, else it is removed and false returned (nothing under the final name).
  bool close_if(const std::function<bool(const std::filesystem::path& finished)>& check);

  MPI_Comm comm() const;
  std::int64_t bytes_written() const;  // by this rank, so far

 private:
  class Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace pcgns
