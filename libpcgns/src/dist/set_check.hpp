#pragma once
// Is the set of inputs whole? Losing the parts of files left out of a glob, with exit 0,
// is the worst a merge can do. A set says how many parts it has when its partition
// zones carry pcgns's record (sids/set_record.hpp) or when a Maia main file linked them
// (the catalog checked its links); then a missing part is an InputError naming it.
// Where the inputs do not say, the parts' ranks must still run from P0 without a gap,
// every partition a connection names as its donor must be given, and files next to the
// inputs that look like more of the set (pcgns/set_siblings.hpp) are named in a
// warning -- an error when the caller expects a number of parts.
#include <mpi.h>

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "dist/catalog.hpp"
#include "dist/zone_groups.hpp"
#include "sids/set_record.hpp"

namespace pcgns::dist {

struct SetExpectation {
  std::optional<int> parts;                    // --expect-parts: the per-rank files of the set
  std::vector<std::filesystem::path> outputs;  // never taken for a part of the set
};

// A connection of a partition zone naming as its donor a partition that no input holds:
// the set's own word that a part is missing, even when it records no part count.
struct AbsentDonor {
  std::string connection;  // "file 'a.cgns' node '/Base/Zone.P0.N0/ZoneGridConnectivity/Periodic.0'"
  std::string partition;   // "Zone.P11.N0"
  int rank = -1;           // its P<r>
};

// What the inputs say about their set, read from the catalog alone.
struct SetFacts {
  std::optional<std::int64_t> part_count;  // from the records
  std::string counted_by;                  // the record giving it, for messages
  bool main_file = false;
  bool partitioned = false;    // any partition zone
  std::vector<int> ranks;      // the P<r> of the partition zones, sorted, once each
  std::size_t zone_files = 0;  // inputs holding zones
  // Whole zones' file records: the set's file count and the places of the files given.
  std::optional<std::int64_t> file_count;
  std::string file_counted_by;
  std::vector<int> file_parts;              // sorted, once each
  std::optional<AbsentDonor> absent_donor;  // the one of highest rank
  bool says_count() const { return part_count || main_file || file_count; }
};

// InputError, naming both files, for files whose set ids (sids/set_record.hpp) differ:
// files written by different runs, such as a stale part under a set's name.
void refuse_mixed_sets(const Catalog& catalog);

// InputError, naming both files, for records that disagree (on the part count, on a
// zone's sizes or on the set id) or are malformed.
SetFacts set_facts(const Catalog& catalog, const std::vector<BaseGroup>& bases);

// Why the inputs are not the whole set (`siblings`: files that look like more of it), or
// none.
std::optional<std::string> incomplete_set(const SetFacts& facts, std::optional<int> expected_parts,
                                          const std::vector<std::filesystem::path>& siblings);

// Collective. InputError, agreed, for a set known incomplete; else the warnings (files
// that look like more of a set that does not say how many parts it has).
std::vector<std::string> check_set(MPI_Comm comm, const Catalog& catalog, const std::vector<BaseGroup>& bases,
                                   const SetExpectation& expectation);

// The record of a partitioned zone (the first of its parts that has one) and where it
// was read; none for sets written without it.
struct ZoneRecord {
  sids::SetRecord sizes;
  std::string node;  // "file 'a.cgns' node '/Base/Zone.P0.N0/:CGNS#GlobalNumbering/:pcgns#Set'"
};
std::optional<ZoneRecord> zone_record(const Catalog& catalog, const ZoneGroup& group);

}  // namespace pcgns::dist
