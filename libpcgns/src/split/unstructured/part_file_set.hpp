#pragma once
// The part files of an unstructured split that this rank writes, in two steps: each
// file's skeleton first -- every node, small data in place, every bulk array allocated
// and left empty (deferred) -- then the bulk values, array by array as they are
// gathered, written at their offsets in the background (io/background_writer.hpp) with
// direct I/O. No part's values wait in memory (or in a scratch file) for the whole part
// to be built.
#include <cstddef>
#include <filesystem>
#include <map>
#include <span>
#include <string>
#include <vector>

#include "io/background_writer.hpp"
#include "io/committed_file.hpp"
#include "pcgns/tree_io.hpp"
#include "split/part_files.hpp"

namespace pcgns::split {

class PartFileSet {
 public:
  PartFileSet();
  PartFileSet(const PartFileSet&) = delete;
  PartFileSet& operator=(const PartFileSet&) = delete;
  ~PartFileSet();

  // Writes the skeleton of part `part` under a temporary name next to `final_name`,
  // with the disk space of its arrays reserved. Bulk arrays start on 4 KiB blocks, so
  // that their values go to disk directly. OutputError/IoError naming the file.
  void create(int part, const Node& root, const std::filesystem::path& final_name, bool overwrite,
              WriteOptions options);

  // Whether the skeleton of part `part` holds a deferred array at `node_path`.
  bool holds(int part, const std::string& node_path) const;
  // The type the skeleton gave the deferred array at `node_path` of part `part`.
  DataType type_of(int part, const std::string& node_path) const;
  // A buffer for the values of that array, laid out for its place in the file.
  sys::AlignedBuffer buffer(int part, const std::string& node_path);
  // Queues the values of that array to be written at its place. InternalError when the
  // size is not the array's; a failed write is thrown by finish().
  void write(int part, const std::string& node_path, sys::AlignedBuffer values);
  // Waits for every queued write; IoError naming the file and node of the first that failed.
  void finish();

  // The files written, handed over to be published: removed from here.
  std::vector<PendingFile> release();
  // Removes every file still held; never throws.
  void discard() noexcept;

 private:
  const DatasetPlacement& placement(int part, const std::string& node_path) const;

  std::map<int, io::CommittedFile> files_;
  io::BackgroundWriter writer_;
};

}  // namespace pcgns::split
