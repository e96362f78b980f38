#include "split/unstructured/poly_sections.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <optional>
#include <type_traits>

#include "pcgns/error.hpp"
#include "pcgns/exchange/block_distribution.hpp"
#include "pcgns/mpi/agreement.hpp"
#include "pcgns/mpi_rank.hpp"
#include "split/graph/mpi_exchange.hpp"
#include "split/unstructured/block_fetch.hpp"
#include "split/unstructured/connectivity_ids.hpp"
#include "split/unstructured/id_bitmap.hpp"
#include "split/unstructured/owner_questions.hpp"

namespace pcgns::split {
namespace {

// The elements of one rank's block: each one's entry count, and the entries back to back.
struct PolyBlock {
  std::vector<std::int64_t> lengths;
  std::vector<std::int64_t> entries;
};

std::string poly_element(const std::string& where, std::int64_t number) {
  return where + " element " + std::to_string(number);
}

// The 3.x layout: each element's entry count before its entries.
PolyBlock from_counted(std::span<const std::int64_t> counted, std::int64_t count, std::int64_t first_number,
                       const std::string& where) {
  PolyBlock block;
  std::size_t at = 0;
  for (std::int64_t e = 0; e < count; ++e) {
    if (at >= counted.size() || counted[at] < 0 || counted.size() - at - 1 < static_cast<std::size_t>(counted[at]))
      throw InputError(poly_element(where, first_number + e) + " runs past the end of ElementConnectivity");
    const auto length = static_cast<std::size_t>(counted[at]);
    block.lengths.push_back(counted[at]);
    block.entries.insert(block.entries.end(), counted.begin() + static_cast<std::ptrdiff_t>(at + 1),
                         counted.begin() + static_cast<std::ptrdiff_t>(at + 1 + length));
    at += 1 + length;
  }
  if (at != counted.size())
    throw InputError(where + ": ElementConnectivity holds " + std::to_string(counted.size() - at) +
                     " values after its last element");
  return block;
}

// The 4.x layout: `offsets` of the block's elements and their end, into `entries`.
PolyBlock from_offsets(std::vector<std::int64_t> entries, std::span<const std::int64_t> offsets,
                       std::int64_t first_number, const std::string& where) {
  PolyBlock block;
  for (std::size_t e = 0; e + 1 < offsets.size(); ++e) {
    if (offsets[e + 1] < offsets[e])
      throw InputError(poly_element(where, first_number + static_cast<std::int64_t>(e)) +
                       ": ElementStartOffset decreases");
    block.lengths.push_back(offsets[e + 1] - offsets[e]);
  }
  if (!offsets.empty() && offsets.back() - offsets.front() != static_cast<std::int64_t>(entries.size()))
    throw InputError(where + ": ElementStartOffset does not match ElementConnectivity");
  block.entries = std::move(entries);
  return block;
}

// Collective. In the 3.x layout an element's entries are found only by walking past
// every element before it: rank 0 walks the counts once and gives each rank where its
// block's values start and end. InputError on every rank when the walk fails.
std::array<std::int64_t, 2> walked_poly_bounds(MPI_Comm comm, const Node& connectivity,
                                               const exchange::BlockDistribution& blocks, std::int64_t first_number,
                                               dist::ArraySource& source, const std::string& where) {
  const std::vector<std::int64_t> bounds = mpi::run_agreed(comm, [&] {
    std::vector<std::int64_t> out;  // each rank's first value and end, on rank 0
    if (rank_of(comm) != 0) return out;
    const auto counted = source.read_integers(connectivity);
    std::size_t at = 0;
    for (int rank = 0; rank < size_of(comm); ++rank) {
      out.push_back(static_cast<std::int64_t>(at));
      for (std::int64_t e = 0; e < blocks.count(rank); ++e) {
        if (at >= counted.size() || counted[at] < 0)
          throw InputError(poly_element(where, first_number + blocks.first(rank) - 1 + e) +
                           " runs past the end of ElementConnectivity");
        at += 1 + static_cast<std::size_t>(counted[at]);
      }
      out.push_back(static_cast<std::int64_t>(std::min(at, counted.size())));
    }
    return out;
  });
  std::array<std::int64_t, 2> mine{};
  MPI_Scatter(bounds.data(), 2, MPI_INT64_T, mine.data(), 2, MPI_INT64_T, 0, comm);
  return mine;
}

// This rank's block of the section from the inputs: through ElementStartOffset when the
// section has it, else from the bounds walked (walked_poly_bounds).
PolyBlock read_block(const Node& section, const std::string& section_path, IdRun block, std::int64_t count,
                     std::int64_t first_number, std::optional<std::array<std::int64_t, 2>> walked,
                     const BlockArrays& arrays, dist::ArraySource& source, const std::string& where) {
  const Node& connectivity =
      arrays.input_of(section.require_child("ElementConnectivity"), section_path + "/ElementConnectivity");
  const Node* offsets_node = section.child("ElementStartOffset");
  if (!offsets_node) {
    const auto [from, to] = walked.value();
    const auto counted = integers_of(source.read(connectivity, from, to - from), connectivity.type);
    return from_counted(counted, block.count, first_number + block.first, where);
  }
  const Node& offsets_input = arrays.input_of(*offsets_node, section_path + "/ElementStartOffset");
  if (offsets_input.count() != count + 1)
    throw InputError(where + ": ElementStartOffset holds " + std::to_string(offsets_input.count()) + " values for " +
                     std::to_string(count) + " elements");
  const auto offsets = integers_of(source.read(offsets_input, block.first, block.count + 1), offsets_input.type);
  if (offsets.front() < 0 || offsets.back() < offsets.front() || offsets.back() > connectivity.count())
    throw InputError(where + ": ElementStartOffset runs outside ElementConnectivity");
  auto entries =
      integers_of(source.read(connectivity, offsets.front(), offsets.back() - offsets.front()), connectivity.type);
  return from_offsets(std::move(entries), offsets, first_number + block.first, where);
}

// This rank's block of a section reassembled from a per-rank set: its entries, with the
// block's ElementStartOffset values where the set's version has them (the last rank's
// also the end), else with each element's count before its entries.
PolyBlock held_block(ZoneSlices& slices, const std::string& section_path, IdRun block, std::int64_t first_number,
                     const std::string& where) {
  const std::string offsets_path = section_path + "/ElementStartOffset";
  std::vector<std::int64_t> entries;
  if (const Slice* slice = slices.find(section_path + "/ElementConnectivity")) entries = slice->integers();
  if (!slices.has(offsets_path)) return from_counted(entries, block.count, first_number + block.first, where);
  auto offsets = slices.take(offsets_path).integers();  // the records replace it
  if (static_cast<std::int64_t>(offsets.size()) == block.count && !offsets.empty())
    offsets.push_back(offsets.front() + static_cast<std::int64_t>(entries.size()));
  return from_offsets(std::move(entries), offsets, first_number + block.first, where);
}

// InputError naming the element for an entry the section cannot hold: a vertex outside
// the zone (NGON_n), or a face outside the NGON_n section (NFACE_n).
void check_entries(const PolyBlock& block, const SectionInfo& info, const ElementLayout& layout,
                   std::int64_t first_number, const std::string& where) {
  const SectionInfo* faces = info.nface() ? &layout.sections[ngon_index(layout)] : nullptr;
  const std::int64_t low = faces ? faces->start : 1;
  const std::int64_t high = faces ? faces->start + faces->count - 1 : layout.vertices;
  std::size_t at = 0;
  for (std::size_t e = 0; e < block.lengths.size(); ++e)
    for (std::int64_t k = 0; k < block.lengths[e]; ++k, ++at) {
      const std::int64_t id = faces ? std::abs(block.entries[at]) : block.entries[at];
      if (id >= low && id <= high) continue;
      const std::string element = poly_element(where, first_number + static_cast<std::int64_t>(e));
      if (faces)
        throw InputError(element + ": face " + std::to_string(block.entries[at]) + " is outside the NGON_n section '" +
                         faces->name + "' (elements " + std::to_string(low) + " to " + std::to_string(high) + ")");
      throw InputError(element + ": vertex " + std::to_string(id) + " is outside the zone's vertices (1 to " +
                       std::to_string(high) + ")");
    }
}

// The block as records of `width` entries of T, padded with zeros.
template <class T>
Slice padded_slice(const PolyBlock& block, IdRun items, std::size_t width, DataType type) {
  Slice slice;
  slice.first = items.first;
  slice.count = items.count;
  slice.width = width;
  slice.type = type;
  // Straight into the slice's bytes (zero bytes are a zero entry): the records are the
  // largest arrays of the read, and a copy beside them would stay as the peak.
  slice.bytes.assign(block.lengths.size() * width * sizeof(T), std::byte{0});
  auto* records = reinterpret_cast<T*>(slice.bytes.data());
  std::size_t at = 0;
  for (std::size_t e = 0; e < block.lengths.size(); ++e)
    for (std::int64_t k = 0; k < block.lengths[e]; ++k)
      records[e * width + static_cast<std::size_t>(k)] = static_cast<T>(block.entries[at++]);
  return slice;
}

bool fits_int32(const PolyBlock& block) {
  return std::all_of(block.entries.begin(), block.entries.end(), [](std::int64_t entry) {
    return entry >= std::numeric_limits<std::int32_t>::min() && entry <= std::numeric_limits<std::int32_t>::max();
  });
}

void read_poly_section(MPI_Comm comm, SectionInfo& info, const ElementLayout& layout, const Node& zone,
                       const std::string& zone_path, ZoneSlices& slices, bool held, const BlockArrays& arrays,
                       dist::ArraySource& source, const std::string& described) {
  const std::string where = described + " section '" + info.name + "'";
  const std::string section_path = zone_path + "/" + info.name;
  const exchange::BlockDistribution blocks(info.count, size_of(comm));
  const IdRun items{blocks.first(rank_of(comm)) - 1, blocks.count(rank_of(comm))};
  const Node& section = zone.require_child(info.name);
  std::optional<std::array<std::int64_t, 2>> walked;  // the same choice on every rank: the plan's tree
  if (!held && !section.child("ElementStartOffset"))
    walked = walked_poly_bounds(
        comm, arrays.input_of(section.require_child("ElementConnectivity"), section_path + "/ElementConnectivity"),
        blocks, info.start, source, where);
  PolyBlock block;
  std::int64_t width = 1;  // an empty record still takes a place
  int narrow = 1;          // every entry fits 32 bits: the records take half the memory
  mpi::run_agreed(comm, [&] {
    block = held ? held_block(slices, section_path, items, info.start, where)
                 : read_block(section, section_path, items, info.count, info.start, walked, arrays, source, where);
    check_entries(block, info, layout, info.start + items.first, where);
    for (const std::int64_t length : block.lengths) width = std::max(width, length);
    narrow = fits_int32(block) ? 1 : 0;
  });
  MPI_Allreduce(MPI_IN_PLACE, &width, 1, MPI_INT64_T, MPI_MAX, comm);
  MPI_Allreduce(MPI_IN_PLACE, &narrow, 1, MPI_INT, MPI_MIN, comm);
  const auto record_width = static_cast<std::size_t>(width);
  slices.put(section_path + "/ElementConnectivity",
             narrow ? padded_slice<std::int32_t>(block, items, record_width, DataType::I4)
                    : padded_slice<std::int64_t>(block, items, record_width, DataType::I8));
  info.nodes = static_cast<int>(width);
}

// The entries of a padded record: up to its first zero.
template <class T>
std::span<const T> record_entries(std::span<const T> record) {
  const auto end = std::find(record.begin(), record.end(), T{0});
  return record.first(static_cast<std::size_t>(end - record.begin()));
}

// Calls visit(all) with the slice's padded records as one span of their own width.
template <class Visit>
void with_records(const Slice& records, Visit&& visit) {
  const auto as = [&]<class T>(T) {
    visit(std::span(reinterpret_cast<const T*>(records.bytes.data()), records.bytes.size() / sizeof(T)));
  };
  if (records.type == DataType::I4) as(std::int32_t{});
  else as(std::int64_t{});
}

// Calls visit(e, entries) for each element e of a slice of padded records, from `first`
// to before `end`.
template <class Visit>
void visit_records(const Slice& records, Visit&& visit, std::size_t first = 0,
                   std::size_t end = std::numeric_limits<std::size_t>::max()) {
  with_records(records, [&](auto all) {
    for (std::size_t e = first; e < end && (e + 1) * records.width <= all.size(); ++e)
      visit(e, record_entries(all.subspan(e * records.width, records.width)));
  });
}

std::vector<std::int64_t> fetched_integers(const FetchedValues& values, std::size_t request) {
  std::size_t bytes = 0;
  for (const auto piece : values.pieces(request)) bytes += piece.size();
  std::vector<std::int64_t> out;
  out.reserve(bytes / element_size(values.type()));
  for_each_id(values, request, [&](std::int64_t id) { out.push_back(id); });
  return out;
}

}  // namespace

void read_poly_sections(MPI_Comm comm, ElementLayout& layout, const Node& zone, const std::string& zone_path,
                        ZoneSlices& slices, bool held, const BlockArrays& arrays, dist::ArraySource& source,
                        CgnsVersion, const std::string& described) {
  if (!has_poly(layout)) return;
  for (SectionInfo& info : layout.sections)
    if (info.poly()) read_poly_section(comm, info, layout, zone, zone_path, slices, held, arrays, source, described);
  mpi::run_agreed(comm, [&] { finish_layout(layout, described); });
}

namespace {

// Collective. Each (face, cell) the cells of this rank list, at the rank holding the
// face's block (1-based faces of the NGON_n section), sorted.
std::vector<std::array<std::int64_t, 2>> faces_at_owners(MPI_Comm comm, const SectionInfo& faces, const Slice& cells) {
  const exchange::BlockDistribution blocks(faces.count, size_of(comm));
  std::vector<std::vector<std::int64_t>> out(static_cast<std::size_t>(size_of(comm)));
  visit_records(cells, [&](std::size_t c, auto entries) {
    for (const auto entry : entries) {
      const std::int64_t face = std::abs(static_cast<std::int64_t>(entry)) - faces.start + 1;
      auto& to_owner = out[static_cast<std::size_t>(blocks.owner(face))];
      to_owner.insert(to_owner.end(), {face, cells.first + static_cast<std::int64_t>(c)});
    }
  });
  const auto got = graph::alltoallv_int64(comm, out).values;
  std::vector<std::array<std::int64_t, 2>> pairs;
  pairs.reserve(got.size() / 2);
  for (std::size_t i = 0; i + 1 < got.size(); i += 2) pairs.push_back({got[i], got[i + 1]});
  std::sort(pairs.begin(), pairs.end());
  pairs.erase(std::unique(pairs.begin(), pairs.end()), pairs.end());  // a cell listing a face twice
  return pairs;
}

}  // namespace

DistributedGraph poly_dual_graph(MPI_Comm comm, const ElementLayout& layout, const Slice& cells,
                                 const std::string& described) {
  const SectionInfo& faces = layout.sections[ngon_index(layout)];
  DistributedGraph graph;
  graph.vtxdist = graph::block_offsets(comm, cells.count);
  const auto pairs = faces_at_owners(comm, faces, cells);
  std::vector<std::vector<std::int64_t>> edges(static_cast<std::size_t>(size_of(comm)));
  mpi::run_agreed(comm, [&] {
    for (std::size_t i = 0; i < pairs.size();) {
      std::size_t end = i + 1;
      while (end < pairs.size() && pairs[end][0] == pairs[i][0]) ++end;
      if (end - i > 2)
        throw InputError(described + " section '" + faces.name + "' element " +
                         std::to_string(pairs[i][0] - 1 + faces.start) + ": a face " + std::to_string(end - i) +
                         " NFACE_n cells list (at most two can)");
      if (end - i == 2) {
        const std::int64_t a = pairs[i][1], b = pairs[i + 1][1];
        auto& to_a = edges[static_cast<std::size_t>(graph::owner_rank(graph.vtxdist, a))];
        to_a.insert(to_a.end(), {a, b});
        auto& to_b = edges[static_cast<std::size_t>(graph::owner_rank(graph.vtxdist, b))];
        to_b.insert(to_b.end(), {b, a});
      }
      i = end;
    }
  });
  const auto got = graph::alltoallv_int64(comm, edges).values;
  std::vector<std::array<std::int64_t, 2>> mine;
  for (std::size_t i = 0; i + 1 < got.size(); i += 2) mine.push_back({got[i] - cells.first, got[i + 1]});
  std::sort(mine.begin(), mine.end());
  mine.erase(std::unique(mine.begin(), mine.end()), mine.end());  // cells sharing several faces
  graph.xadj.assign(static_cast<std::size_t>(cells.count) + 1, 0);
  for (const auto& [cell, other] : mine) {
    ++graph.xadj[static_cast<std::size_t>(cell) + 1];
    graph.adjncy.push_back(other);
  }
  for (std::size_t c = 1; c < graph.xadj.size(); ++c) graph.xadj[c] += graph.xadj[c - 1];
  return graph;
}

namespace {

IdRuns runs_shifted(const IdRuns& ids, std::int64_t by) {
  IdRuns result;
  for (const IdRun& run : ids.runs()) result.add_run(run.first + by, run.count);
  return result;
}

// The distinct absolute values of the records' entries, numbered by their place.
template <class T>
IdBitmap distinct_ids(std::span<const T> records) {
  IdRange range;
  for (const T entry : records)
    if (entry != 0) {
      range.low = std::min<std::int64_t>(range.low, std::abs(entry));
      range.high = std::max<std::int64_t>(range.high, std::abs(entry));
    }
  IdBitmap used(range.low, range.high);
  for (const T entry : records)
    if (entry != 0) used.set(std::abs(entry));
  used.index();
  return used;
}

// Of the records' entries (their absolute values, all in `used`), those listed once.
// (A cell listing a face twice, which no valid cell does, counts it twice.)
IdRuns faces_listed_once(std::span<const std::int64_t> records, const IdBitmap& used) {
  const IdRuns listed = used.runs();
  if (listed.runs().empty()) return {};
  const std::int64_t low = listed.runs().front().first, high = listed.runs().back().end() - 1;
  IdBitmap seen(low, high), twice(low, high);
  for (const std::int64_t entry : records) {
    if (entry == 0) continue;
    if (seen.contains(std::abs(entry))) twice.set(std::abs(entry));
    else seen.set(std::abs(entry));
  }
  IdRuns once;
  for (const IdRun& run : listed.runs())
    for (std::int64_t id = run.first; id < run.end(); ++id)
      if (!twice.contains(id)) once.add(id);
  return once;
}

}  // namespace

void for_each_record(const Slice& records, const std::function<void(std::span<const std::int64_t>)>& visit) {
  std::vector<std::int64_t> widened;
  visit_records(records, [&](std::size_t, auto entries) {
    if constexpr (std::is_same_v<decltype(entries), std::span<const std::int64_t>>) {
      visit(entries);
    } else {
      widened.assign(entries.begin(), entries.end());
      visit(widened);
    }
  });
}

std::vector<std::array<double, 3>> polyhedron_centroids(MPI_Comm comm, const ElementLayout& layout, const Slice& cells,
                                                        std::vector<std::array<double, 3>> face_centres,
                                                        std::size_t batch_cells) {
  using Point = std::array<double, 3>;
  const std::size_t batch = std::max<std::size_t>(batch_cells, 1);
  const SectionInfo& faces = layout.sections[ngon_index(layout)];
  const auto count = static_cast<std::size_t>(cells.count);
  auto batches = static_cast<std::int64_t>((count + batch - 1) / batch);
  MPI_Allreduce(MPI_IN_PLACE, &batches, 1, MPI_INT64_T, MPI_MAX, comm);
  std::vector<Point> result(count, Point{0, 0, 0});
  std::vector<std::int32_t> places;  // a cell's faces among the batch's
  for (std::size_t first = 0; first < static_cast<std::size_t>(batches) * batch; first += batch) {
    const std::size_t end = std::min(count, first + batch);
    IdBitmap wanted;  // the batch's faces, each fetched once
    if (first < end)
      with_records(cells, [&](auto all) {
        wanted = distinct_ids(all.subspan(first * cells.width, (end - first) * cells.width));
      });
    const IdRuns request = runs_shifted(wanted.runs(), -faces.start);
    const auto fetched = fetch_from_blocks(comm, faces.count, sizeof(Point), std::as_bytes(std::span(face_centres)),
                                           std::span(&request, 1));
    const std::vector<std::byte>& centres = fetched.at(0);  // read in place
    visit_records(
        cells,
        [&](std::size_t c, auto listed) {
          places.resize(listed.size());
          places.resize(wanted.number_entries(listed, places.data()));
          for (const std::int32_t place : places) {
            Point centre;
            const auto face = static_cast<std::size_t>(std::abs(place) - 1);
            std::memcpy(&centre, centres.data() + face * sizeof(Point), sizeof(Point));
            for (std::size_t axis = 0; axis < 3; ++axis) result[c][axis] += centre[axis];
          }
          for (double& value : result[c]) value /= static_cast<double>(listed.size());
        },
        first, end);
  }
  return result;
}

namespace {

// Records of `width` into a part section's offsets and entries, each id replaced by its
// place among `used` (1-based), the sign kept.
void local_entries(std::span<const std::int64_t> records, std::size_t width, const IdBitmap& used,
                   PartSection& section) {
  if (used.count() > std::numeric_limits<std::int32_t>::max())  // for_each_part_records names the zone and part
    throw InputError("would hold " + std::to_string(used.count()) +
                     " vertices or faces, more than 32-bit local numbers can name; use more parts");
  // Sized exactly: grown by doubling, the parts' entries took up to twice their size
  // (three times while moving), the largest arrays the parts hold.
  section.poly_offsets.clear();
  section.poly_offsets.reserve(records.size() / std::max<std::size_t>(width, 1) + 1);
  section.poly_offsets.push_back(0);
  for (std::size_t at = 0; at + width <= records.size(); at += width) {
    const auto record = records.subspan(at, width);
    const auto entries = std::count_if(record.begin(), record.end(), [](std::int64_t entry) { return entry != 0; });
    section.poly_offsets.push_back(section.poly_offsets.back() + static_cast<std::int64_t>(entries));
  }
  // Numbered in one pass over the records, their zeros (the padding) left out as counted
  // above, with the processor's popcount: an entry at a time, rank() was a library call each.
  section.poly_entries.resize(static_cast<std::size_t>(section.poly_offsets.back()));
  const std::size_t whole = records.size() - records.size() % std::max<std::size_t>(width, 1);
  used.number_entries(records.first(whole), section.poly_entries.data());
}

// Collective. Calls take(mesh, records) for each part built here with the records of
// its elements of section `s`, fetched one part at a time: only one part's records are
// held beside the parts built. Every rank joins as many fetches as the rank with the
// most parts. An InputError in `take` (a part too large) fails every rank, naming the
// zone (`described`) and the part.
template <class Take>
void for_each_part_records(MPI_Comm comm, ZoneArrays& arrays, const std::string& path, std::size_t s,
                           ZonePartition& partition, const std::string& described, Take&& take) {
  for_each_part_in_rounds(comm, partition.parts, [&](PartMesh* mesh) {
    const IdRuns request = mesh ? mesh->sections[s].positions : IdRuns();
    const FetchedValues records = arrays.fetch(comm, path, std::span(&request, 1));
    mpi::run_agreed(comm, [&] {
      if (!mesh) return;
      try {
        take(*mesh, fetched_integers(records, 0));
      } catch (const InputError& e) {
        throw InputError(described + ": part " + std::to_string(mesh->part) + " " + e.what());
      }
    });
  });
}

// Collective. The lowest part holding each face of this rank's block of the NGON_n
// section, and how many of them two parts hold. InputError on every rank for a face
// none holds.
void place_faces(MPI_Comm comm, const SectionInfo& faces, std::size_t ng, ZonePartition& partition,
                 const std::string& described) {
  const exchange::BlockDistribution blocks(faces.count, size_of(comm));
  std::vector<std::vector<std::int64_t>> out(static_cast<std::size_t>(size_of(comm)));
  for (const auto& [part, mesh] : partition.parts)
    for (const IdRun& run : mesh.sections[ng].positions.runs())
      for_each_block_piece(blocks, run, [&, part = part](int owner, std::int64_t first, std::int64_t count) {
        out[static_cast<std::size_t>(owner)].insert(out[static_cast<std::size_t>(owner)].end(), {part, first, count});
      });
  const auto got = graph::alltoallv_int64(comm, out).values;
  const std::int64_t first = blocks.first(rank_of(comm)) - 1;
  std::vector<int> lowest(static_cast<std::size_t>(blocks.count(rank_of(comm))), -1);
  std::vector<std::uint8_t> holders(lowest.size(), 0);
  for (std::size_t i = 0; i + 2 < got.size(); i += 3)
    for (std::int64_t k = got[i + 1]; k < got[i + 1] + got[i + 2]; ++k) {
      const auto at = static_cast<std::size_t>(k - first);
      const auto part = static_cast<int>(got[i]);
      lowest[at] = lowest[at] < 0 ? part : std::min(lowest[at], part);
      holders[at] = static_cast<std::uint8_t>(std::min(holders[at] + 1, 2));
    }
  partition.shared_faces = std::count(holders.begin(), holders.end(), std::uint8_t{2});
  mpi::run_agreed(comm, [&] {
    const auto none = std::find(lowest.begin(), lowest.end(), -1);
    if (none != lowest.end())
      throw InputError(described + " section '" + faces.name + "' element " +
                       std::to_string(faces.start + first + (none - lowest.begin())) +
                       ": a face no NFACE_n cell lists, which pcgns-split cannot place in a part");
  });
  partition.element_parts[ng] = std::move(lowest);
}

// Collective. Each part's elements of NGON_n section `ng` in local vertex numbers, and
// its vertices those of the elements.
void number_polygon_vertices(MPI_Comm comm, const ElementLayout& layout, std::size_t ng, ZoneArrays& arrays,
                             const std::string& zone_path, ZonePartition& partition, const std::string& described) {
  const SectionInfo& polygons = layout.sections[ng];
  for_each_part_records(comm, arrays, zone_path + "/" + connectivity_of(polygons), ng, partition, described,
                        [&](PartMesh& mesh, const std::vector<std::int64_t>& records) {
                          const IdBitmap used = distinct_ids(std::span<const std::int64_t>(records));
                          local_entries(records, static_cast<std::size_t>(polygons.nodes), used, mesh.sections[ng]);
                          mesh.vertices = used.runs();
                        });
  arrays.release();
}

}  // namespace

void build_poly_parts(MPI_Comm comm, const ElementLayout& layout, ZoneArrays& arrays, const std::string& zone_path,
                      ZonePartition& partition, const std::string& described) {
  const std::size_t ng = ngon_index(layout);
  if (has_polygon_cells(layout)) {  // the cells are the polygons, routed already
    number_polygon_vertices(comm, layout, ng, arrays, zone_path, partition, described);
    return;
  }
  const std::size_t nf = nface_index(layout);
  const SectionInfo& faces = layout.sections[ng];
  for_each_part_records(  // the cells' faces
      comm, arrays, zone_path + "/" + connectivity_of(layout.sections[nf]), nf, partition, described,
      [&](PartMesh& mesh, const std::vector<std::int64_t>& records) {
        const IdBitmap used = distinct_ids(std::span<const std::int64_t>(records));
        local_entries(records, static_cast<std::size_t>(layout.sections[nf].nodes), used, mesh.sections[nf]);
        mesh.sections[ng].positions = runs_shifted(used.runs(), -faces.start);
        mesh.open_faces = runs_shifted(faces_listed_once(records, used), -faces.start);
      });
  arrays.release();
  number_polygon_vertices(comm, layout, ng, arrays, zone_path, partition, described);  // the faces' vertices
  place_faces(comm, faces, ng, partition, described);
}

namespace {

// Collective. (position, part, local element number) of every face on the boundary of a
// part built here (PartMesh::open_faces), at the rank holding the face's block, sorted.
std::vector<std::array<std::int64_t, 3>> face_holders(MPI_Comm comm, const SectionInfo& faces, std::size_t ng,
                                                      const ZonePartition& partition) {
  const exchange::BlockDistribution blocks(faces.count, size_of(comm));
  std::vector<std::vector<std::int64_t>> out(static_cast<std::size_t>(size_of(comm)));
  for (const auto& [part, mesh] : partition.parts) {
    const PartSection& section = mesh.sections[ng];
    for (const IdRun& run : mesh.open_faces.runs())  // a face two of its cells list is inside it
      for (std::int64_t position = run.first; position < run.end(); ++position) {
        auto& bucket = out[static_cast<std::size_t>(blocks.owner(position + 1))];
        bucket.insert(bucket.end(), {position, part, section.local_start + section.positions.index_of(position)});
      }
  }
  const auto got = graph::alltoallv_int64(comm, out).values;
  std::vector<std::array<std::int64_t, 3>> holders;
  for (std::size_t i = 0; i + 2 < got.size(); i += 3) holders.push_back({got[i], got[i + 1], got[i + 2]});
  std::sort(holders.begin(), holders.end());
  return holders;
}

}  // namespace

std::map<int, PartFaces> poly_face_interfaces(MPI_Comm comm, const ElementLayout& layout,
                                              const ZonePartition& partition) {
  const std::size_t ng = ngon_index(layout);
  const auto holders = face_holders(comm, layout.sections[ng], ng, partition);
  const int ranks = size_of(comm);
  std::vector<std::vector<std::int64_t>> out(static_cast<std::size_t>(ranks));
  // A face two parts hold: each side learns the other's number (part, other, face, own, donor).
  for (std::size_t i = 0; i + 1 < holders.size(); ++i) {
    const auto& a = holders[i];
    const auto& b = holders[i + 1];
    if (a[0] != b[0]) continue;
    auto& to_a = out[static_cast<std::size_t>(part_owner(static_cast<int>(a[1]), ranks))];
    to_a.insert(to_a.end(), {a[1], b[1], a[0], a[2], b[2]});
    auto& to_b = out[static_cast<std::size_t>(part_owner(static_cast<int>(b[1]), ranks))];
    to_b.insert(to_b.end(), {b[1], a[1], a[0], b[2], a[2]});
  }
  const auto got = graph::alltoallv_int64(comm, out).values;
  std::vector<std::array<std::int64_t, 5>> common;
  for (std::size_t i = 0; i + 4 < got.size(); i += 5)
    common.push_back({got[i], got[i + 1], got[i + 2], got[i + 3], got[i + 4]});
  std::sort(common.begin(), common.end());  // by part, other part, then the face's original number
  std::map<int, PartFaces> result;
  for (const auto& [part, mesh] : partition.parts) result[part];
  for (const auto& [part, other, face, own, donor] : common) {
    FaceInterface& interface = result[static_cast<int>(part)].interfaces[static_cast<int>(other)];
    interface.own.push_back(own);
    interface.donor.push_back(donor);
  }
  return result;
}

void number_poly_faces(const ElementLayout& layout, PartMesh& mesh) {
  const PartSection& faces = mesh.sections[ngon_index(layout)];
  const std::int64_t shift = faces.local_start - 1;
  if (shift + faces.size() > std::numeric_limits<std::int32_t>::max())
    throw InputError("part " + std::to_string(mesh.part) + " would hold " + std::to_string(shift + faces.size()) +
                     " elements, more than 32-bit local numbers can name; use more parts");
  for (std::int32_t& entry : mesh.sections[nface_index(layout)].poly_entries)
    entry = static_cast<std::int32_t>(entry < 0 ? entry - shift : entry + shift);
}

}  // namespace pcgns::split
