#pragma once
// The file-per-process target: this rank's own file, written without MPI
// (io/committed_file.hpp). commit() writes the skeleton through serial HDF5 with every
// bulk array allocated contiguously, so each array's offset is known; write() is then a
// raw write at that offset -- no HDF5 on the writer thread (HDF5 is not thread-safe) and
// no MPI.
#include "async/write_target.hpp"
#include "io/committed_file.hpp"
#include "pcgns/async_writer.hpp"

namespace pcgns::async {

class FilePerProcessFile final : public WriteTarget {
 public:
  // Reserves the output (a temporary name, renamed by close(), removed if it is not).
  explicit FilePerProcessFile(FilePerProcessTarget target);

  Node& tree() override { return tree_; }
  void commit() override;
  std::int64_t write(const WriteJob& job, const WriteHook& hook) override;
  void close() override;

 private:
  FilePerProcessTarget target_;
  io::CommittedFile file_;
  Node tree_{"/", "Root Node of HDF5 File"};
};

}  // namespace pcgns::async
