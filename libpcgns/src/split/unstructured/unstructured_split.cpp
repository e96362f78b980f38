#include "split/unstructured/unstructured_split.hpp"

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <span>

#include "dist/child_order.hpp"
#include "dist/index_width.hpp"
#include "dist/section_extras.hpp"
#include "pcgns/heap_policy.hpp"
#include "pcgns/mpi/agreement.hpp"
#include "pcgns/mpi_rank.hpp"
#include "pcgns/sids/all.hpp"
#include "sids/global_numbering.hpp"
#include "sids/set_record.hpp"
#include "sids/zone_holders.hpp"
#include "split/point_set_audit.hpp"
#include "split/unstructured/cell_weights.hpp"
#include "split/unstructured/face_interfaces.hpp"
#include "split/unstructured/mixed_sections.hpp"
#include "split/unstructured/part_fill.hpp"
#include "split/unstructured/part_parents.hpp"
#include "split/unstructured/poly_sections.hpp"
#include "split/unstructured/wire_branches.hpp"

namespace pcgns::split {
namespace {

// A located holder whose arrays span the zone (not a point-list one): each part takes its
// vertices' or cells' slice.
bool is_sliced_holder(const Node& child) { return sids::is_located_holder(child) && !is_list_holder(child); }

// Makes `array` a deferred array of `count` values: filled once the part file exists.
void defer(Node& array, std::int64_t count) {
  array.dims = {count};
  array.data.clear();
  array.bulk.reset();
}

// Builds the skeleton of every partition zone of `work` built here: every node, with
// the bulk arrays deferred (their values come in fill_unstructured_parts). Point-list
// holders come later (their containers are placed now).
class SkeletonBuilder {
 public:
  SkeletonBuilder(const BlockArrays& arrays, ZoneWork& work, CgnsVersion version)
      : arrays_(arrays), work_(work), version_(version) {}

  void build() {
    const ZonePartition& partition = *work_.partition;
    for (const auto& [part, mesh] : partition.parts) {
      Node scratch("scratch", "CGNSBase_t");
      sids::add_zone(scratch, partition_zone_name(work_.original->name, part), sids::ZoneType::Unstructured,
                     sids::ZoneSizes::unstructured(mesh.vertex_count(), mesh.cell_count(partition.sections)));
      work_.nodes.emplace(part, std::move(scratch.children.front()));
    }
    const std::string path = work_.original->path();
    for (const Node& child : work_.original->node->children) {
      if (child.label == "ZoneType_t") continue;
      if (is_sliced_holder(child)) add_located(child);
      else if (child.label == "Elements_t") add_section(child);
      else if (is_list_holder(child)) continue;  // placed with the lists
      else if (child.label == "ZoneBC_t" || child.label == "ZoneGridConnectivity_t") add_container(child);
      else
        for (auto& [part, zone] : work_.nodes) restore_copies(zone.add(child), path + "/" + child.name, arrays_);
    }
  }

 private:
  // Places a vertex or cell holder in every part, its cut arrays deferred.
  void add_located(const Node& holder) {
    const std::string where = work_.original->described + ": " + holder.name;
    const std::string holder_path = work_.original->path() + "/" + holder.name;
    const auto location = sids::read_grid_location(sids::NodeRef{&holder, holder_path});
    if (holder.child("Rind")) throw InputError(where + ": rind cells cannot be split yet");
    if (location != sids::GridLocation::Vertex && location != sids::GridLocation::CellCenter)
      throw InputError(where + ": values at " + std::string(sids::enum_name(location)) +
                       " without a point list cannot be split");
    const bool vertex = location == sids::GridLocation::Vertex;
    for (const Node& array : holder.children)
      if (work_.slices.has(holder_path + "/" + array.name))
        work_.located.push_back({holder_path + "/" + array.name, holder.name + "/" + array.name, vertex});
    for (auto& [part, zone] : work_.nodes) {
      const PartMesh& mesh = work_.partition->parts.at(part);
      Node& copy = zone.add(holder);
      const std::int64_t count = vertex ? mesh.vertex_count() : mesh.cell_count(work_.partition->sections);
      for (Node& array : copy.children)
        if (work_.slices.has(holder_path + "/" + array.name)) defer(array, count);
    }
  }

