#pragma once
// pcgns's record of the set a partition zone belongs to, so that a reader can tell a
// complete set from one with files left out. Written by pcgns's own writers (pcgns-split,
// pcgns-bench generate) under each partition zone's :CGNS#GlobalNumbering:
//
//   :CGNS#GlobalNumbering  UserDefinedData_t
//     :pcgns#Set           UserDefinedData_t
//       PartCount          DataArray_t I4 [1]  parts of the set: ranks P0..P(count-1)
//       VertexCount        DataArray_t I8 [1]  vertices of the original zone
//       CellCount          DataArray_t I8 [1]  cells of the original zone
//
// Whole zones (multi-block output: each file holds whole blocks, no numbering) carry the
// record of the file that holds them, directly under the zone:
//
//   :pcgns#Set             UserDefinedData_t
//     PartCount            DataArray_t I4 [1]  files of the set
//     Part                 DataArray_t I4 [1]  this file's place among them, 0-based
//
// Files written together as one set (pcgns-split's main file and part files) carry the
// set's id under each base, so that a reader can tell a part left over from another run
// (a stale part under the same name) from a part of the set it was given:
//
//   <base>/:pcgns#Set      UserDefinedData_t
//     SetId                DataArray_t C1 [32]  hex, the same in every file of the set
//
// A nested UserDefinedData_t with plain DataArray_t children: the official library reads
// it as user data, and Maia, which looks its numbering arrays up by name, passes it by.
#include <cstdint>
#include <optional>
#include <string>

#include "pcgns/node.hpp"

namespace pcgns::sids {

inline constexpr const char* kSetRecord = ":pcgns#Set";

struct SetRecord {
  std::int64_t part_count = 0;
  std::int64_t vertex_count = 0;
  std::int64_t cell_count = 0;
};

// Adds the record under the zone's numbering (created when absent).
void add_set_record(Node& zone, const SetRecord& record);

// The record of the zone at `zone_path` in `file`, none when it has none. InputError
// naming the file and node for a record with a missing, non-integer or non-positive
// value.
std::optional<SetRecord> read_set_record(const Node& zone, const std::string& file, const std::string& zone_path);

struct FileRecord {
  std::int64_t part_count = 0;
  std::int64_t part = 0;
};

// Adds the record of the file holding a whole zone under the zone.
void add_file_record(Node& zone, const FileRecord& record);
// The record under a whole zone at `zone_path` in `file`, none when it has none;
// InputError naming the node when malformed (Part outside 0..PartCount-1).
std::optional<FileRecord> read_file_record(const Node& zone, const std::string& file, const std::string& zone_path);

// Adds the id of the set a file belongs to under `base`.
void add_set_id(Node& base, const std::string& set_id);
// The set id recorded under the base at `base_path` in `file`, none when it has none;
// InputError naming the node when it is not text.
std::optional<std::string> read_set_id(const Node& base, const std::string& file, const std::string& base_path);

// "<zone path>/:CGNS#GlobalNumbering/:pcgns#Set", for messages.
std::string set_record_path(const std::string& zone_path);

}  // namespace pcgns::sids
