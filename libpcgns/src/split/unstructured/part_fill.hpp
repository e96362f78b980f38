#pragma once
// The bulk arrays of the partition zones, written into the part files once these hold
// their skeletons: connectivity in local vertex ids and the :CGNS#GlobalNumbering
// arrays, made from the partition; coordinates, solutions and other vertex or cell
// arrays, fetched for every part built here one array at a time (a single pass over the
// input's values, whose pages leave memory after each array).
#include <mpi.h>

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "split/unstructured/part_file_set.hpp"
#include "split/unstructured/zone_work.hpp"

namespace pcgns::split {

// Whether the skeleton of a part's partition zone holds an array at a path below the
// zone: the output's version decided whether MIXED sections have ElementStartOffset.
using InSkeleton = std::function<bool(const std::string& relative)>;

// The deferred arrays of part `part`'s partition zone of `work`, as paths below the zone
// ("Hexa/ElementConnectivity", ":CGNS#GlobalNumbering/Vertex", "FlowSolution/Density").
std::vector<std::string> part_fills(const ZoneWork& work, int part, const InSkeleton& in_skeleton);

// Collective. Writes every deferred array of the partition zones built here into
// `files`, which hold their skeletons. `written(done, total)` counts this rank's arrays
// as they are queued; `while_writing()` runs (collectively) once every write is queued,
// while the disk takes them. A failed write (a full disk) leaves no rank waiting: the
// gathering goes on, and the first failure is thrown on every rank at the end.
void fill_unstructured_parts(MPI_Comm comm, std::vector<ZoneWork>& works, PartFileSet& files,
                             const std::function<void(std::int64_t, std::int64_t)>& written,
                             const std::function<void()>& while_writing = {});

}  // namespace pcgns::split
