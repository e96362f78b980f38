#include "split/unstructured/part_meshes.hpp"

#include <algorithm>
#include <cstring>
#include <functional>
#include <limits>

#include "pcgns/error.hpp"
#include "pcgns/exchange/block_distribution.hpp"
#include "pcgns/mpi/agreement.hpp"
#include "pcgns/mpi_rank.hpp"
#include "split/graph/mpi_exchange.hpp"
#include "split/unstructured/block_fetch.hpp"
#include "split/unstructured/cell_order.hpp"
#include "split/unstructured/connectivity_ids.hpp"
#include "split/unstructured/id_bitmap.hpp"
#include "split/unstructured/mixed_sections.hpp"
#include "split/unstructured/orphan_vertices.hpp"
#include "split/unstructured/owner_questions.hpp"
#include "split/unstructured/part_router.hpp"
#include "split/unstructured/poly_sections.hpp"

namespace pcgns::split {

std::int64_t PartSection::local_index(std::int64_t position) const {
  const std::int64_t sorted = positions.index_of(position);
  if (sorted < 0 || order.empty()) return sorted;
  if (inverse_order.empty()) {
    inverse_order.resize(order.size());
    for (std::size_t k = 0; k < order.size(); ++k) inverse_order[order[k]] = static_cast<std::uint32_t>(k);
  }
  return inverse_order[static_cast<std::size_t>(sorted)];
}

std::int64_t PartMesh::cell_count(const std::vector<SectionInfo>& layout) const {
  std::int64_t cells = 0;
  for (std::size_t s = 0; s < layout.size(); ++s)
    if (layout[s].cells) cells += sections[s].size();
  return cells;
}

IdRuns PartMesh::cell_ids(const std::vector<SectionInfo>& layout) const {
  IdRuns ids;  // cell sections in element order have increasing first cells
  for (std::size_t s = 0; s < layout.size(); ++s)
    if (layout[s].cells)
      for (const IdRun& run : sections[s].positions.runs()) ids.add_run(layout[s].first_cell + run.first, run.count);
  return ids;
}

namespace {

// This rank's block of section s: its first element (0-based) and count.
IdRun section_block(MPI_Comm comm, const SectionInfo& section) {
  const exchange::BlockDistribution blocks(section.count, size_of(comm));
  const int rank = rank_of(comm);
  return {blocks.first(rank) - 1, blocks.count(rank)};
}

PartMesh& mesh_of(std::map<int, PartMesh>& meshes, int part, std::size_t sections) {
  PartMesh& mesh = meshes[part];
  mesh.part = part;
  mesh.sections.resize(sections);
  return mesh;
}

// Each cell goes to its part as runs of consecutive positions: (part, section, first,
// count) to the rank building the part. The runs arrive in rank order, each rank's
// increasing: every part's positions increase.
std::map<int, PartMesh> route_cell_runs(MPI_Comm comm, const ElementLayout& layout, const CellAssignment& assignment) {
  const int ranks = size_of(comm);
  std::vector<std::vector<std::int64_t>> out(static_cast<std::size_t>(ranks));
  for (std::size_t s = 0; s < layout.sections.size(); ++s) {
    if (!layout.sections[s].cells) continue;
    const IdRun block = section_block(comm, layout.sections[s]);
    const std::vector<int>& parts = assignment.parts[s];
    for (std::size_t i = 0; i < parts.size();) {
      std::size_t end = i + 1;
      while (end < parts.size() && parts[end] == parts[i]) ++end;
      out[static_cast<std::size_t>(part_owner(parts[i], ranks))].insert(
          out[static_cast<std::size_t>(part_owner(parts[i], ranks))].end(),
          {parts[i], static_cast<std::int64_t>(s), block.first + static_cast<std::int64_t>(i),
           static_cast<std::int64_t>(end - i)});
      i = end;
    }
  }
  const auto got = graph::alltoallv_int64(comm, out).values;
  std::map<int, PartMesh> meshes;
  for (std::size_t i = 0; i + 3 < got.size(); i += 4)
    mesh_of(meshes, static_cast<int>(got[i]), layout.sections.size())
        .sections[static_cast<std::size_t>(got[i + 1])]
        .positions.add_run(got[i + 2], got[i + 3]);
  return meshes;
}

// Every part's element positions in section s, one request per part (map order).
std::vector<IdRuns> section_positions(const std::map<int, PartMesh>& meshes, std::size_t s) {
  std::vector<IdRuns> requests;
  requests.reserve(meshes.size());
  for (const auto& [part, mesh] : meshes) requests.push_back(mesh.sections[s].positions);
  return requests;
}

// Calls visit(ids) for the connectivity of every cell section of the part: `fetched`
// holds, per section, one request (the part's cells; for_each_part_in_rounds).
template <class Visit>
void for_each_cell_ids(const ElementLayout& layout, const std::vector<FetchedValues>& fetched, Visit&& visit) {
  for (std::size_t s = 0; s < layout.sections.size(); ++s)
    if (layout.sections[s].cells) for_each_id_array(fetched[s], 0, visit);
}

// Each part's elements' types of MIXED section s, one request per part (map order).
// Collective.
void fetch_types(MPI_Comm comm, ZoneArrays& arrays, const std::string& zone_path, std::size_t s,
                 ZonePartition& partition) {
  const FetchedValues types =
      arrays.fetch(comm, element_types_path(zone_path + "/" + connectivity_of(partition.sections[s])),
                   section_positions(partition.parts, s));
  std::size_t request = 0;
  for (auto& [part, mesh] : partition.parts) {
    auto& mine = mesh.sections[s].types;
    mine.resize(static_cast<std::size_t>(mesh.sections[s].size()));
    types.copy_to(request++, std::as_writable_bytes(std::span(mine)));
  }
}

// The distinct ids of the part's cells, as a bitmap. When the zone's vertices are few
// beside the part's references (below eight per vertex id), the bitmap spans them all
// and the ids are checked as they are set; else a first pass finds their range.
IdBitmap used_vertices(const PartMesh& mesh, const ElementLayout& layout, const std::vector<FetchedValues>& fetched,
                       const std::string& described) {
  std::int64_t references = 0;
  for (std::size_t s = 0; s < layout.sections.size(); ++s)
    if (layout.sections[s].cells) references += mesh.sections[s].size() * layout.sections[s].nodes;
  IdRange range{1, layout.vertices};
  const auto widen = [&](IdRange& found) { for_each_cell_ids(layout, fetched, [&](auto ids) { found.widen(ids); }); };
  if (layout.vertices > 8 * references) {  // few references: their range first
    range = IdRange{};
    widen(range);
  }
  IdBitmap used(range.low, range.high);
  bool outside = false;
  const auto span = static_cast<std::uint64_t>(range.high - range.low + 1);
  for_each_cell_ids(layout, fetched, [&](auto ids) {
    for (const auto id : ids) {
      if (static_cast<std::uint64_t>(id - range.low) < span) used.set(id);
      else outside = true;
    }
  });
  if (outside) {  // name the id
    IdRange found;
    widen(found);
    found.check(layout.vertices, described);
  }
  used.index();
  return used;
}

// The part's vertices: the distinct ids of its cells (`fetched`: its connectivity, one
// request per section), and the cells' connectivity in local ids.
void number_vertices(PartMesh& mesh, const ElementLayout& layout, const std::vector<FetchedValues>& fetched,
                     const std::string& described) {
  const IdBitmap used = used_vertices(mesh, layout, fetched, described);
  for (std::size_t s = 0; s < layout.sections.size(); ++s) {
    if (!layout.sections[s].cells) continue;
    auto& local = mesh.sections[s].local_connectivity;
    local.resize(static_cast<std::size_t>(mesh.sections[s].size() * layout.sections[s].nodes));
    std::size_t at = 0;
    for_each_id_array(fetched[s], 0, [&](auto ids) {
      used.number(ids, local.data() + at);
      at += ids.size();
    });
  }
  mesh.vertices = used.runs();
}

// --renumber: each cell section's elements put in the chosen order; the hilbert keys
// come from the ranks that partitioned the cells.
void order_cells(MPI_Comm comm, std::map<int, PartMesh>& meshes, const ElementLayout& layout,
                 const CellAssignment& assignment, CellOrder order) {
  if (order == CellOrder::none) return;
  for (std::size_t s = 0; s < layout.sections.size(); ++s) {
    if (!layout.sections[s].cells) continue;
    std::vector<std::vector<std::byte>> keys;
    if (order == CellOrder::hilbert) {
      keys = fetch_from_blocks(comm, layout.sections[s].count, sizeof(std::uint64_t),
                               std::as_bytes(std::span(assignment.curve_keys[s])), section_positions(meshes, s));
    }
    std::size_t request = 0;
    for (auto& [part, mesh] : meshes) {
      PartSection& section = mesh.sections[s];
      const auto width = static_cast<std::size_t>(layout.sections[s].nodes);
      std::vector<std::size_t> permutation;
      if (order == CellOrder::rcm) {
        const std::vector<std::int64_t> vertices(section.local_connectivity.begin(), section.local_connectivity.end());
        permutation = rcm_order(layout.sections[s].type, width, vertices, static_cast<std::size_t>(section.size()));
      } else {
        std::vector<std::uint64_t> part_keys(static_cast<std::size_t>(section.size()));
        if (!part_keys.empty()) std::memcpy(part_keys.data(), keys[request].data(), keys[request].size());
        permutation = key_order(part_keys);
      }
      ++request;
      section.local_connectivity = reordered(section.local_connectivity, width, permutation);
      if (!section.types.empty()) section.types = reordered(section.types, 1, permutation);
      section.order.assign(permutation.begin(), permutation.end());
    }
  }
}

// Collective: the part holding the parent cell (the left one, else the right one) of each
// element of this rank's block of a boundary section with ParentElements; -1 for an
// element without parents or none of them a cell (refused later, part_parents.hpp).
std::vector<int> parent_cell_parts(MPI_Comm comm, const SectionInfo& section, const IdRun& block, ZoneArrays& arrays,
                                   const std::string& zone_path, const ElementLayout& layout,
                                   const ZonePartition& partition) {
  const auto elements = static_cast<std::size_t>(block.count);
  std::vector<int> parts(elements, -1);
  if (!section.parents) return parts;  // alike on every rank
  IdRuns entries;                      // the block's left entries, then its right ones
  for (const auto shift : {std::int64_t{0}, section.count})
    if (block.count > 0) entries.add_run(block.first + shift, block.count);
  const FetchedValues fetched =
      arrays.fetch(comm, zone_path + "/" + section.name + "/ParentElements", std::span(&entries, 1));
  const auto parents = integers_of(fetched.gathered(0), fetched.type());
  for (std::size_t cs = 0; cs < layout.sections.size(); ++cs) {
    if (!layout.sections[cs].cells) continue;  // alike on every rank
    std::vector<std::int64_t> positions;       // 1-based, in section cs
    std::vector<std::size_t> asking;
    for (std::size_t e = 0; e < elements; ++e) {
      const std::int64_t cell = parents[e] != 0 ? parents[e] : parents[elements + e];
      const auto at = cell != 0 ? layout.locate(cell) : std::nullopt;
      if (!at || at->first != cs) continue;
      positions.push_back(at->second + 1);
      asking.push_back(e);
    }
    const IdRun cells = section_block(comm, layout.sections[cs]);
    std::int64_t answer = 0;
    const auto holding = ask_block_owners(comm, layout.sections[cs].count, positions, [&](std::int64_t position) {
      answer = partition.element_parts[cs][static_cast<std::size_t>(position - 1 - cells.first)];
      return std::span<const std::int64_t>(&answer, 1);
    });
    for (std::size_t i = 0; i < asking.size(); ++i) parts[asking[i]] = static_cast<int>(holding[i].at(0));
  }
  return parts;
}

// The part of each element of this rank's block of a boundary section: its parent cell's
// (`preferred`, -1 for none) when that part holds all its vertices, else the lowest part
// holding them.
std::vector<int> boundary_parts(MPI_Comm comm, const std::vector<std::int64_t>& ids, std::size_t width,
                                const ZonePartition& partition, const std::vector<int>& preferred,
                                const std::string& where) {
  mpi::run_agreed(comm, [&] { IdRange::of(ids).check(partition.vertex_total, where); });
  std::vector<std::int64_t> answer;  // one answer, copied by ask_block_owners before the next
  const auto holders = ask_block_owners(comm, partition.vertex_total, ids, [&](std::int64_t id) {
    const auto parts = partition.holders.parts_of(id);
    answer.assign(parts.begin(), parts.end());
    return std::span<const std::int64_t>(answer);
  });
  const std::size_t elements = width > 0 ? ids.size() / width : 0;
  std::vector<int> parts(elements, -1);
  mpi::run_agreed(comm, [&] {
    for (std::size_t e = 0; e < elements; ++e) {
      std::vector<std::int64_t> common = holders[e * width];
      for (std::size_t v = 1; v < width; ++v) {
        std::vector<std::int64_t> kept;
        const auto& next = holders[e * width + v];
        std::set_intersection(common.begin(), common.end(), next.begin(), next.end(), std::back_inserter(kept));
        common.swap(kept);
      }
      if (common.empty())
        throw InputError(
            where + ": element " + std::to_string(e + 1) +
            " of this rank's block has vertices in no single part (it is not on a face of the zone's cells)");
      const bool with_cell = preferred[e] >= 0 && std::binary_search(common.begin(), common.end(), preferred[e]);
      parts[e] = with_cell ? preferred[e] : static_cast<int>(common.front());
    }
  });
  return parts;
}

// Boundary section s: each element to its part, with its vertices in the part's local
// ids (a MIXED element's type goes with it, after its record).
void route_boundary_section(MPI_Comm comm, std::size_t s, ZoneArrays& arrays, const std::string& zone_path,
                            const ElementLayout& layout, ZonePartition& partition, const std::string& described) {
  const SectionInfo& section = layout.sections[s];
  const IdRun block = section_block(comm, section);
  IdRuns mine;
  mine.add_run(block.first, block.count);
  const std::string path = zone_path + "/" + connectivity_of(section);
  const FetchedValues values = arrays.fetch(comm, path, std::span(&mine, 1));
  std::vector<std::uint8_t> types;
  if (section.mixed()) {
    types.resize(static_cast<std::size_t>(block.count));
    arrays.fetch(comm, element_types_path(path), std::span(&mine, 1))
        .copy_to(0, std::as_writable_bytes(std::span(types)));
  }
  const auto width = static_cast<std::size_t>(section.nodes);
  const std::size_t fields = width + (section.mixed() ? 1 : 0);
  const std::string where = described + " section '" + section.name + "'";
  std::vector<std::int64_t> ids;
  for_each_id(values, 0, [&](std::int64_t id) { ids.push_back(id); });
  const auto preferred = parent_cell_parts(comm, section, block, arrays, zone_path, layout, partition);
  partition.element_parts[s] = boundary_parts(comm, ids, width, partition, preferred, where);
  PartRouter router(comm, fields * sizeof(std::int64_t));
  std::vector<std::int64_t> record(fields);
  for (std::size_t e = 0; e < partition.element_parts[s].size(); ++e) {
    std::copy_n(ids.begin() + static_cast<std::ptrdiff_t>(e * width), width, record.begin());
    if (section.mixed()) record[width] = types[e];
    router.add(partition.element_parts[s][e], block.first + static_cast<std::int64_t>(e), record);
  }
  for (auto& [part, records] : router.exchange()) {
    PartSection& target = mesh_of(partition.parts, part, layout.sections.size()).sections[s];
    const IdRuns& vertices = partition.parts.at(part).vertices;
    target.local_connectivity.resize(records.size() * width);
    if (section.mixed()) target.types.resize(records.size());
    for (std::size_t r = 0; r < records.size(); ++r) {
      target.positions.add(records.keys[r]);
      for (std::size_t v = 0; v < width; ++v)
        target.local_connectivity[r * width + v] =
            static_cast<std::uint32_t>(vertices.index_of(records.int64_at(r, v)) + 1);
      if (section.mixed()) target.types[r] = static_cast<std::uint8_t>(records.int64_at(r, width));
    }
  }
}

// The vertices no cell uses (a Delaunay mesher leaves some), each given to a part
// (orphan_vertices.hpp): known to the holders, added to the part's vertices, and the
// part's cells' local connectivity renumbered around them.
void adopt_orphans(MPI_Comm comm, const ElementLayout& layout, ZonePartition& partition, const std::string& described) {
  const std::vector<PartRun> orphans = find_orphans(comm, partition.holders);
  partition.holders.hold(orphans);
  const std::map<int, IdRuns> by_part = route_orphans(comm, orphans);
  mpi::run_agreed(comm, [&] {
    for (const auto& [part, ids] : by_part) {
      PartMesh& mesh = mesh_of(partition.parts, part, layout.sections.size());
      IdRuns vertices = united(mesh.vertices, ids);
      const std::vector<std::uint32_t> renumbered = new_local_ids(mesh.vertices, vertices, described);
      for (std::size_t s = 0; s < layout.sections.size(); ++s) {
        if (layout.sections[s].cells)
          for (std::uint32_t& id : mesh.sections[s].local_connectivity) id = renumbered[id - 1];
        if (layout.sections[s].type == sids::ElementType::NGON_n)  // a polyhedral zone's faces
          for (std::int32_t& id : mesh.sections[s].poly_entries)
            id = static_cast<std::int32_t>(renumbered[static_cast<std::size_t>(id - 1)]);
      }
      mesh.vertices = std::move(vertices);
    }
  });
}

// Local element numbers in section order.
void number_locally(PartMesh& mesh) {
  std::int64_t next = 1;
  for (PartSection& section : mesh.sections) {
    section.local_start = next;
    next += section.size();
  }
}

}  // namespace

ZonePartition build_partition(MPI_Comm comm, const ElementLayout& layout, ZoneArrays& arrays,
                              const std::string& zone_path, const CellAssignment& assignment, CellOrder order,
                              const std::string& described) {
  ZonePartition partition;
  partition.sections = layout.sections;
  partition.vertex_total = layout.vertices;
  partition.element_parts.resize(layout.sections.size());
  partition.parts = route_cell_runs(comm, layout, assignment);
  if (has_poly(layout)) {
    build_poly_parts(comm, layout, arrays, zone_path, partition, described);
  } else {
    for_each_part_in_rounds(comm, partition.parts, [&](PartMesh* mesh) {
      std::vector<FetchedValues> fetched(layout.sections.size());
      for (std::size_t s = 0; s < layout.sections.size(); ++s) {
        const IdRuns request = mesh ? mesh->sections[s].positions : IdRuns();
        if (layout.sections[s].cells)
          fetched[s] =
              arrays.fetch(comm, zone_path + "/" + connectivity_of(layout.sections[s]), std::span(&request, 1));
      }
      mpi::run_agreed(comm, [&] {  // a connectivity out of range, or a part too large, fails every rank
        if (mesh) number_vertices(*mesh, layout, fetched, described);
      });
    });
  }
  for (std::size_t s = 0; s < layout.sections.size(); ++s)
    if (layout.sections[s].cells && layout.sections[s].mixed()) fetch_types(comm, arrays, zone_path, s, partition);
  arrays.release();
  order_cells(comm, partition.parts, layout, assignment, order);
  for (std::size_t s = 0; s < layout.sections.size(); ++s)
    if (layout.sections[s].cells) partition.element_parts[s] = assignment.parts[s];
  std::map<int, const IdRuns*> vertex_runs;
  for (const auto& [part, mesh] : partition.parts) vertex_runs[part] = &mesh.vertices;
  partition.holders = VertexHolders(comm, layout.vertices, vertex_runs);
  adopt_orphans(comm, layout, partition, described);
  for (std::size_t s = 0; s < layout.sections.size(); ++s)
    if (!layout.sections[s].cells && !layout.sections[s].poly())  // a polyhedral zone's faces are placed
      route_boundary_section(comm, s, arrays, zone_path, layout, partition, described);
  arrays.release();
  mpi::run_agreed(comm, [&] {  // a part too large fails every rank, naming the zone
    for (auto& [part, mesh] : partition.parts) {
      number_locally(mesh);
      try {
        if (has_polyhedra(layout)) number_poly_faces(layout, mesh);
      } catch (const InputError& e) {
        throw InputError(described + ": " + e.what());
      }
    }
  });
  return partition;
}

namespace {

// Collective, the second step of a lookup: each id's local number in every part holding
// it (holding[i], parts increasing), asked of the parts' ranks; flat (part, local) pairs
// per id.
std::vector<std::vector<std::int64_t>> with_local_numbers(MPI_Comm comm, std::span<const std::int64_t> ids,
                                                          const std::vector<std::vector<std::int64_t>>& holding,
                                                          const std::function<std::int64_t(int, std::int64_t)>& local) {
  std::vector<std::pair<int, std::int64_t>> questions;
  for (std::size_t i = 0; i < ids.size(); ++i)
    for (const auto part : holding[i]) questions.emplace_back(static_cast<int>(part), ids[i]);
  const auto locals = ask_part_owners(comm, questions, local);
  std::vector<std::vector<std::int64_t>> pairs(ids.size());
  std::size_t q = 0;
  for (std::size_t i = 0; i < ids.size(); ++i)
    for (const auto part : holding[i]) pairs[i].insert(pairs[i].end(), {part, locals[q++]});
  return pairs;
}

}  // namespace

std::vector<std::vector<std::int64_t>> ZonePartition::vertex_lookup(MPI_Comm comm,
                                                                    std::span<const std::int64_t> ids) const {
  std::vector<std::int64_t> answer;  // one answer, copied by ask_block_owners before the next
  const auto holding = ask_block_owners(comm, vertex_total, ids, [&](std::int64_t id) {
    const auto held_by = holders.parts_of(id);
    answer.assign(held_by.begin(), held_by.end());
    return std::span<const std::int64_t>(answer);
  });
  return with_local_numbers(comm, ids, holding,
                            [&](int part, std::int64_t id) { return parts.at(part).vertices.index_of(id) + 1; });
}

std::vector<std::vector<std::int64_t>> ZonePartition::element_lookup(MPI_Comm comm, std::size_t s,
                                                                     std::span<const std::int64_t> positions) const {
  const IdRun block = section_block(comm, sections[s]);
  std::int64_t answer = 0;
  const auto holding = ask_block_owners(comm, sections[s].count, positions, [&](std::int64_t position) {
    answer = element_parts[s][static_cast<std::size_t>(position - 1 - block.first)];
    return std::span<const std::int64_t>(&answer, 1);
  });
  return with_local_numbers(comm, positions, holding, [&](int part, std::int64_t position) {
    const PartSection& section = parts.at(part).sections[s];
    return section.local_start + section.local_index(position - 1);
  });
}

}  // namespace pcgns::split
