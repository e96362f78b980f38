#include "split/unstructured/unstructured_split.hpp"

#include <algorithm>
#include <optional>
#include <span>

#include "pcgns/collective.hpp"
#include "pcgns/heap_policy.hpp"
#include "pcgns/mpi_rank.hpp"
#include "pcgns/sids/all.hpp"
#include "pcgns/sids/index_data.hpp"
#include "sids/global_numbering.hpp"
#include "merge/index_width.hpp"
#include "merge/split_names.hpp"
#include "split/unstructured/cell_weights.hpp"
#include "split/unstructured/face_interfaces.hpp"
#include "split/unstructured/located_plan.hpp"
#include "split/unstructured/part_values.hpp"
#include "split/unstructured/zone_lists.hpp"

namespace pcgns::split {
namespace {

struct ZoneWork {
  const OriginalZone* original = nullptr;
  ElementLayout layout;
  ZoneSlices slices;
  std::optional<ZonePartition> partition;
  std::map<int, std::map<int, SharedVertices>> shared;  // per part built here, per other part
  std::optional<std::map<int, PartFaces>> faces;        // per part built here (--interface face)
  std::vector<ListHolder> lists;
  std::map<int, Node> nodes;  // the partition zone of each part built here
};

bool is_located_holder(const Node& child) {
  return (child.label == "GridCoordinates_t" || child.label == "FlowSolution_t" || child.label == "DiscreteData_t") &&
         !child.child("PointList");
}

// The data of a deferred index array (I4 or I8, as add_section chose for the part).
void set_local_ids(Node& array, const std::vector<std::uint32_t>& ids) {
  array.data.resize(ids.size() * element_size(array.type));
  if (array.type == DataType::I4) std::copy(ids.begin(), ids.end(), array.values<std::int32_t>().begin());
  else std::copy(ids.begin(), ids.end(), array.values<std::int64_t>().begin());
}

// A copy of `node` whose array child `name` holds `bytes` (count values) instead.
void set_array(Node& holder, const std::string& name, std::vector<std::byte> bytes) {
  Node& array = *holder.child(name);
  array.dims = {static_cast<std::int64_t>(bytes.size() / element_size(array.type))};
  array.data = std::move(bytes);
  array.bulk.reset();
}

class ZoneBuilder {
 public:
  ZoneBuilder(MPI_Comm comm, const BlockArrays& arrays, ZoneWork& work, SpillFile* spill)
      : comm_(comm), arrays_(arrays), work_(work), spill_(spill) {}

  // The skeleton of every partition zone built here, with coordinates, sections and
  // located values; point-list holders come later (their containers are placed now).
  void build() {
    const ZonePartition& partition = *work_.partition;
    for (const auto& [part, mesh] : partition.parts) {
      Node scratch("scratch", "CGNSBase_t");
      sids::add_zone(scratch, partition_zone_name(work_.original->name, part), sids::ZoneType::Unstructured,
                     sids::ZoneSizes::unstructured(static_cast<std::int64_t>(mesh.vertices.size()),
                                                   static_cast<std::int64_t>(mesh.cells.size())));
      work_.nodes.emplace(part, std::move(scratch.children.front()));
    }
    const std::string path = work_.original->path();
    std::vector<const Node*> located;
    for (const Node& child : work_.original->node->children) {
      if (child.label == "ZoneType_t") continue;
      if (is_located_holder(child)) located.push_back(&add_located(child));
      else if (child.label == "Elements_t") add_section(child);
      else if (is_list_holder(child)) continue;  // placed with the lists
      else if (child.label == "ZoneBC_t" || child.label == "ZoneGridConnectivity_t") add_container(child);
      else for (auto& [part, zone] : work_.nodes) restore_copies(zone.add(child), path + "/" + child.name, arrays_);
    }
    // The values last: by then every part's widened connectivity has gone into its
    // section node at the file's width, which halves it while they are routed. The
    // vertex holders first, then the cell holders, so one location's plan at a time.
    for (const bool vertex : {true, false}) {
      for (const Node* holder : located)
        if (is_vertex(*holder) == vertex) route_values(*holder, located_plan(vertex));
      (vertex ? vertex_plan_ : cell_plan_).reset();
    }
  }

