#pragma once
// Routing a zone's vertex (or cell) arrays to the parts, planned once for all of them.
// The coordinates and every solution field at a location go to the same places: where
// each copy of each id goes is exchanged once, as the plan; each array then travels as
// bare values, packed by walking the directory, placed by the plan on arrival. Routing
// every array with its (part, local id) headers and sorting them on arrival cost about
// ten times the array's bytes per rank, in freshly faulted pages.
#include <mpi.h>

#include <cstdint>
#include <map>
#include <vector>

#include "split/unstructured/block_directory.hpp"
#include "split/unstructured/zone_slices.hpp"

namespace pcgns::split {

class LocatedPlan {
 public:
  // Collective. `part_sizes`: the vertices (or cells) of each part built here.
  LocatedPlan(MPI_Comm comm, const BlockDirectory& directory, std::map<int, std::int64_t> part_sizes);

  // Collective: this rank's slice of an array (its block of the directory's ids) to the
  // parts built here, each part's values in local order.
  std::map<int, std::vector<std::byte>> route(const Slice& slice) const;

 private:
  struct Place {  // 8 bytes: tens of millions of them for a large zone
    std::int32_t part = 0;
    std::uint32_t local = 0;  // 0-based
  };

  // The received (part, local id) pairs checked (each local id once) and kept as places_.
  void check_and_place(const std::vector<std::int64_t>& received);

  MPI_Comm comm_;
  const BlockDirectory& directory_;
  std::map<int, std::int64_t> part_sizes_;
  std::vector<std::int64_t> send_offsets_;  // ranks + 1, in values
  std::vector<std::int64_t> recv_offsets_;  // ranks + 1, in values
  std::vector<Place> places_;               // of each value received, in arrival order
  mutable std::vector<std::byte> send_buffer_, received_buffer_;  // reused by every array
};

}  // namespace pcgns::split
