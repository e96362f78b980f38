#pragma once
// The values of an original unstructured zone's vertex, cell and connectivity arrays,
// fetched by runs of items for the parts built on this rank. Two sources answer alike:
//   - a whole zone of the input files: each rank reads the items its parts need where
//     they lie, through a mapping of the file (the page cache, no copy, no exchange);
//   - a zone held in the ranks' slices (a per-rank set, reassembled block by block by
//     pcgns-merge's exchange): the ranks holding the items send them (block_fetch.hpp).
#include <mpi.h>

#include <cstddef>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "dist/array_source.hpp"
#include "split/block_arrays.hpp"
#include "split/unstructured/id_runs.hpp"
#include "split/unstructured/zone_slices.hpp"

namespace pcgns::split {

// The values asked for, per request in run order, as contiguous pieces (a run read
// from a file is a piece of its own).
class FetchedValues {
 public:
  explicit FetchedValues(std::size_t requests = 0, DataType type = DataType::MT) : type_(type), pieces_(requests) {}
  DataType type() const { return type_; }  // of the values, as the array stores them
  void add_piece(std::size_t request, std::span<const std::byte> piece) {
    if (!piece.empty()) pieces_[request].push_back(piece);
  }
  // Storage the pieces point into, kept as long as they are.
  std::span<const std::byte> keep(std::vector<std::byte> storage);

  std::size_t requests() const { return pieces_.size(); }
  std::span<const std::span<const std::byte>> pieces(std::size_t request) const { return pieces_[request]; }
  // The values of `request` as one buffer (a copy).
  std::vector<std::byte> gathered(std::size_t request) const;
  // Copies the values of `request` to `out`; InternalError unless it holds exactly them.
  void copy_to(std::size_t request, std::span<std::byte> out) const;

 private:
  DataType type_;
  std::vector<std::vector<std::span<const std::byte>>> pieces_;
  std::vector<std::vector<std::byte>> storage_;
};

class ZoneArrays {
 public:
  virtual ~ZoneArrays() = default;
  // Collective: every rank asks for the same array (its path in the merged tree), each
  // with its own requests of 0-based items (an item is an element of a connectivity).
  virtual FetchedValues fetch(MPI_Comm comm, const std::string& path, std::span<const IdRuns> requests) = 0;
  // Memory held for the last fetches may be let go.
  virtual void release() {}
};

// A whole zone (`zone` at `zone_path` in the merged plan's tree), read from the inputs.
std::unique_ptr<ZoneArrays> file_zone_arrays(const Node& zone, const std::string& zone_path, const BlockArrays& arrays,
                                             dist::ArraySource& source);
// A zone held in `slices` (BlockDistribution of each array's items over the ranks).
std::unique_ptr<ZoneArrays> slice_zone_arrays(const Node& zone, const std::string& zone_path, ZoneSlices& slices);

}  // namespace pcgns::split
