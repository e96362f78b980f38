#include "split/unstructured/part_meshes.hpp"

#include <algorithm>
#include <bit>
#include <cstring>
#include <limits>

#include "io/allgather.hpp"
#include "pcgns/collective.hpp"
#include "pcgns/error.hpp"
#include "pcgns/mpi_rank.hpp"
#include "split/unstructured/cell_order.hpp"
#include "split/unstructured/distinct_ids.hpp"
#include "split/unstructured/id_index.hpp"
#include "split/unstructured/part_router.hpp"

namespace pcgns::split {
namespace {

// How an element travels: its curve key (when there are keys), then its vertex ids,
// as 4-byte integers when every vertex id of the zone fits in one. A zone's cells are
// the largest exchange of the split, and few meshes have 2^31 vertices: narrow ids take
// the records from 80 to 40 bytes for a keyed hexahedron.
struct ElementRecord {
  bool keyed = false;
  bool narrow = true;
  std::size_t width = 0;
  std::size_t key_bytes() const { return keyed ? sizeof(std::uint64_t) : 0; }
  std::size_t id_bytes() const { return narrow ? sizeof(std::int32_t) : sizeof(std::int64_t); }
  std::size_t bytes() const { return key_bytes() + width * id_bytes(); }

  void pack(std::uint64_t key, const std::int64_t* ids, std::byte* out) const {
    if (keyed) std::memcpy(out, &key, sizeof key);
    out += key_bytes();
    if (!narrow) return (void)std::memcpy(out, ids, width * sizeof(std::int64_t));
    for (std::size_t v = 0; v < width; ++v) {
      const auto id = static_cast<std::int32_t>(ids[v]);
      std::memcpy(out + v * sizeof id, &id, sizeof id);
    }
  }
  void unpack(const std::byte* in, std::uint64_t* key, std::int64_t* ids) const {
    if (keyed) std::memcpy(key, in, sizeof *key);
    in += key_bytes();
    if (!narrow) return (void)std::memcpy(ids, in, width * sizeof(std::int64_t));
    for (std::size_t v = 0; v < width; ++v) {
      std::int32_t id;
      std::memcpy(&id, in + v * sizeof id, sizeof id);
      ids[v] = id;
    }
  }
};

// Sends each element of section `s` of this rank's slice to the part chosen for it,
// with its curve key when there are keys (one per element).
void route_section(MPI_Comm comm, std::size_t s, const Slice& slice, const std::vector<int>& parts,
                   std::span<const std::uint64_t> keys, std::int64_t zone_vertices, std::map<int, PartMesh>& meshes,
                   std::size_t section_count) {
  const ElementRecord format{!keys.empty(), zone_vertices <= std::numeric_limits<std::int32_t>::max(), slice.width};
  PartRouter router(comm, format.bytes());
  for (std::int64_t i = 0; i < slice.count; ++i) router.expect(parts[static_cast<std::size_t>(i)]);
  std::vector<std::int64_t> ids(slice.width);
  std::vector<std::byte> record(format.bytes());
  for (std::int64_t i = 0; i < slice.count; ++i) {
    const auto at = static_cast<std::size_t>(i);
    slice.integers(at * slice.width, slice.width, ids.data());  // no widened copy of the whole section
    format.pack(format.keyed ? keys[at] : 0, ids.data(), record.data());
    router.add(parts[at], slice.first + i, record.data());
  }
  for (auto& [part, records] : router.exchange()) {
    PartMesh& mesh = meshes[part];
    mesh.part = part;
    mesh.sections.resize(section_count);
    PartSection& section = mesh.sections[s];
    const std::size_t count = records.size();
    section.positions = std::move(records.keys);
    section.connectivity.resize(count * slice.width);
    if (format.keyed) section.curve_keys.resize(count);
    std::uint64_t unused_key = 0;
    for (std::size_t r = 0; r < count; ++r)
      format.unpack(records.payload(r), format.keyed ? &section.curve_keys[r] : &unused_key,
                    section.connectivity.data() + r * slice.width);
    records.payloads = {};  // before the next part's connectivity is allocated
  }
}

// --renumber: each cell section's elements put in the chosen order (their positions,
// hence their numbering, follow).
void order_cells(PartMesh& mesh, const ElementLayout& layout, CellOrder order) {
  if (order == CellOrder::none) return;
  for (std::size_t s = 0; s < layout.sections.size(); ++s) {
    PartSection& section = mesh.sections[s];
    if (!layout.sections[s].cells || section.size() == 0) continue;
    const auto width = static_cast<std::size_t>(layout.sections[s].nodes);
    const auto permutation = order == CellOrder::rcm
                                 ? rcm_order(layout.sections[s].type, width, section.connectivity,
                                             static_cast<std::size_t>(section.size()))
                                 : key_order(section.curve_keys);
    section.positions = reordered(section.positions, 1, permutation);
    section.connectivity = reordered(section.connectivity, width, permutation);
    section.curve_keys = {};
  }
}

// The part of each boundary element: the lowest part holding all its vertices.
std::vector<int> boundary_parts(MPI_Comm comm, const Slice& slice, const BlockDirectory& vertices,
                                const std::string& where) {
  const auto ids = slice.integers();
  const auto pairs = vertices.lookup(comm, ids);
  std::vector<int> parts(static_cast<std::size_t>(slice.count), -1);
  run_agreed(comm, [&] {
    for (std::int64_t e = 0; e < slice.count; ++e) {
      std::vector<std::int64_t> common;
      for (std::size_t v = 0; v < slice.width; ++v) {
        const auto& found = pairs[static_cast<std::size_t>(e) * slice.width + v];
        std::vector<std::int64_t> holders;
        for (std::size_t i = 0; i < found.size(); i += 2) holders.push_back(found[i]);
        if (v == 0) common = holders;
        std::vector<std::int64_t> kept;
        std::set_intersection(common.begin(), common.end(), holders.begin(), holders.end(), std::back_inserter(kept));
        common = std::move(kept);
      }
      if (common.empty())
        throw InputError(where + ": element " + std::to_string(slice.first + e + 1) +
                         " of the section has vertices in no single part (it is not on a face of the zone's cells)");
      parts[static_cast<std::size_t>(e)] = static_cast<int>(common.front());
    }
  });
  return parts;
}

void collect_vertices(PartMesh& mesh, const ElementLayout& layout) {
  std::vector<std::int64_t> used;
  for (std::size_t s = 0; s < layout.sections.size(); ++s)
    if (layout.sections[s].cells)
      used.insert(used.end(), mesh.sections[s].connectivity.begin(), mesh.sections[s].connectivity.end());
  mesh.vertices = distinct_ids(used);
}

// The global vertex ids of `section` replaced by the part's local ids (32 bits, half
// the memory: done for the cells as soon as the part's vertices are known, before the
// directories are built).
void localize(PartSection& section, const IdIndex& local_vertices) {
  section.local_connectivity.resize(section.connectivity.size());
  for (std::size_t v = 0; v < section.connectivity.size(); ++v)
    section.local_connectivity[v] = static_cast<std::uint32_t>(local_vertices.find(section.connectivity[v]) + 1);
  std::vector<std::int64_t>().swap(section.connectivity);
}

void localize_sections(PartMesh& mesh, const ElementLayout& layout, bool cells) {
  if (mesh.vertices.size() > std::numeric_limits<std::uint32_t>::max())
    throw InputError("part " + std::to_string(mesh.part) + " would have " + std::to_string(mesh.vertices.size()) +
                     " vertices, more than pcgns-split places in one part; use more parts");
  const IdIndex local_vertices(mesh.vertices);
  for (std::size_t s = 0; s < layout.sections.size(); ++s)
    if (layout.sections[s].cells == cells) localize(mesh.sections[s], local_vertices);
}

// Local element numbers in section order, and the cells' global ids in local order.
void number_locally(PartMesh& mesh, const ElementLayout& layout) {
  std::size_t cells = 0;  // reserved exactly: a part's cells are tens of millions at most
  for (std::size_t s = 0; s < layout.sections.size(); ++s)
    if (layout.sections[s].cells) cells += mesh.sections[s].positions.size();
  mesh.cells.reserve(cells);
  std::int64_t next = 1;
  for (std::size_t s = 0; s < layout.sections.size(); ++s) {
    PartSection& section = mesh.sections[s];
    section.local_start = next;
    next += section.size();
    if (layout.sections[s].cells)
      for (const auto position : section.positions) mesh.cells.push_back(layout.sections[s].first_cell + position + 1);
  }
}

// The directory entries of the parts built here, handed to `add` one at a time.
auto vertex_entries(const std::map<int, PartMesh>& meshes) {
  return [&meshes](auto&& add) {
    for (const auto& [part, mesh] : meshes)
      for (std::size_t v = 0; v < mesh.vertices.size(); ++v)
        add(DirectoryEntry{mesh.vertices[v], part, static_cast<std::int64_t>(v) + 1});
  };
}

auto cell_entries(const std::map<int, PartMesh>& meshes) {
  return [&meshes](auto&& add) {
    for (const auto& [part, mesh] : meshes)
      for (std::size_t c = 0; c < mesh.cells.size(); ++c)
        add(DirectoryEntry{mesh.cells[c], part, static_cast<std::int64_t>(c) + 1});
  };
}

auto element_entries(const std::map<int, PartMesh>& meshes, std::size_t s) {
  return [&meshes, s](auto&& add) {
    for (const auto& [part, mesh] : meshes) {
      const PartSection& section = mesh.sections[s];
      for (std::int64_t e = 0; e < section.size(); ++e)
        add(DirectoryEntry{section.positions[static_cast<std::size_t>(e)] + 1, part, section.local_start + e});
    }
  };
}

// Where a part numbers boundary elements before some of its cells, a cell's local
// element number is not its local cell number: the differences, from every rank.
std::map<std::pair<int, std::size_t>, std::int64_t> cell_element_offsets(MPI_Comm comm,
                                                                         const std::map<int, PartMesh>& meshes,
                                                                         const ElementLayout& layout) {
  std::vector<std::int64_t> mine;  // (part, section, offset) triples
  for (const auto& [part, mesh] : meshes) {
    std::int64_t cells_before = 0;
    for (std::size_t s = 0; s < layout.sections.size(); ++s) {
      if (!layout.sections[s].cells) continue;
      const std::int64_t offset = mesh.sections[s].local_start - 1 - cells_before;
      if (offset != 0) mine.insert(mine.end(), {part, static_cast<std::int64_t>(s), offset});
      cells_before += mesh.sections[s].size();
    }
  }
  std::map<std::pair<int, std::size_t>, std::int64_t> offsets;
  for (const auto& bytes : io::allgather_bytes(comm, std::as_bytes(std::span(mine)))) {
    if (bytes.empty()) continue;  // most ranks: no part numbers boundary elements first
    std::vector<std::int64_t> triples(bytes.size() / sizeof(std::int64_t));
    std::memcpy(triples.data(), bytes.data(), bytes.size());
    for (std::size_t i = 0; i + 2 < triples.size(); i += 3)
      offsets[{static_cast<int>(triples[i]), static_cast<std::size_t>(triples[i + 1])}] = triples[i + 2];
  }
  return offsets;
}

}  // namespace

ZonePartition build_partition(MPI_Comm comm, const ElementLayout& layout, const std::vector<const Slice*>& connectivity,
                              const CellAssignment& assignment, CellOrder order, const std::string& described,
                              const std::function<void(std::size_t)>& done_with) {
  std::map<int, PartMesh> meshes;
  const std::size_t sections = layout.sections.size();
  const auto keys_of = [&](std::size_t s) {
    return s < assignment.curve_keys.size() ? std::span<const std::uint64_t>(assignment.curve_keys[s])
                                            : std::span<const std::uint64_t>();
  };
  for (std::size_t s = 0; s < sections; ++s)
    if (layout.sections[s].cells) {
      route_section(comm, s, *connectivity[s], assignment.parts[s], keys_of(s), layout.vertices, meshes, sections);
      done_with(s);
    }
  run_agreed(comm, [&] {  // a part too large for 32-bit local ids fails every rank
    for (auto& [part, mesh] : meshes) {
      order_cells(mesh, layout, order);
      collect_vertices(mesh, layout);
      localize_sections(mesh, layout, true);
    }
  });
  BlockDirectory vertices(comm, layout.vertices, vertex_entries(meshes));
  for (std::size_t s = 0; s < sections; ++s)
    if (!layout.sections[s].cells) {
      const auto where = described + " section '" + layout.sections[s].name + "'";
      route_section(comm, s, *connectivity[s], boundary_parts(comm, *connectivity[s], vertices, where), {},
                    layout.vertices, meshes, sections);
      done_with(s);
    }
  for (auto& [part, mesh] : meshes) {
    localize_sections(mesh, layout, false);  // the part's vertices were checked above
    number_locally(mesh, layout);
  }
  BlockDirectory cells(comm, layout.cells, cell_entries(meshes));
  auto offsets = cell_element_offsets(comm, meshes, layout);
  ZonePartition partition{std::move(meshes), std::move(vertices), std::move(cells), layout.sections, std::move(offsets), {}};
  partition.boundary_elements.resize(layout.sections.size());
  return partition;
}

std::vector<std::vector<std::int64_t>> ZonePartition::element_lookup(MPI_Comm comm, std::size_t s,
                                                                     std::span<const std::int64_t> positions) const {
  if (!sections[s].cells) {
    if (!boundary_elements[s]) boundary_elements[s].emplace(comm, sections[s].count, element_entries(parts, s));
    return boundary_elements[s]->lookup(comm, positions);
  }
  std::vector<std::int64_t> ids(positions.begin(), positions.end());
  for (auto& id : ids) id += sections[s].first_cell;
  auto found = cells.lookup(comm, ids);
  if (!cell_element_offsets.empty())
    for (auto& pairs : found)
      for (std::size_t i = 0; i < pairs.size(); i += 2)
        if (const auto it = cell_element_offsets.find({static_cast<int>(pairs[i]), s}); it != cell_element_offsets.end())
          pairs[i + 1] += it->second;
  return found;
}

}  // namespace pcgns::split