  void add_section(const Node& section) {
    const auto& sections = work_.layout.sections;
    const auto s = static_cast<std::size_t>(
        std::find_if(sections.begin(), sections.end(), [&](const SectionInfo& i) { return i.name == section.name; }) -
        sections.begin());
    // 64-bit indices where the original has them (a split merged back is the same file).
    const Node& connectivity = section.require_child("ElementConnectivity");
    // Its other children (a FamilyName, a Descriptor) describe the whole section: every
    // part's section gets them as they are, and pcgns-merge keeps one copy.
    const auto extras = dist::section_extras(section);
    for (const Node* extra : extras)
      if (!dist::values_in_memory(*extra))
        throw InputError(work_.original->described + ": section '" + section.name + "': '" + extra->name +
                         "' holds values too large to give every part whole, which pcgns-split cannot cut yet");
    const std::optional<DataType> width =
        connectivity.type == DataType::I8 ? std::optional<DataType>(DataType::I8) : std::nullopt;
    for (auto& [part, zone] : work_.nodes) {
      const PartSection& mine = work_.partition->parts.at(part).sections[s];
      if (mine.size() == 0) continue;
      const std::int64_t end = mine.local_start + mine.size() - 1;
      Node& added = sections[s].records()
                        ? sids::add_poly_section(zone, section.name, sections[s].type, mine.local_start, end,
                                                 record_entries_size(sections[s], mine), version_, 0, width)
                        : sids::add_section(zone, section.name, sections[s].type, mine.local_start, end, 0, width);
      add_parents(section, added, mine.size());
      for (const Node* extra : extras) added.add(*extra);
      // ElementStartOffset after ElementConnectivity where the official 3.4.0 library put
      // it; ParentElements where the original has them.
      dist::reorder_children(added, dist::child_names(section, [](const Node& c) { return c.name; }));
      Node& numbering = sids::global_numbering(added);
      numbering.add(make_deferred_node("Element", "DataArray_t", DataType::I8, {mine.size()}));
      // Maia's numbering within the dimension: where the section lies among its
      // dimension's elements, which orders sections that no part holds together.
      numbering.add(make_deferred_node("Sections", "DataArray_t", DataType::I8, {mine.size()}));
    }
  }

  // A part's ParentElements and ParentElementsPosition, deferred, of the original's types.
  static void add_parents(const Node& original, Node& section, std::int64_t elements) {
    for (const char* name : {"ParentElements", "ParentElementsPosition"})
      if (const Node* array = original.child(name))
        section.add(make_deferred_node(name, array->label, array->type, {elements, 2}));
  }

  // The ElementConnectivity size of a MIXED, NGON_n or NFACE_n section of the part: in
  // the 3.x layout NGON_n and NFACE_n elements carry their entry count.
  std::int64_t record_entries_size(const SectionInfo& info, const PartSection& mine) const {
    if (info.mixed()) return mixed_entries(mine.types);
    const auto entries = static_cast<std::int64_t>(mine.poly_entries.size());
    return version_.has_element_start_offset() ? entries : entries + mine.size();
  }

  void add_container(const Node& container) {
    Node copy = container;
    erase_if(copy.children, [](const Node& c) { return is_list_holder(c) || c.label == "GridConnectivity1to1_t"; });
    for (auto& [part, zone] : work_.nodes)
      restore_copies(zone.add(copy), work_.original->path() + "/" + container.name, arrays_);
  }

