#pragma once
// The file-per-process target: this rank's own file, written without MPI. commit()
// writes the skeleton through serial HDF5 with every bulk array allocated contiguously
// (write_tree), so each array's offset is known; write() is then a plain pwrite at that
// offset -- no HDF5 on the writer thread (HDF5 is not thread-safe) and no MPI.
#include <filesystem>

#include "async/write_target.hpp"
#include "io/array_table.hpp"
#include "pcgns/async_writer.hpp"

namespace pcgns::async {

class FilePerProcessFile final : public WriteTarget {
 public:
  // Reserves the output (a temporary name, renamed by close()).
  explicit FilePerProcessFile(FilePerProcessTarget target);
  ~FilePerProcessFile() override;

  Node& tree() override { return tree_; }
  void commit() override;
  std::int64_t write(const WriteJob& job, const WriteHook& hook) override;
  void close() override;

 private:
  std::string context(const std::string& field) const;

  FilePerProcessTarget target_;
  std::filesystem::path temporary_;
  Node tree_{"/", "Root Node of HDF5 File"};
  io::ArrayTable arrays_;
  int fd_ = -1;
  bool published_ = false;
};

}  // namespace pcgns::async
