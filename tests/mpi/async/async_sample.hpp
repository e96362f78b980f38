#pragma once
// Fields for the asynchronous writer tests. Every element has a known value, a function
// of the field, the time step and its global index, so files written asynchronously,
// synchronously, by any number of ranks, compare exactly -- with each other and with
// the formula.
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "pcgns/node.hpp"

namespace pcgns::test {

struct FieldSpec {
  std::string path;  // "/Base/Zone/FlowSolution/F3"
  DataType type = DataType::R8;
  std::int64_t per_rank = 0;  // elements each rank writes
};

struct AsyncSample {
  std::vector<FieldSpec> fields;
  int ranks = 1;  // whole arrays hold per_rank * ranks elements

  // Base, Zone, FlowSolution, and every field as a deferred array.
  Node tree() const;
  std::int64_t total(const FieldSpec& field) const { return field.per_rank * ranks; }
};

// `count` fields F0.. whose types cycle through R8, R4, I4, I8 and whose sizes grow
// (per_rank = elements + 7 k), so arrays have distinct offsets and lengths.
// `ranks`: 1 for a file per process, the number of writers for a shared file.
AsyncSample make_sample(int count, std::int64_t elements, int ranks);

// The bytes of elements [first, first + count) (global indices) of a field at `step`.
std::vector<std::byte> field_values(const FieldSpec& field, int step, std::int64_t first, std::int64_t count);
// The whole array of a field at `step`. In a shared file rank r wrote elements
// [r per_rank, (r+1) per_rank) (file_rank 0); in a file per process, rank r's file holds
// global elements from r per_rank on (file_rank r).
std::vector<std::byte> expected_array(const AsyncSample& sample, const FieldSpec& field, int step, int file_rank);

// Serial read back of a whole array of a closed file.
std::vector<std::byte> read_array(const std::filesystem::path& file, const std::string& node_path);
// The temporary file a writer of `final_name` is filling (".<name>.pcgns-*.tmp/<name>").
std::filesystem::path temporary_of(const std::filesystem::path& final_name);
// Byte offset of a contiguous array in an HDF5 file (serial read of its skeleton).
std::int64_t array_offset(const std::filesystem::path& file, const std::string& node_path);
// `bytes` bytes at `offset` of `file`, read with pread (what any reader would see now).
std::vector<std::byte> pread_bytes(const std::filesystem::path& file, std::int64_t offset, std::int64_t bytes);

// A plain synchronous reference: the same tree with `step`'s values in memory,
// written by write_tree (this rank's file: file_rank = its rank).
void write_reference_file(const std::filesystem::path& file, const AsyncSample& sample, int step, int file_rank);

}  // namespace pcgns::test
