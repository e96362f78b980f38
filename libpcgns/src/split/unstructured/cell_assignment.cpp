#include "split/unstructured/cell_assignment.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <type_traits>

#include "pcgns/error.hpp"
#include "pcgns/exchange/block_distribution.hpp"
#include "pcgns/mpi/agreement.hpp"
#include "pcgns/mpi_rank.hpp"
#include "pcgns/split/cell_partition.hpp"
#include "split/graph/local_graph.hpp"
#include "split/graph/mpi_exchange.hpp"
#include "split/graph/partition_input.hpp"
#include "split/graph/partition_steps.hpp"
#include "split/unstructured/connectivity_ids.hpp"
#include "split/unstructured/id_bitmap.hpp"
#include "split/unstructured/mixed_sections.hpp"
#include "split/unstructured/poly_sections.hpp"

namespace pcgns::split {
namespace {

std::int64_t local_cell_count(const ElementLayout& layout, const ZoneCellSlices& slices) {
  std::int64_t count = 0;
  for (std::size_t s = 0; s < layout.sections.size(); ++s)
    if (layout.sections[s].cells) count += slices.connectivity[s]->count;
  return count;
}

// Calls `visit(type, vertices)` for each cell of a fixed-type or MIXED section's slice,
// the vertices in the slice's own integers (a MIXED cell's own, without the padding of
// its record).
template <class Visit>
void for_each_section_cell(const SectionInfo& section, const Slice& slice, Visit&& visit) {
  const std::uint8_t* types = section.mixed() ? slice.element_types.data() : nullptr;
  std::size_t cell = 0;
  for_each_id_array(
      slice.data(), slice.type,
      [&](auto ids) {
        for (std::size_t at = 0; at + slice.width <= ids.size(); at += slice.width, ++cell) {
          const auto type = types ? static_cast<sids::ElementType>(types[cell]) : section.type;
          visit(type, ids.subspan(at, types ? mixed_nodes(types[cell]) : slice.width));
        }
      },
      slice.width);
}

// This rank's cells one at a time, from the slices: a fixed type's vertices, a MIXED
// record's own type and first vertices, an NGON_n record's polygon up to its padding.
// The file's integers are widened a cell at a time, never as a whole.
CellStream cell_stream(const ElementLayout& layout, const ZoneCellSlices& slices, std::function<void()> read_all) {
  return {local_cell_count(layout, slices),
          [&layout, &slices](const CellVisit& visit) {
            std::vector<std::int64_t> widened;
            for (std::size_t s = 0; s < layout.sections.size(); ++s) {
              const auto& section = layout.sections[s];
              if (!section.cells) continue;
              const Slice& slice = *slices.connectivity[s];
              if (section.poly()) {
                for_each_record(
                    slice, [&](std::span<const std::int64_t> polygon) { visit(sids::ElementType::NGON_n, polygon); });
                continue;
              }
              for_each_section_cell(section, slice, [&](sids::ElementType type, auto vertices) {
                if constexpr (std::is_same_v<typename decltype(vertices)::element_type, const std::int64_t>) {
                  visit(type, vertices);
                } else {
                  widened.assign(vertices.begin(), vertices.end());
                  visit(type, widened);
                }
              });
            }
          },
          std::move(read_all)};
}

// Calls `visit(ids, width)` with the connectivity of this rank's cells, whole cells of
// `width` vertices, section after section (connectivity_ids.hpp: the slices' own
// integers, or widened a chunk at a time -- the whole connectivity is never held
// widened, for 25 M hexahedra 1.6 GB).
template <class Visit>
void for_each_cell_array(const ElementLayout& layout, const ZoneCellSlices& slices, Visit&& visit) {
  for (std::size_t s = 0; s < layout.sections.size(); ++s) {
    if (!layout.sections[s].cells) continue;
    const Slice& slice = *slices.connectivity[s];
    for_each_id_array(
        slice.data(), slice.type, [&](auto ids) { visit(ids, slice.width); }, slice.width);
  }
}

// Calls `visit(vertices)` with the vertex ids of every local cell of the fixed-type and
// MIXED sections, in the slices' own integers.
template <class Visit>
void for_each_cell(const ElementLayout& layout, const ZoneCellSlices& slices, Visit&& visit) {
  for (std::size_t s = 0; s < layout.sections.size(); ++s)
    if (layout.sections[s].cells)
      for_each_section_cell(layout.sections[s], *slices.connectivity[s],
                            [&](sids::ElementType, auto vertices) { visit(vertices); });
}

// One coordinate of the vertices asked for, as doubles at their places in the request:
// the values themselves where they are one aligned run of doubles (mapped, no copy),
// else a copy converted to double.
class Reals {
 public:
  explicit Reals(const FetchedValues& fetched) {
    const auto pieces = fetched.pieces(0);
    if (fetched.type() == DataType::R8 && pieces.size() == 1 &&
        reinterpret_cast<std::uintptr_t>(pieces[0].data()) % alignof(double) == 0) {
      view_ =
          std::span<const double>(reinterpret_cast<const double*>(pieces[0].data()), pieces[0].size() / sizeof(double));
      return;
    }
    for (const auto piece : pieces) {
      const std::size_t size = element_size(fetched.type());
      for (std::size_t at = 0; at + size <= piece.size(); at += size) {
        if (fetched.type() == DataType::R8) {
          double value;
          std::memcpy(&value, piece.data() + at, sizeof value);
          copy_.push_back(value);
        } else {
          float value;
          std::memcpy(&value, piece.data() + at, sizeof value);
          copy_.push_back(value);
        }
      }
    }
    view_ = copy_;
  }
  std::span<const double> values() const { return view_; }

