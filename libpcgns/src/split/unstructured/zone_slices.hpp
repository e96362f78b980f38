#pragma once
// An original unstructured zone held in memory spread over the ranks: for every bulk
// array of the merged zone (coordinates, solutions, connectivity, point lists, ...),
// this rank's slice of items. A whole zone is read in contiguous blocks; a per-rank set
// is reassembled by pcgns-merge's exchange (part -> block), captured here instead of
// written to a file. Vertex and cell arrays are always sliced as BlockDistribution.
#include <mpi.h>

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <span>
#include <string>
#include <vector>

#include "dist/array_source.hpp"
#include "dist/catalog.hpp"
#include "dist/output_plan.hpp"
#include "split/block_arrays.hpp"

namespace pcgns::split {

struct Slice {
  std::int64_t first = 0;  // 0-based first item
  std::int64_t count = 0;  // items
  std::size_t width = 1;   // values per item (nodes per element for a connectivity)
  DataType type = DataType::MT;
  std::vector<std::byte> bytes;  // the values
  // A MIXED section's padded records (mixed_sections.hpp): each element's type.
  std::vector<std::uint8_t> element_types;
  std::span<const std::byte> data() const { return bytes; }
  std::size_t item_bytes() const { return width * element_size(type); }
  std::vector<std::int64_t> integers() const;  // every value widened to int64
  // Values from .. from + values - 1 widened into `out`, without a copy of the rest.
  void integers(std::size_t from, std::size_t values, std::int64_t* out) const;
};

// Integer values of any integer type, widened to int64.
std::vector<std::int64_t> integers_of(std::vector<std::byte> bytes, DataType type);

class ZoneSlices {
 public:
  using Loader = std::function<Slice()>;
  // A slice held from now on (one replacing a pending one is never read again).
  void put(const std::string& path, Slice slice) {
    slices_[path] = std::move(slice);
    loaders_.erase(path);
  }
  // A slice read only when first asked for (find or take): a whole zone's arrays are
  // then never all held at once -- the values are read one array at a time, as they
  // are routed to the parts. The loader reads this rank's items and needs no other rank.
  void put_pending(const std::string& path, Loader loader) { loaders_[path] = std::move(loader); }
  // The slice at an output path, removed from here (so its memory goes with the caller);
  // InternalError when there is none.
  Slice take(const std::string& path);
  bool has(const std::string& path) const { return slices_.count(path) > 0 || loaders_.count(path) > 0; }
  // The slice at an output path, read now if it was pending; nullptr when there is none.
  const Slice* find(const std::string& path);
  // The slice held (not pending) at an output path; nullptr when there is none.
  Slice* held(const std::string& path) {
    const auto it = slices_.find(path);
    return it == slices_.end() ? nullptr : &it->second;
  }
  // Frees a slice that can be read again (a pending one already read): the next find
  // or take reads it anew. Pointers from find() are invalid after it.
  void release(const std::string& path);

 private:
  std::map<std::string, Slice> slices_;
  std::map<std::string, Loader> loaders_;  // pending slices, until taken
};

// Values per item of the zone's array at `relative` ("Hexa/ElementConnectivity"): whole
// elements for a fixed-size section's connectivity, single values otherwise.
std::size_t item_width(const Node& zone, const std::string& relative);

// The children of a zone whose arrays are cut (the rest is copied into every partition).
bool is_cut_holder(const Node& zone_child);

// True when the zone at `zone_path` is reassembled from a per-rank set into slices
// (gather_zone_slices puts its arrays); false for a whole zone, read where it lies.
bool held_in_slices(const dist::OutputPlan& plan, const std::string& zone_path);

// Collective. `zone_node` is the zone in the merged plan's tree at `zone_path`.
ZoneSlices gather_zone_slices(MPI_Comm comm, const dist::Catalog& catalog, const dist::OutputPlan& plan,
                              const Node& zone_node, const std::string& zone_path, const BlockArrays& arrays,
                              CgnsVersion version, dist::ArraySource& source);

}  // namespace pcgns::split
