#pragma once
// What a scenario's files hold, told to the strategies (strategies.hpp) without their
// knowing the scenario: the shared file's tree and every rank's slices of its arrays,
// each rank's own file for the file-per-process strategy, and every rank's block of
// bytes. A rank's block is the contiguous run of bytes the raw MPI-IO baseline writes;
// each slice points into it, so every strategy moves exactly the same bytes.
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "pcgns/node.hpp"

namespace pcgns::bench_app {

// Elements [first, first + count) of the array at `path`, whose values start `offset`
// bytes into the rank's block.
struct ArraySlice {
  std::string path;
  std::int64_t first = 0;
  std::int64_t count = 0;
  std::size_t offset = 0;
};

class BenchFiles {
 public:
  virtual ~BenchFiles() = default;

  // Names the files: "<stem>.cgns", "<stem>.raw", "<stem>_<rank>.cgns".
  virtual std::string stem() const = 0;
  virtual int ranks() const = 0;
  virtual std::int64_t rank_bytes(int rank) const = 0;
  std::int64_t file_bytes() const;
  std::int64_t block_offset(int rank) const;  // where rank's block starts in the raw file

  // The shared file: its tree (bulk arrays deferred), every bulk array's path in one
  // order (the same on every rank), and rank `rank`'s slices.
  virtual Node shared_tree() const = 0;
  virtual std::vector<std::string> shared_arrays() const = 0;
  virtual std::vector<ArraySlice> shared_slices(int rank) const = 0;
  // Rank `rank`'s own file (file per process), every slice starting at element 0.
  virtual Node own_tree(int rank) const = 0;
  virtual std::vector<ArraySlice> own_slices(int rank) const = 0;

  // This rank's block, made ready to write. Whatever it costs (packing, conversion) is
  // part of the write, as it is in the solver the scenario stands for.
  virtual const std::byte* prepare_block() = 0;
  // InputError naming `file`, the array and the element when `block`, read back, differs
  // from what rank `owner` wrote.
  virtual void verify(const std::filesystem::path& file, int owner, const std::byte* block) const = 0;
};

}  // namespace pcgns::bench_app
