#pragma once
// Sample CGNS layouts and partitions for the parallel I/O tests. Every array element
// has a known value (a function of the array path and the element index), so anything
// read back -- by any rank, through any path -- can be compared exactly.
#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "io/box_runs.hpp"
#include "pcgns/node.hpp"
#include "pcgns/parallel_writer.hpp"

namespace pcgns::test {

struct ArraySpec {
  std::string path;  // "/Base/Zone_0/GridCoordinates/CoordinateX"
  DataType type = DataType::R8;
  Dims dims;
};

struct SampleLayout {
  std::vector<ArraySpec> arrays;
  std::vector<Node> zones;  // Zone_t nodes with their small data, arrays not included

  // The tree to define: a base, the zones, every array as a deferred node.
  Node tree() const;
};

// `zones` unstructured zones with coordinates (R8), a density (R4), a 2-D point list
// (I4, CGNS dims (1, n)) and global numbering (I8); zone z has base_vertices + 13 z
// vertices.
SampleLayout unstructured_zones(int zones, std::int64_t base_vertices);
// One structured block: vertex coordinates (R8, ni x nj x nk) and a cell field (R4).
SampleLayout structured_block(std::int64_t ni, std::int64_t nj, std::int64_t nk);

// One queued piece of an array: a flat element range or a box.
struct Selection {
  std::size_t array = 0;
  std::int64_t first = 0;
  std::int64_t count = 0;
  std::optional<io::Box> box;
  std::int64_t elements() const { return box ? io::box_count(*box) : count; }
};

using Partition = std::vector<std::vector<Selection>>;  // selections of each rank

// The expected bytes of a selection (Fortran order over a box).
std::vector<std::byte> expected_bytes(const ArraySpec& array, const Selection& selection);
// The expected bytes of a whole array.
std::vector<std::byte> expected_array(const ArraySpec& array);

// Reads every array of `layout` back serially from `file` (read_tree, read_bulk) and
// expects its type, dimensions and every byte (gtest expectations).
void expect_arrays_read_back(const std::filesystem::path& file, const SampleLayout& layout);

// "queue", "hdf5_collective", "hdf5_independent" (test names).
std::string write_path_name(WritePath path);

}  // namespace pcgns::test
