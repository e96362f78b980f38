#pragma once
// Files that look like more of a file-per-process set than the inputs hold: where the
// inputs do not say how many parts their set has, a glob that matched 10 of 12 files
// must not pass unnoticed. A file is a sibling of the inputs when its name differs from
// theirs only in the rank number: "sol_10.cgns" next to inputs "sol_0.cgns".."sol_9.cgns",
// "case_sub_3.cgns" next to "case_sub_0.cgns".
//
// The rank number is the run of digits that varies among the inputs of one name
// pattern (the same text around the same number of digit runs); with a single input,
// its last run. Patterns whose inputs vary in several runs are left alone: there is no
// telling which run is the rank.
#include <mpi.h>

#include <filesystem>
#include <string>
#include <vector>

namespace pcgns {

// Names only: which of `entries` (names in one directory) are siblings of `inputs`
// (names in that directory), in natural order. An input is never its own sibling.
std::vector<std::string> sibling_names(const std::vector<std::string>& inputs, const std::vector<std::string>& entries);

// The siblings of `inputs` on disk, one listing per directory, minus `excluded` (the
// outputs of the run). A directory that cannot be listed has no siblings.
std::vector<std::filesystem::path> find_siblings(const std::vector<std::filesystem::path>& inputs,
                                                 const std::vector<std::filesystem::path>& excluded);

// Collective: rank 0 lists the directories, every rank gets the same list.
std::vector<std::filesystem::path> find_siblings(MPI_Comm comm, const std::vector<std::filesystem::path>& inputs,
                                                 const std::vector<std::filesystem::path>& excluded);

}  // namespace pcgns