 private:
  // Checks a vertex or cell holder and places it in every part; its values come later.
  const Node& add_located(const Node& holder) {
    const std::string where = work_.original->described + ": " + holder.name;
    const auto location = location_of(holder);
    if (holder.child("Rind")) throw InputError(where + ": rind cells cannot be split yet");
    if (location != sids::GridLocation::Vertex && location != sids::GridLocation::CellCenter)
      throw InputError(where + ": values at " + std::string(sids::enum_name(location)) +
                       " without a point list cannot be split");
    for (auto& [part, zone] : work_.nodes) zone.add(holder);
    return holder;
  }

  sids::GridLocation location_of(const Node& holder) const {
    return sids::read_grid_location(sids::NodeRef{&holder, work_.original->path() + "/" + holder.name});
  }
  bool is_vertex(const Node& holder) const { return location_of(holder) == sids::GridLocation::Vertex; }

  void route_values(const Node& holder, const LocatedPlan& plan) {
    for (const Node& array : holder.children) {
      const std::string array_path = work_.original->path() + "/" + holder.name + "/" + array.name;
      if (!work_.slices.has(array_path)) continue;
      // Read here if pending (a whole zone): a failed read must not leave the others
      // waiting in the routing.
      const Slice slice = run_agreed(comm_, [&] { return work_.slices.take(array_path); });
      auto values = plan.route(slice);
      run_agreed(comm_, [&] {  // spilling may fail on one rank (a full disk)
        for (auto& [part, bytes] : values) {
          Node& holder_copy = *work_.nodes.at(part).child(holder.name);
          set_array(holder_copy, array.name, std::move(bytes));
          spill(*holder_copy.child(array.name));
        }
      });
    }
  }

  void spill(Node& node) {
    if (spill_) spill_->spill(node);
  }

  // The routing of the zone's vertex or cell arrays, planned at its first array.
  const LocatedPlan& located_plan(bool vertex) {
    auto& plan = vertex ? vertex_plan_ : cell_plan_;
    if (!plan) {
      const ZonePartition& partition = *work_.partition;
      std::map<int, std::int64_t> sizes;
      for (const auto& [part, mesh] : partition.parts)
        sizes[part] = static_cast<std::int64_t>(vertex ? mesh.vertices.size() : mesh.cells.size());
      plan.emplace(comm_, vertex ? partition.vertices : partition.cells, std::move(sizes));
    }
    return *plan;
  }

  void add_section(const Node& section) {
    const auto& sections = work_.layout.sections;
    const auto s = static_cast<std::size_t>(
        std::find_if(sections.begin(), sections.end(), [&](const SectionInfo& i) { return i.name == section.name; }) -
        sections.begin());
    if (section.child("ParentElements"))
      throw InputError(work_.original->described + ": section '" + section.name +
                       "' has ParentElements, which pcgns-split cannot renumber yet");
    run_agreed(comm_, [&] {  // spilling may fail on one rank (a full disk)
      for (auto& [part, zone] : work_.nodes) add_section_of(section, s, zone, work_.partition->parts.at(part).sections[s]);
    });
  }

  void add_section_of(const Node& section, std::size_t s, Node& zone, PartSection& mine) {
    const auto& sections = work_.layout.sections;
    if (mine.size() == 0) return;
    Node& added = sids::add_section(zone, section.name, sections[s].type, mine.local_start,
                                    mine.local_start + mine.size() - 1);
    set_local_ids(*added.child("ElementConnectivity"), mine.local_connectivity);
    // The node holds the connectivity now; it is the largest array of a part.
    std::vector<std::uint32_t>().swap(mine.local_connectivity);
    std::vector<std::int64_t> positions(mine.positions);
    for (auto& position : positions) ++position;
    sids::add_global_numbering(added, "Element", positions);
    // Maia's numbering within the dimension: where the section lies among its
    // dimension's elements, which orders sections that no part holds together.
    const std::int64_t offset = dimension_offset(sections, s);
    for (auto& position : positions) position += offset;
    sids::add_global_numbering(added, "Sections", positions);
    // At the original's index width before leaving memory (finish_zones widens only
    // what is still in memory).
    merge::widen_like(added, section);
    spill(*added.child("ElementConnectivity"));
    for (Node& numbering : added.child(sids::kGlobalNumbering)->children) spill(numbering);
  }

