#pragma once
// The inputs of a case as every rank sees them: each file's tree skeleton (small data
// in memory, bulk arrays as references to the file). Ranks parse the files round robin
// and exchange the skeletons, so parsing 10,000 files is spread over the job and every
// rank can plan the same case without further communication.
#include <mpi.h>

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "pcgns/cgns_version.hpp"
#include "pcgns/node.hpp"

namespace pcgns::dist {

struct InputFile {
  std::filesystem::path path;
  Node tree;
  CgnsVersion version;
  // Each base's children as the file lists them, zone links of a main file included
  // (they are removed from `tree`): the order the merged base follows.
  std::map<std::string, std::vector<std::string>> base_children;
};

struct Catalog {
  std::vector<InputFile> files;
  bool main_file = false;  // an input linked partition zones: the set is known complete
};

// Collective. Errors (missing, not HDF5, not CGNS, invalid nodes) are agreed, naming the
// file and node. A Maia-style main file (zones that are links to other files) is
// replaced by the files it links to, which are parsed as further inputs; its links name
// every zone of the set, so a linked file or zone that is not there is an InputError
// naming the link (the set is incomplete).
Catalog gather_catalog(MPI_Comm comm, const std::vector<std::filesystem::path>& inputs);

}  // namespace pcgns::dist