 private:
  std::vector<double> copy_;
  std::span<const double> view_;
};

// Centroid of every local cell: the mean of its vertices. The vertices of this rank's
// cells are fetched once each, however many cells use them (about eight for hexahedra):
// as one run of their whole range when they fill at least half of it (a numbering that
// follows the geometry: no list of ids, and where the zone is a file, no copy either),
// else as the runs of the ids used.
// `each_array(visit)` calls visit(ids, width) with arrays of whole cells' vertices,
// `each_cell(visit)` visit(vertices) for every local cell, in order.
template <class EachArray, class EachCell>
std::vector<std::array<double, 3>> centroids_of(MPI_Comm comm, const ElementLayout& layout,
                                                const ZoneCellSlices& slices, std::int64_t local_cells,
                                                EachArray&& each_array, EachCell&& each_cell, ZoneArrays& arrays,
                                                const std::string& described) {
  IdRange range;
  std::int64_t references = 0;
  each_array([&](auto ids, std::size_t) {
    range.widen(ids);
    references += static_cast<std::int64_t>(ids.size());
  });
  mpi::run_agreed(comm, [&] { range.check(layout.vertices, described); });
  // A range of at most a quarter as many ids as references is taken whole (hexahedra
  // use a vertex about eight times, tetrahedra twenty): it holds at most about twice
  // the vertices used. Wider ranges are looked at more closely.
  IdBitmap used;
  // A rank without cells has an empty range (its bounds the extreme values).
  const std::int64_t span = range.low <= range.high ? range.high - range.low + 1 : 0;
  bool whole_range = range.low <= range.high && 4 * span <= references;
  if (!whole_range && range.low <= range.high) {
    used = IdBitmap(range.low, range.high);
    each_cell([&](auto cell) {
      for (const auto vertex : cell) used.set(vertex);
    });
    used.index();
    whole_range = 2 * used.count() >= span;
  }
  IdRuns request;  // 0-based items
  if (whole_range) request.add_run(range.low - 1, span);
  else
    for (const IdRun& run : used.runs().runs()) request.add_run(run.first - 1, run.count);
  std::vector<FetchedValues> fetched;
  std::vector<Reals> xyz;
  std::vector<std::size_t> axes;  // those the zone has coordinates for; the others stay 0
  for (std::size_t axis = 0; axis < 3; ++axis) {
    if (slices.coordinates[axis].empty()) continue;
    axes.push_back(axis);
    fetched.push_back(arrays.fetch(comm, slices.coordinates[axis], std::span(&request, 1)));
    mpi::run_agreed(comm, [&] {  // the same types on every rank
      if (fetched.back().type() != DataType::R4 && fetched.back().type() != DataType::R8)
        throw InputError(described + ": coordinates of type " + std::string(to_string(fetched.back().type())) +
                         ", not real numbers, cannot place the cells");
    });
  }
  xyz.reserve(fetched.size());
  for (const auto& values : fetched) xyz.emplace_back(values);
  // Each axis by its own name, empty where the zone has no coordinate: the sums below
  // then stay in registers. Summed into an array indexed through `axes`, each addition
  // waited on the store of the one before, and that was most of the centroids' time.
  std::array<std::span<const double>, 3> by_axis{};
  for (std::size_t k = 0; k < axes.size(); ++k) by_axis[axes[k]] = xyz[k].values();
  const std::span<const double> xs = by_axis[0], ys = by_axis[1], zs = by_axis[2];
  std::vector<std::array<double, 3>> result(static_cast<std::size_t>(local_cells));
  std::size_t c = 0;
  each_cell([&](auto cell) {
    double x = 0, y = 0, z = 0;
    for (const auto vertex : cell) {
      const auto at = static_cast<std::size_t>(whole_range ? vertex - range.low : used.rank(vertex));
      if (!xs.empty()) x += xs[at];
      if (!ys.empty()) y += ys[at];
      if (!zs.empty()) z += zs[at];
    }
    const auto count = static_cast<double>(cell.size());
    result[c++] = {x / count, y / count, z / count};
  });
  arrays.release();
  return result;
}

// The mean of the vertices of each element of a slice of padded records (NGON_n faces
// or polygons).
std::vector<std::array<double, 3>> record_centroids(MPI_Comm comm, const ElementLayout& layout,
                                                    const ZoneCellSlices& slices, const Slice& records,
                                                    ZoneArrays& arrays, const std::string& described) {
  return centroids_of(
      comm, layout, slices, records.count,
      [&](auto&& visit) { for_each_record(records, [&](std::span<const std::int64_t> ids) { visit(ids, 1); }); },
      [&](auto&& visit) { for_each_record(records, [&](std::span<const std::int64_t> ids) { visit(ids); }); }, arrays,
      described);
}

std::vector<std::array<double, 3>> centroids(MPI_Comm comm, const ElementLayout& layout, const ZoneCellSlices& slices,
                                             ZoneArrays& arrays, const std::string& described) {
  if (has_polyhedra(layout))  // the mean of its faces' centres, each found where the face is held
    return polyhedron_centroids(
        comm, layout, *slices.connectivity[nface_index(layout)],
        record_centroids(comm, layout, slices, *slices.connectivity[ngon_index(layout)], arrays, described));
  if (has_polygon_cells(layout))  // a polygon's vertices are its record's
    return record_centroids(comm, layout, slices, *slices.connectivity[ngon_index(layout)], arrays, described);
  return centroids_of(
      comm, layout, slices, local_cell_count(layout, slices),
      [&](auto&& visit) { for_each_cell_array(layout, slices, visit); },
      [&](auto&& visit) { for_each_cell(layout, slices, visit); }, arrays, described);
}

// The graph partitioners need the dual graph, Hilbert needs centroids: built one after
// the other, and each freed as soon as it has served, to keep the peak memory low.
// Hilbert builds no graph (a third of its time went to one, for the edge cut alone);
// its edge cut is counted later from the faces the parts share. The curve keys
// (--renumber hilbert) come from the centroids as well.
struct Partitioned {
  std::vector<int> parts;
  std::optional<DistributedGraph> graph;
  std::optional<std::int64_t> edge_cut;  // when the partitioner counted it (auto's refinement)
  std::vector<std::uint64_t> curve_keys;
};

// --method auto once the curve is cut into chunks: the chunks smoothed and grouped into
// parts, then the parts' boundaries refined, on the weights the curve's cut checked, the
// graph in local numbering and one plan of the ghost cells' exchange.
graph::RefinedPartition group_and_refine(MPI_Comm comm, const graph::LocalGraph& graph,
                                         const graph::WeightView& weights, std::vector<int> chunks, int chunks_in_all,
                                         const PartitionOptions& options, PhaseClock& clock) {
  graph::GhostParts ghosts(comm, graph);
  const auto smoothed = graph::smooth_chunks(comm, graph, ghosts, weights, std::move(chunks), chunks_in_all, options);
  clock.end("partitioner: the curve's chunks smoothed");
  auto grouped = graph::group_chunks(comm, graph, ghosts, weights, smoothed, chunks_in_all, options);
  clock.end("partitioner: the chunks grouped (METIS)");
  auto refined =
      graph::refine_partition(comm, graph, ghosts, weights, std::move(grouped), graph::balance_target(options));
  clock.end("partitioner: the parts refined");
  return refined;
}

// build(), its InputError (thrown alike on every rank) naming the zone.
template <class Build>
auto naming_the_zone(const std::string& described, Build&& build) {
  try {
    return build();
  } catch (const InputError& e) {
    throw InputError(described + ": " + e.what());
  }
}

// The dual graph of the zone's cells. Polyhedra are joined by their faces' numbers, other
// cells by their vertices.
DistributedGraph zone_graph(MPI_Comm comm, const ElementLayout& layout, const ZoneCellSlices& slices,
                            const std::string& described, const std::function<void()>& cells_read) {
  if (has_polyhedra(layout)) return poly_dual_graph(comm, layout, *slices.connectivity[nface_index(layout)], described);
  return naming_the_zone(described, [&] { return dual_graph(comm, cell_stream(layout, slices, cells_read)); });
}

// The same in local numbering, for auto: built so directly from the cells' vertices, or
// converted from the polyhedra's graph.
graph::LocalGraph zone_local_graph(MPI_Comm comm, const ElementLayout& layout, const ZoneCellSlices& slices,
                                   const std::string& described, const std::function<void()>& cells_read) {
  if (has_polyhedra(layout)) return graph::LocalGraph(comm, zone_graph(comm, layout, slices, described, cells_read));
  return naming_the_zone(described,
                         [&] { return graph::local_dual_graph(comm, cell_stream(layout, slices, cells_read)); });
}

Partitioned partition(MPI_Comm comm, Method method, bool curve_keys, const ElementLayout& layout,
                      const ZoneCellSlices& slices, ZoneArrays& arrays, const PartitionOptions& options,
                      const std::string& described, PhaseClock& clock, const std::function<void()>& cells_read) {
  if (method == Method::block)
    throw UsageError(
        "--method block cuts structured zones; use auto, ptscotch, metis or hilbert for unstructured ones");
  Partitioned result;
  const bool curve = method == Method::hilbert || method == Method::automatic;  // auto: chunks of the curve
  // auto cuts the curve into chunks, more than the parts, on the same weights.
  const int curve_parts = method == Method::automatic ? chunk_count(layout.cells, options.parts) : options.parts;
  std::optional<graph::WeightView> weights;  // checked for the curve's cut, for auto's steps after it too
  if (curve || curve_keys) {
    const auto points = centroids(comm, layout, slices, arrays, described);
    if (curve_keys) result.curve_keys = hilbert_curve_keys(comm, points);
    if (curve) {
      weights = graph::checked_weights(comm, static_cast<std::int64_t>(points.size()), options);
      result.parts = graph::partition_hilbert(comm, points, curve_parts, *weights);
    }
    clock.end(method == Method::hilbert ? "partitioner (hilbert)" : "cell centroids and the Hilbert curve");
  }
  if (method == Method::hilbert) return result;
  if (method == Method::automatic) {  // its edge cut counted as it refines: no global graph kept
    const auto graph = zone_local_graph(comm, layout, slices, described, cells_read);
    clock.end("cell graph");
    auto refined = group_and_refine(comm, graph, *weights, std::move(result.parts), curve_parts, options, clock);
    result.parts = std::move(refined.parts);
    result.edge_cut = refined.edge_cut;
    return result;
  }
  result.graph = zone_graph(comm, layout, slices, described, cells_read);
  clock.end("cell graph");
  if (method == Method::metis) result.parts = partition_metis(comm, *result.graph, options);
  else result.parts = graph::partition_ptscotch(comm, *result.graph, options);  // the graph kept for its edge cut
  clock.end(method == Method::metis ? "partitioner (metis)" : "partitioner (ptscotch)");
  return result;
}

void check_no_empty_part(MPI_Comm comm, const std::vector<int>& assigned, int parts, const std::string& described) {
  std::vector<std::int64_t> counts(static_cast<std::size_t>(parts), 0);
  for (const int part : assigned) ++counts[static_cast<std::size_t>(part)];
  MPI_Allreduce(MPI_IN_PLACE, counts.data(), parts, MPI_INT64_T, MPI_SUM, comm);
  for (int part = 0; part < parts; ++part)
    if (counts[static_cast<std::size_t>(part)] == 0)
      throw InputError(described + ": the partitioner left part " + std::to_string(part) +
                       " without cells; use fewer parts or --method hilbert");
}

}  // namespace

CellAssignment assign_cells(MPI_Comm comm, const ElementLayout& layout, const ZoneCellSlices& slices,
                            ZoneArrays& arrays, AssignOptions assign, const std::string& described, PhaseClock& clock) {
  const int parts = assign.parts;
  if (layout.cells < parts)
    throw InputError(described + ": " + std::to_string(layout.cells) + " cells cannot make " + std::to_string(parts) +
                     " parts");
  PartitionOptions options;
  options.parts = parts;
  options.imbalance_tolerance = assign.tolerance;
  options.weights = std::move(assign.weights);
  // The slices may be freed during the partition (assign.cells_read): counted before.
  std::vector<std::size_t> counts(layout.sections.size(), 0);
  for (std::size_t s = 0; s < layout.sections.size(); ++s)
    if (layout.sections[s].cells) counts[s] = static_cast<std::size_t>(slices.connectivity[s]->count);
  const Partitioned partitioned = partition(comm, assign.method, assign.curve_keys, layout, slices, arrays, options,
                                            described, clock, assign.cells_read);
  const std::vector<int>& assigned = partitioned.parts;
  check_no_empty_part(comm, assigned, parts, described);  // the same verdict on every rank
  CellAssignment result;
  if (partitioned.edge_cut) result.edge_cut = *partitioned.edge_cut;
  else if (partitioned.graph) result.edge_cut = edge_cut(comm, *partitioned.graph, assigned);
  result.imbalance = imbalance(comm, assigned, options.weights, parts);
  result.parts.resize(layout.sections.size());
  result.curve_keys.resize(assign.curve_keys ? layout.sections.size() : 0);
  std::size_t next = 0;
  for (std::size_t s = 0; s < layout.sections.size(); ++s) {
    if (!layout.sections[s].cells) continue;
    const auto count = counts[s];
    const auto from = static_cast<std::ptrdiff_t>(next), to = static_cast<std::ptrdiff_t>(next + count);
    result.parts[s].assign(assigned.begin() + from, assigned.begin() + to);
    if (assign.curve_keys)
      result.curve_keys[s].assign(partitioned.curve_keys.begin() + from, partitioned.curve_keys.begin() + to);
    next += count;
  }
  return result;
}

}  // namespace pcgns::split