  const BlockArrays& arrays_;
  ZoneWork& work_;
  CgnsVersion version_;
};

// Every deferred array of a partition zone is one the filling writes; any other bulk
// array of the original zone would be written uninitialised.
void check_deferred(const Node& node, const std::string& path, const std::set<std::string>& filled,
                    const std::string& described) {
  if (node.is_deferred() && !filled.count(path))
    throw InputError(described + ": node '" + path +
                     "' is an array pcgns-split cannot cut (not a located array or a point list)");
  for (const Node& child : node.children) check_deferred(child, path + "/" + child.name, filled, described);
}

void check_nothing_unfilled(const ZoneWork& work) {
  for (const auto& [part, zone] : work.nodes) {
    std::set<std::string> filled;
    const auto in_zone = [&, &zone = zone](const std::string& relative) {
      return find_node(zone, relative) != nullptr;
    };
    for (const auto& fill : part_fills(work, part, in_zone)) filled.insert(zone.name + "/" + fill);
    check_deferred(zone, zone.name, filled, work.original->described);
  }
}

// The paths of the zone's coordinates x, y, z (the first holder that has each).
std::array<std::string, 3> coordinate_paths(const ZoneWork& work) {
  static const char* const kAxes[3] = {"CoordinateX", "CoordinateY", "CoordinateZ"};
  std::array<std::string, 3> paths;
  for (const Node* holder : work.original->node->children_with_label("GridCoordinates_t"))
    for (std::size_t axis = 0; axis < 3; ++axis)
      if (paths[axis].empty() && holder->child(kAxes[axis]))
        paths[axis] = work.original->path() + "/" + holder->name + "/" + kAxes[axis];
  return paths;
}

// The connectivity slices, and the coordinates' paths when the partitioning needs
// centroids: one per physical dimension of the base (a wire or a surface in a base of
// PhysicalDimension 1 or 2 has no CoordinateZ; it counts as 0).
ZoneCellSlices cell_slices(ZoneWork& work, bool centroids) {
  ZoneCellSlices slices;
  slices.zone_path = work.original->path();
  for (const auto& section : work.layout.sections)
    slices.connectivity.push_back(work.slices.find(work.original->path() + "/" + connectivity_of(section)));
  if (!centroids) return slices;
  slices.coordinates = coordinate_paths(work);
  const auto dimensions = static_cast<std::size_t>(work.original->physical_dimension);
  for (std::size_t axis = 0; axis < 3; ++axis) {
    const bool held = !slices.coordinates[axis].empty() && work.slices.has(slices.coordinates[axis]);
    if (!held && axis < dimensions)
      throw InputError(work.original->described + ": no Coordinate" + std::string(1, static_cast<char>('X' + axis)) +
                       " array to place the cells by (hilbert needs one per physical dimension of the base, here " +
                       std::to_string(dimensions) + ")");
    if (!held) slices.coordinates[axis].clear();
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
      sids::add_section(
          zone, face_section_name(part, section.other, section.type), section.type, section.start,
          section.start +
              static_cast<std::int64_t>(section.connectivity.size()) / sids::nodes_per_element(section.type) - 1,
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

// The numbering and the record of the set (`parts` parts), last; and no empty ZoneBC_t
// or ZoneGridConnectivity_t left by a part that holds none of the zone's lists (VTK's
// reader stumbles on them), unless the original one is empty too (carried like any
// data-less node).
void finish_zones(ZoneWork& work, int parts) {
  const Node& original = *work.original->node;
  for (auto& [part, zone] : work.nodes) {
    erase_if(zone.children, [&](const Node& c) {
      const Node* source = original.child(c.name);
      return (c.label == "ZoneBC_t" || c.label == "ZoneGridConnectivity_t") && c.children.empty() &&
             !(source && source->children.empty());
    });
    dist::widen_like(zone, *work.original->node);  // 64-bit indices where the original had them
    const PartMesh& mesh = work.partition->parts.at(part);
    Node& numbering = sids::global_numbering(zone);
    numbering.add(make_deferred_node("Vertex", "DataArray_t", DataType::I8, {mesh.vertex_count()}));
    numbering.add(make_deferred_node("Cell", "DataArray_t", DataType::I8, {mesh.cell_count(work.layout.sections)}));
    sids::add_set_record(zone, {parts, work.layout.vertices, work.layout.cells});
  }
}

// The edge cut of a partitioner that builds no graph (hilbert): the faces the parts
// share, counted from the face interfaces when they were built.
std::int64_t measured_edge_cut(MPI_Comm comm, const ZoneWork& work) {
  if (has_polyhedra(work.layout)) {  // the faces two parts hold, counted where the faces were placed
    std::int64_t cut = work.partition->shared_faces;
    MPI_Allreduce(MPI_IN_PLACE, &cut, 1, MPI_INT64_T, MPI_SUM, comm);
    return cut;
  }
  return work.faces ? cut_faces(comm, *work.faces) : cut_faces(comm, work.layout, *work.partition, work.shared);
}

// The cell-centred array `field` of the zone ("Array" in any holder, or "Holder/Array").
const Slice& weights_field(ZoneWork& work, const std::string& field) {
  const std::string zone_path = work.original->path();
  for (const Node& holder : work.original->node->children) {
    if (!is_sliced_holder(holder) || holder.label == "GridCoordinates_t") continue;
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
std::vector<std::int64_t> weights_file_offsets(const std::vector<OriginalZone>& zones,
                                               const std::filesystem::path& file, std::size_t weights) {
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
  const Slice& field = *mpi::run_agreed(comm, [&] { return &weights_field(work, options.weights_field); });
  return integer_weights(comm, local_weights_from_field(comm, work.layout, cells, field, work.original->described),
                         work.original->described);
}

// The other parts each part built here has interfaces with, over all its zones: the
// partners of its halo exchanges. A part meeting another in several zones has several
// interfaces but one neighbour. Counted from the same interfaces as PartSummary::interfaces.
std::map<int, std::set<int>> neighbour_parts(const std::vector<ZoneWork>& works) {
  std::map<int, std::set<int>> neighbours;
  for (const auto& work : works)
    if (work.faces) {
      for (const auto& [part, faces] : *work.faces)
        for (const auto& [other, interface] : faces.interfaces) neighbours[part].insert(other);
    } else {
      for (const auto& [part, others] : work.shared)
        for (const auto& [other, vertices] : others) neighbours[part].insert(other);
    }
  return neighbours;
}

// Part counts summed over the ranks: zones, cells, vertices, interfaces, the vertices
// shared with other parts, the interface faces and the neighbour parts.
// Taken from the partitions rather than the zones built, so a dry run has them too.
// Every zone of a part is built on its owner rank, so summing its distinct neighbours
// over the ranks adds one rank's count to zeros.
std::vector<PartSummary> summarize(MPI_Comm comm, const std::vector<ZoneWork>& works, int parts) {
  constexpr std::size_t kCounts = 7;
  std::vector<std::int64_t> counts(static_cast<std::size_t>(parts) * kCounts, 0);
  for (const auto& work : works) {
    if (!work.partition) continue;
    for (const auto& [part, mesh] : work.partition->parts) {
      std::int64_t* at = counts.data() + static_cast<std::size_t>(part) * kCounts;
      at[0] += 1;
      at[1] += mesh.cell_count(work.layout.sections);
      at[2] += mesh.vertex_count();
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
        for (const auto& [other, interface] : faces.interfaces)
          at[5] += static_cast<std::int64_t>(interface.own.size());
      }
  }
  for (const auto& [part, others] : neighbour_parts(works))
    counts[static_cast<std::size_t>(part) * kCounts + 6] = static_cast<std::int64_t>(others.size());
  MPI_Allreduce(MPI_IN_PLACE, counts.data(), static_cast<int>(counts.size()), MPI_INT64_T, MPI_SUM, comm);
  std::vector<PartSummary> summaries;
  for (int p = 0; p < parts; ++p) {
    const std::int64_t* at = counts.data() + static_cast<std::size_t>(p) * kCounts;
    summaries.push_back(
        {p, static_cast<int>(at[0]), at[1], at[2], static_cast<int>(at[3]), static_cast<int>(at[6]), at[4], at[5]});
  }
  return summaries;
}

// The vertices each part built here shares with the others, numbered on both sides.
SharedByPart share_vertices(MPI_Comm comm, const ZonePartition& partition) {
  std::map<int, const IdRuns*> vertex_runs;
  for (const auto& [part, mesh] : partition.parts) vertex_runs[part] = &mesh.vertices;
  return shared_vertices(comm, partition.holders.shared_runs(comm), vertex_runs);
}

// --interface auto: faces in a polyhedral zone, vertices in any other.
InterfaceLocation interface_of(InterfaceLocation asked, const ElementLayout& layout) {
  if (asked != InterfaceLocation::automatic) return asked;
  return has_polyhedra(layout) ? InterfaceLocation::face : InterfaceLocation::vertex;
}

// The padded records of the MIXED and NGON_n/NFACE_n sections, once the parts hold
// their elements: nothing reads them again, and they were the largest arrays held
// through the parts' values.
void release_records(ZoneWork& work) {
  for (const auto& section : work.layout.sections) {
    const std::string path = work.original->path() + "/" + connectivity_of(section);
    if (section.records() && work.slices.held(path)) work.slices.take(path);
  }
}

}  // namespace

std::string partition_zone_name(const std::string& zone, int part) {
  return zone + ".P" + std::to_string(part) + ".N0";
}

std::int64_t measure_edge_cuts(MPI_Comm comm, const std::vector<ZoneWork>& works) {
  std::int64_t cut = 0;
  for (const auto& work : works)
    if (!work.graph_cut) cut += measured_edge_cut(comm, work);
  return cut;
}

UnstructuredSplit split_unstructured(MPI_Comm comm, const dist::Catalog& catalog, const dist::OutputPlan& plan,
                                     const std::vector<OriginalZone>& zones, const BlockArrays& arrays,
                                     CgnsVersion version, dist::ArraySource& source, const UnstructuredOptions& options,
                                     PhaseClock& clock, const SplitContext* blocks) {
  UnstructuredSplit result;
  // Freed memory kept on the heap for reuse (pcgns/heap_policy.hpp): from the start when
  // no graph is built (hilbert's centroids make room for the parts' connectivity), else
  // once the graph and its partitioner are gone: kept from the start, the graph's build
  // stayed resident under PT-Scotch's structures (docs/performance.md).
  if (options.method == Method::hilbert) keep_freed_memory_for_reuse();
  std::vector<ZoneWork>& works = result.works;
  works.resize(zones.size());
  std::vector<double> file_weights;
  std::vector<std::int64_t> file_offsets;
  if (options.weights_file)
    mpi::run_agreed(comm, [&] {
      file_weights = read_weights_file(*options.weights_file);
      file_offsets = weights_file_offsets(zones, *options.weights_file, file_weights.size());
    });
  for (std::size_t z = 0; z < zones.size(); ++z) {
    ZoneWork& work = works[z];
    work.original = &zones[z];
    const std::string zone_path = zones[z].path();
    InterfaceLocation interface = options.interface;
    mpi::run_agreed(comm, [&] {
      audit_unstructured_zone(zones[z]);
      work.layout = element_layout(*zones[z].node, zones[z].described);
      work.lists = find_list_holders(*zones[z].node, zone_path);
      interface = interface_of(options.interface, work.layout);
      if (interface == InterfaceLocation::face) check_face_interfaces_possible(work.layout, zones[z].described);
      if (options.renumber != CellOrder::none && has_poly(work.layout))
        throw UsageError("--renumber does not take NGON_n/NFACE_n zones yet; " + zones[z].described +
                         " is one (use --renumber none)");
      if (options.renumber == CellOrder::rcm && has_mixed(work.layout))
        throw UsageError("--renumber rcm does not take MIXED sections yet; " + zones[z].described +
                         " has one (use --renumber hilbert or none)");
    });
    work.slices = gather_zone_slices(comm, catalog, plan, *zones[z].node, zone_path, arrays, version, source);
    const bool held = held_in_slices(plan, zone_path);
    read_mixed_sections(comm, work.layout, *zones[z].node, zone_path, work.slices, held, arrays, source, version,
                        zones[z].described);
    read_poly_sections(comm, work.layout, *zones[z].node, zone_path, work.slices, held, arrays, source, version,
                       zones[z].described);
    work.arrays = with_mixed_records(held ? slice_zone_arrays(*zones[z].node, zone_path, work.slices)
                                          : file_zone_arrays(*zones[z].node, zone_path, arrays, source),
                                     work.layout, zone_path, work.slices);
    clock.end("read the zones' arrays");
    const bool centroids = options.method == Method::hilbert || options.method == Method::automatic ||
                           options.renumber == CellOrder::hilbert;
    ZoneCellSlices cells =
        mpi::run_agreed(comm, [&] { return cell_slices(work, centroids); });  // reads them if pending
    check_unbranched_wire(comm, work.layout, cells, zones[z].described);
    const auto zone_weights = options.weights_file ? std::span<const double>(file_weights)
                                                         .subspan(static_cast<std::size_t>(file_offsets[z]),
                                                                  static_cast<std::size_t>(work.layout.cells))
                                                   : std::span<const double>();
    AssignOptions assign{options.method, options.parts, options.tolerance,
                         partition_weights(comm, work, cells, options, zone_weights),
                         options.renumber == CellOrder::hilbert};
    clock.end("read the zones' arrays");  // the cells' own, when pending, and their weights
    // The parts take their cells' connectivity from the arrays: this rank's slices of
    // it are read again only where they are the arrays themselves (a per-rank set), so
    // they are freed as soon as the cell graph has met their faces.
    const auto release_connectivity = [&] {
      for (const auto& section : work.layout.sections) work.slices.release(zone_path + "/" + connectivity_of(section));
    };
    assign.cells_read = release_connectivity;
    CellAssignment assignment =
        assign_cells(comm, work.layout, cells, *work.arrays, std::move(assign), zones[z].described, clock);
    keep_freed_memory_for_reuse();
    clock.end("the partition's edge cut and imbalance");
    release_connectivity();  // when no cell graph was built
    cells = {};
    work.arrays->release();
    result.imbalance = std::max(result.imbalance, assignment.imbalance);
    work.partition.emplace(
        build_partition(comm, work.layout, *work.arrays, zone_path, assignment, options.renumber, zones[z].described));
    release_records(work);
    work.graph_cut = assignment.edge_cut;
    cut_section_parents(comm, work);
    assignment = {};  // the parts hold their cells: a value per cell less for the rest
    work.shared = share_vertices(comm, *work.partition);
    if (interface == InterfaceLocation::face)
      work.faces = has_polyhedra(work.layout) ? poly_face_interfaces(comm, work.layout, *work.partition)
                                              : face_interfaces(comm, work.layout, *work.partition, work.shared);
    if (work.graph_cut) result.edge_cut += *work.graph_cut;
    clock.end("parts' cells, vertices and interfaces");
    if (options.plan_only) continue;                 // the plan's table needs the parts, not their values
    SkeletonBuilder(arrays, work, version).build();  // its errors come from the plan's tree: alike on every rank
  }
  result.summaries = summarize(comm, works, options.parts);
  result.neighbours = neighbour_parts(works);
  if (options.plan_only) {
    result.edge_cut += measure_edge_cuts(comm, works);
    return result;
  }
  std::vector<ListZone> views;
  views.reserve(works.size());
  for (auto& work : works)
    views.push_back({work.original->name, work.original->path(), &work.layout, &*work.partition, &work.slices});
  for (std::size_t z = 0; z < works.size(); ++z) {
    ZoneWork& work = works[z];
    DonorZones donor_zones;
    donor_zones.unstructured = [&](const std::string& name) -> const ListZone* {
      for (std::size_t d = 0; d < works.size(); ++d)
        if (works[d].original->base == work.original->base && works[d].original->name == name) return &views[d];
      return nullptr;
    };
    if (blocks)
      donor_zones.structured = [&](const std::string& name) {
        return find_block_donor(blocks->zones, blocks->layout, work.original->base, name);
      };
    for (const ListHolder& list : work.lists)
      add_list(comm, list, views[z], donor_zones, work.nodes, work.original->described);
    add_interfaces(work);
    finish_zones(work, options.parts);
    mpi::run_agreed(comm, [&] { check_nothing_unfilled(work); });
  }
  clock.end("parts' point lists");
  for (auto& work : works)
    for (auto& [part, zone] : work.nodes) result.zones[part].push_back({work.original->base, std::move(zone)});
  return result;
}

}  // namespace pcgns::split
