#pragma once
// How the tools turn command-line inputs into an ordered list of files: each argument
// is a file, a directory (every *.cgns inside, not recursive) or a glob pattern; the
// result is sorted naturally (sol_2 before sol_10), as a user lists ranks.
#include <mpi.h>

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace pcgns {

// Natural order: runs of digits compare by value, everything else by character.
// "sol_2" < "sol_10"; "a01" and "a1" are equal by value and then ordered as strings.
bool natural_less(std::string_view a, std::string_view b);

// MissingInputError naming the argument: a path that does not exist, a pattern that
// matches nothing, a directory without *.cgns files, a file that cannot be read.
// Duplicates (the same file named twice) are removed.
std::vector<std::filesystem::path> expand_inputs(const std::vector<std::string>& arguments);

// Collective: rank 0 looks at the file system once (10,000 ranks globbing 10,000 files
// would be a metadata storm) and every rank gets its list; errors are agreed.
std::vector<std::filesystem::path> expand_inputs(MPI_Comm comm, const std::vector<std::string>& arguments);

}  // namespace pcgns
