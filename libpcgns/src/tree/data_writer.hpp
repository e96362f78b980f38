#pragma once
// Writes a node's " data" dataset: in-memory values, values copied from the BulkRef
// source file in bounded chunks, or (deferred) contiguous storage allocated early and
// never filled, whose placement the parallel data path writes into later.
#include <cstdint>
#include <map>
#include <optional>
#include <string>

#include "h5/dataset.hpp"
#include "h5/file.hpp"
#include "pcgns/tree_io.hpp"

namespace pcgns::tree {

class DataWriter {
 public:
  DataWriter(std::int64_t compact_threshold, const h5::Where& where);

  // Creates the dataset of `node` (CGNS path `path`) in `group`; returns its placement
  // when the storage is contiguous.
  std::optional<DatasetPlacement> write(const h5::Group& group, const Node& node,
                                        const std::string& path);

 private:
  void copy_bulk(const BulkRef& ref, const Node& node, h5::Dataset& target,
                 const h5::Datatype& type);
  const h5::File& source(const std::filesystem::path& file);

  std::int64_t compact_threshold_;
  h5::PropertyList compact_;     // creation lists shared by every dataset written
  h5::PropertyList contiguous_;
  std::map<std::string, h5::File> sources_;  // BulkRef files, opened once per write
};

}  // namespace pcgns::tree