  // Elements of the sections before section `s` with its dimension.
  static std::int64_t dimension_offset(const std::vector<SectionInfo>& sections, std::size_t s) {
    std::int64_t offset = 0;
    for (std::size_t before = 0; before < s; ++before)
      if (sids::element_dimension(sections[before].type) == sids::element_dimension(sections[s].type))
        offset += sections[before].count;
    return offset;
  }

  void add_container(const Node& container) {
    Node copy = container;
    std::erase_if(copy.children, [](const Node& c) { return is_list_holder(c) || c.label == "GridConnectivity1to1_t"; });
    for (auto& [part, zone] : work_.nodes)
      restore_copies(zone.add(copy), work_.original->path() + "/" + container.name, arrays_);
  }

  MPI_Comm comm_;
  const BlockArrays& arrays_;
  ZoneWork& work_;
  SpillFile* spill_;
  std::optional<LocatedPlan> vertex_plan_, cell_plan_;
};

void check_zone(const OriginalZone& zone) {
  for (const Node& child : zone.node->children) {
    if (child.label != "ZoneGridConnectivity_t") continue;
    for (const Node& connection : child.children)
      if (connection.label == "GridConnectivity1to1_t" || connection.child("PointRange"))
        throw InputError(zone.described + ": connection '" + connection.name +
                         "' is given by a range; unstructured connections need point lists");
  }
}

// Every array of a partition zone has its values; a bulk array of the original zone
// that pcgns-split does not cut would otherwise be written uninitialised.
void check_deferred(const Node& node, const std::string& path, const std::string& described) {
  if (node.is_deferred())
    throw InputError(described + ": node '" + path + "' is an array pcgns-split cannot cut (not a located array or a point list)");
  for (const Node& child : node.children) check_deferred(child, path + "/" + child.name, described);
}

void check_nothing_deferred(const ZoneWork& work) {
  for (const auto& [part, zone] : work.nodes) check_deferred(zone, zone.name, work.original->described);
}

// The paths of the zone's coordinates x, y, z (the first holder that has each).
std::vector<std::string> coordinate_paths(const ZoneWork& work) {
  static const char* const kAxes[3] = {"CoordinateX", "CoordinateY", "CoordinateZ"};
  std::vector<std::string> paths(3);
  for (const Node* holder : work.original->node->children_with_label("GridCoordinates_t"))
    for (std::size_t axis = 0; axis < 3; ++axis)
      if (paths[axis].empty() && holder->child(kAxes[axis]))
        paths[axis] = work.original->path() + "/" + holder->name + "/" + kAxes[axis];
  return paths;
}

// The connectivity slices, and the coordinates when the partitioning needs centroids.
ZoneCellSlices cell_slices(ZoneWork& work, bool centroids) {
  ZoneCellSlices slices;
  for (const auto& section : work.layout.sections)
    slices.connectivity.push_back(work.slices.find(work.original->path() + "/" + section.name + "/ElementConnectivity"));
  if (!centroids) return slices;
  const auto paths = coordinate_paths(work);
  for (std::size_t axis = 0; axis < 3; ++axis) {
    if (paths[axis].empty() || !(slices.coordinates[axis] = work.slices.find(paths[axis])))
      throw InputError(work.original->described + ": no Coordinate" + std::string(1, static_cast<char>('X' + axis)) +
                       " array to place the cells by (hilbert needs x, y and z)");
  }
  return slices;
}

std::string interface_name(int part, int other) {
  return "JN.P" + std::to_string(part) + ".N0.LT.P" + std::to_string(other) + ".N0";
}

void add_vertex_interfaces(ZoneWork& work) {
  for (const auto& [part, others] : work.shared)
    for (const auto& [other, vertices] : others)
      sids::add_connectivity(work.nodes.at(part), interface_name(part, other),
                             partition_zone_name(work.original->name, other), sids::GridConnectivityType::Abutting1to1,
                             sids::GridLocation::Vertex, sids::PointSetSpec::list(vertices.own),
                             sids::PointSetSpec::list(vertices.other));
}

// The common faces as elements of each part, and the connections listing them.
void add_face_interfaces(ZoneWork& work) {
  for (const auto& [part, faces] : *work.faces) {
    Node& zone = work.nodes.at(part);
    for (const FaceSection& section : faces.sections)
      sids::add_section(zone, face_section_name(part, section.other, section.type), section.type, section.start,
                        section.start + static_cast<std::int64_t>(section.connectivity.size()) /
                                            sids::nodes_per_element(section.type) - 1,
                        0, section.connectivity);
    for (const auto& [other, interface] : faces.interfaces)
      sids::add_connectivity(zone, interface_name(part, other), partition_zone_name(work.original->name, other),
                             sids::GridConnectivityType::Abutting1to1, sids::GridLocation::FaceCenter,
                             sids::PointSetSpec::list(interface.own), sids::PointSetSpec::list(interface.donor));
  }
}

void add_interfaces(ZoneWork& work) {
  if (work.faces) add_face_interfaces(work);
  else add_vertex_interfaces(work);
}

// The numbering, last; and no empty ZoneBC_t or ZoneGridConnectivity_t left by a part
// that holds none of the zone's lists (VTK's reader stumbles on them).
void finish_zones(ZoneWork& work) {
  for (auto& [part, zone] : work.nodes) {
    std::erase_if(zone.children, [](const Node& c) {
      return (c.label == "ZoneBC_t" || c.label == "ZoneGridConnectivity_t") && c.children.empty();
    });
    merge::widen_like(zone, *work.original->node);  // 64-bit indices where the original had them
    const PartMesh& mesh = work.partition->parts.at(part);
    sids::add_global_numbering(zone, "Vertex", mesh.vertices);
    sids::add_global_numbering(zone, "Cell", mesh.cells);
  }
}

// The edge cut of a partitioner that builds no graph (hilbert): the faces the parts
// share, counted from the face interfaces when they were built.
std::int64_t measured_edge_cut(MPI_Comm comm, const ZoneWork& work) {
  return work.faces ? cut_faces(comm, *work.faces) : cut_faces(comm, work.layout, *work.partition, work.shared);
}

// The cell-centred array `field` of the zone ("Array" in any holder, or "Holder/Array").
const Slice& weights_field(ZoneWork& work, const std::string& field) {
  const std::string zone_path = work.original->path();
  for (const Node& holder : work.original->node->children) {
    if (!is_located_holder(holder) || holder.label == "GridCoordinates_t") continue;
    const auto location = sids::read_grid_location(sids::NodeRef{&holder, zone_path + "/" + holder.name});
    if (location != sids::GridLocation::CellCenter) continue;
    for (const Node& array : holder.children)
      if (array.name == field || holder.name + "/" + array.name == field)
        if (const Slice* slice = work.slices.find(zone_path + "/" + holder.name + "/" + array.name)) return *slice;
  }
  throw InputError(work.original->described + ": no cell-centred array '" + field + "' to take --weights from");
}

// Where each zone's weights start in the weights file, which must hold one per cell of
// every zone.
std::vector<std::int64_t> weights_file_offsets(const std::vector<OriginalZone>& zones, const std::filesystem::path& file,
                                               std::size_t weights) {
  std::vector<std::int64_t> offsets{0};
  for (const auto& zone : zones) offsets.push_back(offsets.back() + element_layout(*zone.node, zone.described).cells);
  if (static_cast<std::int64_t>(weights) != offsets.back())
    throw InputError(file.string() + ": " + std::to_string(weights) + " weights, but the unstructured zones have " +
                     std::to_string(offsets.back()) + " cells (--weights needs one per cell)");
  return offsets;
}

// This rank's cells' weights for the partitioner (empty: every cell weighs 1).
std::vector<std::int64_t> partition_weights(MPI_Comm comm, ZoneWork& work, const ZoneCellSlices& cells,
                                            const UnstructuredOptions& options, std::span<const double> zone_weights) {
  if (options.weights_file)
    return integer_weights(comm, local_weights_from_list(work.layout, cells, zone_weights), work.original->described);
  if (options.weights_field.empty()) return {};
  const Slice& field = *run_agreed(comm, [&] { return &weights_field(work, options.weights_field); });
  return integer_weights(comm, local_weights_from_field(comm, work.layout, cells, field, work.original->described),
                         work.original->described);
}

// Part counts summed over the ranks: zones, cells, vertices, interfaces, the vertices
// shared with other parts, and the interface faces.
// Taken from the partitions rather than the zones built, so a dry run has them too.
std::vector<PartSummary> summarize(MPI_Comm comm, const std::vector<ZoneWork>& works, int parts) {
  constexpr std::size_t kCounts = 6;
  std::vector<std::int64_t> counts(static_cast<std::size_t>(parts) * kCounts, 0);
  for (const auto& work : works) {
    if (!work.partition) continue;
    for (const auto& [part, mesh] : work.partition->parts) {
      std::int64_t* at = counts.data() + static_cast<std::size_t>(part) * kCounts;
      at[0] += 1;
      at[1] += static_cast<std::int64_t>(mesh.cells.size());
      at[2] += static_cast<std::int64_t>(mesh.vertices.size());
    }
    for (const auto& [part, others] : work.shared) {
      std::int64_t* at = counts.data() + static_cast<std::size_t>(part) * kCounts;
      if (!work.faces) at[3] += static_cast<std::int64_t>(others.size());
      for (const auto& [other, vertices] : others) at[4] += static_cast<std::int64_t>(vertices.own.size());
    }
    if (work.faces)
      for (const auto& [part, faces] : *work.faces) {
        std::int64_t* at = counts.data() + static_cast<std::size_t>(part) * kCounts;
        at[3] += static_cast<std::int64_t>(faces.interfaces.size());
        for (const auto& [other, interface] : faces.interfaces) at[5] += static_cast<std::int64_t>(interface.own.size());
      }
  }
  MPI_Allreduce(MPI_IN_PLACE, counts.data(), static_cast<int>(counts.size()), MPI_INT64_T, MPI_SUM, comm);
  std::vector<PartSummary> summaries;
  for (int p = 0; p < parts; ++p) {
    const std::int64_t* at = counts.data() + static_cast<std::size_t>(p) * kCounts;
    summaries.push_back({p, static_cast<int>(at[0]), at[1], at[2], static_cast<int>(at[3]), at[4], at[5]});
  }
  return summaries;
}

}  // namespace

std::string partition_zone_name(const std::string& zone, int part) { return zone + ".P" + std::to_string(part) + ".N0"; }

UnstructuredSplit split_unstructured(MPI_Comm comm, const merge::Catalog& catalog, const merge::OutputPlan& plan,
                                     const std::vector<OriginalZone>& zones, const BlockArrays& arrays,
                                     CgnsVersion version, merge::ArraySource& source, const UnstructuredOptions& options,
                                     PhaseClock& clock) {
  UnstructuredSplit result;
  std::vector<ZoneWork> works(zones.size());
  std::vector<double> file_weights;
  std::vector<std::int64_t> file_offsets;
  if (options.weights_file)
    run_agreed(comm, [&] {
      file_weights = read_weights_file(*options.weights_file);
      file_offsets = weights_file_offsets(zones, *options.weights_file, file_weights.size());
    });
  for (std::size_t z = 0; z < zones.size(); ++z) {
    ZoneWork& work = works[z];
    work.original = &zones[z];
    run_agreed(comm, [&] {
      check_zone(zones[z]);
      work.layout = element_layout(*zones[z].node, zones[z].described);
      work.lists = find_list_holders(*zones[z].node, zones[z].path(), zones[z].described);
      if (options.interface == InterfaceLocation::face) check_face_interfaces_possible(work.layout, zones[z].described);
    });
    work.slices = gather_zone_slices(comm, catalog, plan, *zones[z].node, zones[z].path(), arrays, version, source);
    clock.end("read the zones' arrays");
    const bool centroids = options.method == Method::hilbert || options.renumber == CellOrder::hilbert;
    ZoneCellSlices cells = run_agreed(comm, [&] { return cell_slices(work, centroids); });  // reads them if pending
    const auto zone_weights = options.weights_file ? std::span<const double>(file_weights).subspan(
                                                         static_cast<std::size_t>(file_offsets[z]),
                                                         static_cast<std::size_t>(work.layout.cells))
                                                   : std::span<const double>();
    AssignOptions assign{options.method, options.parts, options.tolerance,
                         partition_weights(comm, work, cells, options, zone_weights),
                         options.renumber == CellOrder::hilbert};
    CellAssignment assignment = assign_cells(comm, work.layout, cells, std::move(assign), zones[z].described);
    clock.end("cell graph and partitioner");
    // Until the values are routed, the coordinates would only add to the partition's
    // peak: read them again then (a whole zone's; a per-rank set's stay).
    for (const auto& path : coordinate_paths(work)) work.slices.release(path);
    cells.coordinates[0] = cells.coordinates[1] = cells.coordinates[2] = nullptr;
    result.imbalance = std::max(result.imbalance, assignment.imbalance);
    // Each section's connectivity slice goes as soon as the parts hold its elements.
    work.partition.emplace(build_partition(comm, work.layout, cells.connectivity, assignment, options.renumber,
                                           zones[z].described, [&](std::size_t s) {
                                             work.slices.take(zones[z].path() + "/" + work.layout.sections[s].name +
                                                              "/ElementConnectivity");
                                             cells.connectivity[s] = nullptr;
                                           }));
    cells.connectivity.clear();
    const std::optional<std::int64_t> graph_cut = assignment.edge_cut;
    assignment = {};  // the parts hold their cells: a value per cell less for the rest
    work.shared = shared_vertices(comm, work.partition->vertices);
    if (options.interface == InterfaceLocation::face)
      work.faces = face_interfaces(comm, work.layout, *work.partition, work.shared);
    result.edge_cut += graph_cut ? *graph_cut : measured_edge_cut(comm, work);
    clock.end("parts' cells, vertices and interfaces");
    if (options.plan_only) continue;  // the plan's table needs the parts, not their values
    // The peak is behind: the values move one array after another through buffers of
    // the same sizes from here on.
    keep_freed_memory_for_reuse();
    ZoneBuilder(comm, arrays, work, options.spill).build();  // its errors come from the plan's tree: alike on every rank
    clock.end("parts' coordinates and values");
  }
  result.summaries = summarize(comm, works, options.parts);
  if (options.plan_only) return result;
  std::vector<ListZone> views;
  for (auto& work : works)
    views.push_back({work.original->name, work.original->path(), &work.layout, &*work.partition, &work.slices});
  for (std::size_t z = 0; z < works.size(); ++z) {
    ZoneWork& work = works[z];
    const auto donor_zone = [&](const std::string& name) -> const ListZone* {
      for (std::size_t d = 0; d < works.size(); ++d)
        if (works[d].original->base == work.original->base && works[d].original->name == name) return &views[d];
      return nullptr;
    };
    for (const ListHolder& list : work.lists)
      add_list(comm, list, views[z], donor_zone, work.nodes, work.original->described);
    add_interfaces(work);
    finish_zones(work);
    run_agreed(comm, [&] { check_nothing_deferred(work); });
  }
  clock.end("parts' point lists");
  for (auto& work : works)
    for (auto& [part, zone] : work.nodes) result.zones[part].push_back({work.original->base, std::move(zone)});
  return result;
}

}  // namespace pcgns::split
