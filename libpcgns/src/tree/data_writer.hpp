#pragma once
// Writes a node's " data" dataset: in-memory values, values copied from the BulkRef
// source file in bounded chunks, or (deferred) contiguous storage allocated early and
// never filled, whose placement the parallel data path writes into later. In a file
// written by one process (the default driver), large contiguous values go in past HDF5,
// at the dataset's offset: spliced from memory, or copied file to file in the kernel
// from a raw BulkRef, with their write-out started at once (sys/splice_write.hpp,
// sys/copy_range.hpp, sys/writeback.hpp); HDF5's own writes of large buffers are plain
// pwrites, which this VM now and then runs at a tenth of their speed.
#include <cstdint>
#include <map>
#include <optional>
#include <string>

#include "h5/dataset.hpp"
#include "h5/file.hpp"
#include "pcgns/tree_io.hpp"
#include "sys/unique_fd.hpp"

namespace pcgns::tree {

class DataWriter {
 public:
  // `raw_writes`: the file is written by this process alone, through HDF5's default
  // driver, so values may go in past HDF5.
  DataWriter(std::int64_t compact_threshold, const h5::Where& where, bool raw_writes = false);
  ~DataWriter();
  DataWriter(const DataWriter&) = delete;
  DataWriter& operator=(const DataWriter&) = delete;

  // Creates the dataset of `node` (CGNS path `path`) in `group`; returns its placement
  // when the storage is contiguous.
  std::optional<DatasetPlacement> write(const h5::Group& group, const Node& node, const std::string& path);

 private:
  void copy_bulk(const BulkRef& ref, const Node& node, h5::Dataset& target, const h5::Datatype& type);
  const h5::File& source(const std::filesystem::path& file);
  // Writes the values past HDF5 where it may; false when HDF5 must.
  bool write_raw(const Node& node, const h5::Dataset& dataset, const std::string& path);
  int descriptor(const std::string& file, int flags);

  std::int64_t compact_threshold_;
  h5::PropertyList compact_;  // creation lists shared by every dataset written
  h5::PropertyList contiguous_;
  std::map<std::string, h5::File> sources_;  // BulkRef files, opened once per write
  std::string file_;                         // the file written
  bool raw_writes_ = false;
  std::map<std::string, sys::UniqueFd> descriptors_;  // for raw writes: the file written, raw sources
};

}  // namespace pcgns::tree
