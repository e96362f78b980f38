#include "split/unstructured/part_values.hpp"

#include <algorithm>
#include <cstring>

#include "pcgns/error.hpp"
#include "pcgns/mpi/agreement.hpp"
#include "split/unstructured/part_router.hpp"

namespace pcgns::split {
namespace {

// Where each entry of a list goes: flat (part, local) pairs per entry.
using Destinations = std::vector<std::vector<std::int64_t>>;

Destinations element_destinations(MPI_Comm comm, const std::vector<std::int64_t>& elements, const ElementLayout& layout,
                                  const ZonePartition& partition, const std::string& what) {
  Destinations result(elements.size());
  std::vector<std::vector<std::int64_t>> positions(layout.sections.size());
  std::vector<std::vector<std::size_t>> at(layout.sections.size());
  mpi::run_agreed(comm, [&] {
    for (std::size_t i = 0; i < elements.size(); ++i) {
      const auto located = layout.locate(elements[i]);
      if (!located)
        throw InputError(what + " names element " + std::to_string(elements[i]) + ", which no section holds");
      positions[located->first].push_back(located->second + 1);
      at[located->first].push_back(i);
    }
  });
  for (std::size_t s = 0; s < layout.sections.size(); ++s) {
    auto found = partition.element_lookup(comm, s, positions[s]);
    for (std::size_t k = 0; k < found.size(); ++k) result[at[s][k]] = std::move(found[k]);
  }
  return result;
}

// Where each vertex of a list goes; InputError on every rank for a vertex outside the zone.
Destinations vertex_destinations(MPI_Comm comm, const std::vector<std::int64_t>& vertices,
                                 const ZonePartition& partition, const std::string& what) {
  mpi::run_agreed(comm, [&] {
    for (const auto vertex : vertices)
      if (vertex < 1 || vertex > partition.vertex_total)
        throw InputError(what + " names vertex " + std::to_string(vertex) + ", outside 1.." +
                         std::to_string(partition.vertex_total));
  });
  return partition.vertex_lookup(comm, vertices);
}

template <class Add>
void for_each_destination(const Destinations& destinations, Add add) {
  for (std::size_t i = 0; i < destinations.size(); ++i)
    for (std::size_t d = 0; d < destinations[i].size(); d += 2)
      add(i, static_cast<int>(destinations[i][d]), destinations[i][d + 1]);
}

}  // namespace

std::map<int, PartList> route_list(MPI_Comm comm, ListSlices slices, bool vertex, const ElementLayout& layout,
                                   const ZonePartition& partition, const std::string& where) {
  const auto points = slices.points.integers();
  const auto donors = slices.donors ? slices.donors->integers() : std::vector<std::int64_t>(points.size(), 0);
  const Destinations destinations = vertex ? vertex_destinations(comm, points, partition, where)
                                           : element_destinations(comm, points, layout, partition, where);
  const std::int64_t first = slices.points.first;
  PartRouter router(comm, 2 * sizeof(std::int64_t));
  for_each_destination(destinations, [&](std::size_t i, int part, std::int64_t local) {
    const std::int64_t fields[2] = {local, donors[i]};
    router.add(part, first + static_cast<std::int64_t>(i), std::span<const std::int64_t>(fields));
  });
  std::map<int, PartList> lists;
  for (auto& [part, records] : router.exchange()) {
    PartList& list = lists[part];
    list.positions = std::move(records.keys);
    for (std::size_t i = 0; i < list.positions.size(); ++i) {
      list.points.push_back(records.int64_at(i, 0));
      list.donors.push_back(records.int64_at(i, 1));
    }
  }
  for (auto& [path, slice] : slices.arrays) {
    PartRouter values(comm, slice.item_bytes());
    for_each_destination(destinations, [&, &slice = slice](std::size_t i, int part, std::int64_t) {
      values.add(part, first + static_cast<std::int64_t>(i), slice.data().data() + i * slice.item_bytes());
    });
    slice.bytes = {};
    for (auto& [part, records] : values.exchange()) lists[part].arrays[path] = std::move(records.payloads);
  }
  return lists;
}

std::vector<DonorPoint> resolve_donors(MPI_Comm comm, const std::vector<std::int64_t>& ids, bool vertex,
                                       const ElementLayout& layout, const ZonePartition& partition,
                                       const std::string& where) {
  const Destinations found = vertex ? vertex_destinations(comm, ids, partition, where)
                                    : element_destinations(comm, ids, layout, partition, where);
  return mpi::run_agreed(comm, [&] {
    std::vector<DonorPoint> donors;
    for (std::size_t i = 0; i < ids.size(); ++i) {
      if (found[i].empty()) throw InputError(where + " names id " + std::to_string(ids[i]) + ", which no part holds");
      donors.push_back({static_cast<int>(found[i][0]), found[i][1]});  // pairs are sorted by part
    }
    return donors;
  });
}

}  // namespace pcgns::split
