#pragma once
// pcgns-merge --new-times around the merge itself: the new steps are merged into a
// temporary file that is never published, then the output's tree with them spliced in
// (step_splice.hpp) is written under another temporary name and replaces the output: a
// failure anywhere leaves the output as it was.
#include <mpi.h>

#include <filesystem>
#include <vector>

#include "pcgns/cgns_version.hpp"
#include "pcgns/tree_compare.hpp"

namespace pcgns::merge {

// Collective: rank 0 splices `new_steps` (a merge of the new steps) into `output` and
// publishes the result under `output`, stamped `version`. Agreed InputError when they are
// not the same case. With `verify`, the written file is read back and compared with the
// spliced tree first: the differences, on every rank (none: published; else the output
// stays as it was).
std::vector<TreeDifference> publish_spliced(MPI_Comm comm, const std::filesystem::path& output,
                                            const std::filesystem::path& new_steps, CgnsVersion version, bool verify);

}  // namespace pcgns::merge
