#pragma once
// Arrays of the partition zones that are complete long before the part files are
// written (each part's connectivity, element numbering and routed values) moved out of
// memory into a scratch HDF5 file next to the output, and left there as BulkRefs, which
// write_tree copies from in bounded chunks. A rank builds its parts whole before
// writing them (a part file's tree is only known once its point lists are placed), and
// held in memory those arrays are the largest part of its peak: half of it for a 2 GiB
// zone. The page cache holds the file instead, and the kernel may write it out.
#include <cstdint>
#include <filesystem>
#include <memory>

#include "pcgns/node.hpp"

namespace pcgns::split {

class SpillFile {
 public:
  // The file is "<directory of stem>/.<name of stem>.pcgns-spill-<tag>.tmp", created at
  // the first spill(); `tag` tells the ranks' files apart.
  SpillFile(const std::filesystem::path& stem, const std::string& tag);
  ~SpillFile();  // removes the file
  SpillFile(const SpillFile&) = delete;
  SpillFile& operator=(const SpillFile&) = delete;

  // Moves the in-memory data of `node` to the file; the node keeps a BulkRef to it.
  // Nodes without data are left alone. IoError (a full disk) naming the output.
  void spill(Node& node);
  // Completes the file so the spilled arrays can be read; call after the last spill.
  void finish();

 private:
  class Writer;
  std::filesystem::path path_;
  std::unique_ptr<Writer> writer_;
  std::int64_t arrays_ = 0;
  bool created_ = false;
};

}  // namespace pcgns::split
