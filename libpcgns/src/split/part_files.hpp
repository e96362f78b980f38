#pragma once
// The files pcgns-split writes: one per part, each on one rank through the serial
// HDF5 driver (file per process), and the main file of links. Each is written under a
// temporary name and records the set's id under each base; the caller publishes them
// together (io/output_set.hpp) once every rank has succeeded.
#include <filesystem>
#include <functional>

#include "io/output_set.hpp"
#include "pcgns/tree_io.hpp"
#include "split/part_zone.hpp"

namespace pcgns::split {

using PendingFile = io::PendingOutput;

// The bases of the merged tree without their zones (their other children copied), each
// with the record of set `set_id` (sids/set_record.hpp).
Node bases_without_zones(const Node& merged, const BlockArrays& arrays, const std::string& set_id);

// Writes part `part`: the skeleton first (every bulk array allocated), then each
// array's values at its place in the file. `written` is told the bytes of each array.
PendingFile write_part_file(const SplitContext& context, const Node& merged, const std::string& set_id, int part,
                            const std::filesystem::path& final_name, bool overwrite, const WriteOptions& options,
                            dist::ArraySource& source, const std::function<void(std::int64_t)>& written);

// A part file whose tree holds all its values in memory.
PendingFile write_part_tree(const Node& root, const std::filesystem::path& final_name, bool overwrite,
                            const WriteOptions& options);

// A partition zone of the main file: zone `name` of base `base` in part file `part`.
struct LinkedZone {
  std::string base;
  std::string name;
  int part = 0;
};

// The main file: the bases, and each partition zone as a link to its part file.
PendingFile write_links_file(const Node& merged, const BlockArrays& arrays, const std::string& set_id,
                             const std::vector<LinkedZone>& zones, const std::filesystem::path& stem, bool overwrite,
                             const WriteOptions& options);
PendingFile write_main_file(const SplitContext& context, const Node& merged, const std::string& set_id,
                            const std::filesystem::path& stem, bool overwrite, const WriteOptions& options);

}  // namespace pcgns::split
