// Planning of partitioned unstructured zones: layout from the skeletons, sizes agreed
// over the ranks, variable-size sections exchanged, and the merged zone node.
#include <algorithm>
#include <limits>
#include <numeric>
#include <optional>
#include <set>

#include "dist/child_order.hpp"
#include "dist/id_bounds.hpp"
#include "dist/index_width.hpp"
#include "dist/list_range.hpp"
#include "dist/output_zone.hpp"
#include "dist/poly_items.hpp"
#include "dist/section_extras.hpp"
#include "dist/section_order.hpp"
#include "dist/split_names.hpp"
#include "dist/unstructured_zone.hpp"
#include "dist/zone_completeness.hpp"
#include "pcgns/exchange/part_to_block_plan.hpp"
#include "pcgns/mpi/agreement.hpp"
#include "pcgns/mpi_rank.hpp"
#include "pcgns/sids/elements.hpp"
#include "pcgns/sids/grid_connectivity.hpp"
#include "pcgns/sids/grid_location.hpp"
#include "pcgns/sids/index_data.hpp"
#include "pcgns/sids/point_set.hpp"
#include "pcgns/sids/zone.hpp"
#include "sids/order_record.hpp"
#include "sids/zone_holders.hpp"

namespace pcgns::dist {
namespace {

sids::ElementType section_type(const Node& section) { return static_cast<sids::ElementType>(section.as_int64().at(0)); }

// Sections of the merged zone: every name found in any part, each with one element
// type, in the order first met; apply_maxima orders them (section_order.hpp) once the
// parts' Sections numbering is known.
std::vector<SectionPlan> section_layout(const Catalog& catalog, const ZoneGroup& group) {
  std::vector<SectionPlan> found;
  std::vector<const PartRef*> found_in;
  for (const PartRef& part : group.parts)
    for (const Node& child : part.zone->children) {
      if (child.label != "Elements_t" || is_partition_interface(child)) continue;
      const auto type = section_type(child);
      auto it = std::find_if(found.begin(), found.end(), [&](const SectionPlan& f) { return f.name == child.name; });
      if (it == found.end()) {
        SectionPlan plan;
        plan.name = child.name;
        plan.type = type;
        plan.nodes_per_element = sids::is_fixed_size(type) ? sids::nodes_per_element(type) : 0;
        found.push_back(std::move(plan));
        found_in.push_back(&part);
      } else if (it->type != type) {
        throw InputError("parts of zone '" + group.name + "' disagree on the element type of section '" + child.name +
                         "': " + describe(catalog, *found_in[static_cast<std::size_t>(it - found.begin())]) + " and " +
                         describe(catalog, part));
      }
    }
  return found;
}

bool has_index_numbering(const Node& holder) {
  const Node* numbering = holder.child(kGlobalNumbering);
  return numbering && numbering->child("Index");
}

// Per-point arrays of a holder: data arrays below it (outside the numbering) with one
// value per point.
void find_point_arrays(const Node& node, const std::string& prefix, std::int64_t points,
                       std::vector<std::string>& arrays) {
  for (const Node& child : node.children) {
    // Point and donor lists are ids, mapped rather than copied.
    if (child.name == kGlobalNumbering || child.name == "PointList" || child.name == "PointListDonor") continue;
    const std::string path = prefix.empty() ? child.name : prefix + "/" + child.name;
    if (child.label == "DataArray_t" && child.count() == points && points > 0) arrays.push_back(path);
    else if (child.label != "DataArray_t") find_point_arrays(child, path, points, arrays);
  }
}

void add_holder(std::vector<PointListPlan>& lists, const Node& holder, const std::string& path,
                bool connection = false) {
  if (std::any_of(lists.begin(), lists.end(), [&](const auto& l) { return l.path == path; })) return;
  PointListPlan plan;
  plan.path = path;
  plan.vertex = sids::read_grid_location(sids::NodeRef{&holder, path}) == sids::GridLocation::Vertex;
  plan.indexed = has_index_numbering(holder);
  plan.ranged = recorded_range(holder) != nullptr;
  plan.connection = connection;
  plan.arrays = point_arrays(holder);
  lists.push_back(std::move(plan));
}

// A part holding one point of a BC cannot tell a boundary value per point from a global
// one: where pcgns-split recorded which BCData_t arrays have values per point, only
// those are.
void keep_recorded_per_point_data(std::vector<PointListPlan>& lists, const ZoneGroup& group) {
  std::optional<std::set<std::string>> per_point;
  for (const PartRef& part : group.parts)
    if (const auto record = sids::read_order_record(*part.zone); record && record->per_point_data) {
      per_point = record->per_point_data;
      break;
    }
  if (!per_point) return;
  for (auto& list : lists) {
    if (list.path.rfind("ZoneBC/", 0) != 0) continue;
    std::erase_if(list.arrays, [&](const std::string& array) {
      const bool bc_data = std::count(array.begin(), array.end(), '/') == 2;  // set/data/array
      return bc_data && per_point->count(list.path + "/" + array) == 0;
    });
  }
}

bool is_original_connection(const Node& node) {
  return node.label == "GridConnectivity_t" && node.child("PointList") && !is_partition_interface(node);
}

// Point-list holders of the merged zone: BCs, connections between original zones,
// sub-regions, point-list solutions and discrete data, in order of first appearance.
std::vector<PointListPlan> point_list_layout(const ZoneGroup& group, const Selection& selection) {
  std::vector<PointListPlan> lists;
  for (const PartRef& part : group.parts)
    for (const Node& child : part.zone->children) {
      if (child.label == "ZoneBC_t") {
        for (const Node& bc : child.children)
          if (bc.label == "BC_t" && bc.child("PointList")) add_holder(lists, bc, child.name + "/" + bc.name);
      } else if (child.label == "ZoneGridConnectivity_t") {
        for (const Node& connection : child.children)
          if (is_original_connection(connection))
            add_holder(lists, connection, child.name + "/" + unsplit_name(connection.name), true);
      } else if ((child.label == "ZoneSubRegion_t" || child.label == "DiscreteData_t" ||
                  (child.label == "FlowSolution_t" && selection.keep_solution(*part.zone, child.name))) &&
                 child.child("PointList")) {
        add_holder(lists, child, child.name);
      }
    }
  return lists;
}

const Node* find_section(const Node& zone, const std::string& name) {
  const Node* node = zone.child(name);
  return node && node->label == "Elements_t" ? node : nullptr;
}

// ---- sizes agreed over the ranks

// Per zone: vertices, cells, elements per section, entries per point list, then per
// section minus its start within its dimension (Sections numbering), the lowest when
// absent; all reduced by MAX.
std::size_t offsets_at(const UnstructuredZone& zone) { return 2 + zone.sections.size() + zone.point_lists.size(); }
std::size_t maxima_count(const UnstructuredZone& zone) { return offsets_at(zone) + zone.sections.size(); }

// "file 'a.cgns' node '/Base/Z.P0.N0/<holder>/:CGNS#GlobalNumbering/<array>'"
std::string numbering_where(const Catalog& catalog, const PartRef& part, const std::string& holder, const char* array) {
  return "file '" + catalog.files[part.file].path.string() + "' node '" + part.path + holder + "/" + kGlobalNumbering +
         "/" + array + "'";
}

// Checks every id against its bound (id_bounds.hpp), keeping the first problem, which is
// reported once the maxima are agreed (unless the set's record explains more plainly what
// is wrong: parts missing) and before they size anything.
std::vector<std::int64_t> local_maxima(const Catalog& catalog, UnstructuredZone& zone, int rank, ArraySource& source,
                                       std::optional<std::string>& problem) {
  const IdBounds bounds = id_bounds(zone);
  const auto check_ids = [&](const std::vector<std::int64_t>& ids, std::int64_t bound, const std::string& where) {
    if (!problem) problem = id_problem(ids, bound, where);
  };
  std::vector<std::int64_t> maxima(maxima_count(zone), 0);
  std::fill(maxima.begin() + static_cast<std::ptrdiff_t>(offsets_at(zone)), maxima.end(),
            std::numeric_limits<std::int64_t>::min());
  for (std::size_t p = 0; p < zone.parts.size(); ++p) {
    if (zone.owner[p] != rank) continue;
    const PartRef& part = zone.parts[p];
    const auto& numbering = zone.numbering.try_emplace(p, catalog, part, source).first->second;
    check_ids(numbering.vertex(), bounds.vertices, numbering_where(catalog, part, "", "Vertex"));
    check_ids(numbering.cell(), bounds.cells, numbering_where(catalog, part, "", "Cell"));
    maxima[0] = std::max(maxima[0], max_value(numbering.vertex()));
    maxima[1] = std::max(maxima[1], max_value(numbering.cell()));
    for (std::size_t s = 0; s < zone.sections.size(); ++s)
      if (const auto* section = numbering.section(zone.sections[s].name)) {
        check_ids(section->element, bounds.sections[s], numbering_where(catalog, part, "/" + section->name, "Element"));
        maxima[2 + s] = std::max(maxima[2 + s], max_value(section->element));
        if (section->dimension_offset)
          maxima[offsets_at(zone) + s] = std::max(maxima[offsets_at(zone) + s], -*section->dimension_offset);
      }
    for (std::size_t l = 0; l < zone.point_lists.size(); ++l) {
      if (!zone.point_lists[l].indexed) continue;
      for (const Node* holder : list_holders(*part.zone, zone.point_lists[l])) {
        const std::string where = numbering_where(catalog, part, "/" + zone.point_lists[l].path, "Index");
        const Node* index = holder->require_child(kGlobalNumbering).child("Index");
        if (!index)  // the first part's list has one: every piece needs its own
          throw InputError(where + ": missing, while other pieces of the list have one");
        const auto ids = source.read_integers(*index);
        check_ids(ids, bounds.point_lists[l], where);
        maxima[2 + zone.sections.size() + l] = std::max(maxima[2 + zone.sections.size() + l], max_value(ids));
      }
    }
  }
  return maxima;
}

// The highest global id of the parts against the count the set recorded: the ids up to
// the count that no part holds belong to parts that are not inputs. An id above the count
// is left to the id checks (the record is their bound), which name the file and node that
// hold it; this rank's parts may not be those.
void check_recorded_count(const UnstructuredZone& zone, const char* what, std::int64_t highest, std::int64_t count) {
  const std::string recorded = "the set's record says " + std::to_string(count) + ": " + zone.record->node;
  if (highest < count)
    throw InputError("zone '" + zone.name + "' " + what + ": global ids " + std::to_string(highest + 1) + "-" +
                     std::to_string(count) + " missing (" + recorded + ")");
}

// The zone and the file and node of its first part, for messages (a zone may have
// thousands of parts).
std::string zone_and_parts(const Catalog& catalog, const UnstructuredZone& zone) {
  return "zone '" + zone.name + "' (" + std::to_string(zone.parts.size()) + " parts such as " +
         describe(catalog, zone.parts.front()) + ")";
}

// The merged sections must have the numbers the order record gives them (number_sections
// takes its starts, gaps between sections included); a section whose recorded range holds
// another count, or overlaps the one before, is refused. Their boundary counts are the
// original's.
void apply_section_record(const std::string& where, std::vector<SectionPlan>& sections,
                          const std::map<std::string, sids::SectionRecord>& recorded) {
  for (SectionPlan& section : sections) {
    const auto found = recorded.find(section.name);
    if (found == recorded.end()) continue;
    const sids::SectionRecord& original = found->second;
    if (original.start != section.start || original.end != section.start + section.count - 1)
      throw InputError(where + ": section '" + section.name + "' would get elements " + std::to_string(section.start) +
                       "-" + std::to_string(section.start + section.count - 1) + " but the order record says " +
                       std::to_string(original.start) + "-" + std::to_string(original.end));
    section.size_boundary = original.size_boundary;
  }
}

// Element numbers of the ordered sections: one after the other from 1, except that a
// section starts where the order record says when that is after the one before (the
// original numbers had a gap there: the standard asks each section's numbers to be
// consecutive, not the sections to follow each other).
void number_sections(std::vector<SectionPlan>& sections, const std::map<std::string, sids::SectionRecord>& recorded) {
  std::int64_t next = 1;
  for (SectionPlan& section : sections) {
    const auto found = recorded.find(section.name);
    const bool after_a_gap = found != recorded.end() && found->second.start > next &&
                             found->second.end < std::numeric_limits<std::int64_t>::max() &&
                             found->second.end - found->second.start + 1 == section.count;
    section.start = after_a_gap ? found->second.start : next;  // else apply_section_record says what is wrong
    next = section.start + section.count;
  }
}

void check_recorded_counts(const UnstructuredZone& zone, const std::int64_t* maxima) {
  if (!zone.record) return;
  check_recorded_count(zone, "vertices", maxima[0], zone.record->sizes.vertex_count);
  check_recorded_count(zone, "cells", maxima[1], zone.record->sizes.cell_count);
}

void apply_maxima(const Catalog& catalog, UnstructuredZone& zone, const std::int64_t* maxima) {
  zone.vertices = maxima[0];
  zone.cells = maxima[1];
  const std::size_t sections = zone.sections.size(), offsets = offsets_at(zone);
  std::vector<std::optional<std::int64_t>> dimension_offsets(sections);
  for (std::size_t s = 0; s < sections; ++s) {
    zone.sections[s].count = maxima[2 + s];
    zone.sections[s].connectivity_size = zone.sections[s].count * zone.sections[s].nodes_per_element;
    if (maxima[offsets + s] != std::numeric_limits<std::int64_t>::min()) dimension_offsets[s] = -maxima[offsets + s];
  }
  for (std::size_t l = 0; l < zone.point_lists.size(); ++l) zone.point_lists[l].count = maxima[2 + sections + l];
  // Now that the Sections numbering is known, the order again, then the element numbers.
  const auto recorded = recorded_sections(zone.parts);
  const std::string where = zone_and_parts(catalog, zone);
  std::vector<SectionPlan> ordered;
  for (const std::size_t s : section_order(zone.parts, zone.sections, dimension_offsets, recorded, where))
    ordered.push_back(std::move(zone.sections[s]));
  zone.sections = std::move(ordered);
  number_sections(zone.sections, recorded);
  apply_section_record(where, zone.sections, recorded);
}

// A list without Index numbering is merged sorted by global id, each point once: its
// size is the number of distinct ids over the parts.
std::int64_t count_sorted_points(MPI_Comm comm, const Catalog& catalog, const UnstructuredZone& zone,
                                 const PointListPlan& list, ArraySource& source) {
  const int rank = rank_of(comm);
  const auto starts = zone.section_starts();
  std::vector<std::vector<std::int64_t>> ids;
  std::vector<int> sources;
  mpi::run_agreed(comm, [&] {
    for (std::size_t p = 0; p < zone.parts.size(); ++p) {
      if (zone.owner[p] != rank) continue;
      for (const Node* holder : list_holders(*zone.parts[p].zone, list)) {
        ids.push_back(zone.numbering.at(p).global_points(source.read_integers(holder->require_child("PointList")),
                                                         list.vertex, starts));
        sources.push_back(static_cast<int>(p));
      }
    }
  });
  std::vector<exchange::PartIds> parts;
  for (std::size_t i = 0; i < ids.size(); ++i) parts.push_back({ids[i], sources[i]});
  // Planning the sparse exchange is enough: its block holds the distinct ids of the range.
  const exchange::PartToBlockPlan plan(
      comm, list.vertex ? zone.vertices : zone.elements(), parts, exchange::Duplicates::first,
      part_context(catalog, zone, "zone '" + zone.name + "' " + list.path), exchange::Coverage::sparse);
  std::int64_t count = plan.count();
  MPI_Allreduce(MPI_IN_PLACE, &count, 1, MPI_INT64_T, MPI_SUM, comm);
  return count;
}

// ---- variable-size sections

// Local ids of one part's items turned into merged-zone ids.
void globalize_items(PolyItems& items, sids::ElementType type, const PartNumbering& numbering,
                     const std::map<std::string, std::int64_t>& starts) {
  for (std::size_t e = 0; e + 1 < items.offsets.size(); ++e) {
    auto begin = static_cast<std::size_t>(items.offsets[e]);
    const auto end = static_cast<std::size_t>(items.offsets[e + 1]);
    // A MIXED item's type code stays (a 3.x code is already renumbered by the catalog).
    if (type == sids::ElementType::MIXED && begin < end) ++begin;
    for (std::size_t i = begin; i < end; ++i) {
      std::int64_t& id = items.entries[i];
      if (type == sids::ElementType::NFACE_n)
        id = id < 0 ? -numbering.global_element(-id, starts) : numbering.global_element(id, starts);
      else id = numbering.global_vertex(id);
    }
  }
}

void exchange_poly_section(MPI_Comm comm, const Catalog& catalog, UnstructuredZone& zone, SectionPlan& section,
                           CgnsVersion output_version, ArraySource& source) {
  const int rank = rank_of(comm);
  const auto starts = zone.section_starts();
  std::vector<PolyItems> items;
  std::vector<std::size_t> part_of;
  // Reading failures on one rank must not leave the others in the exchange below.
  mpi::run_agreed(comm, [&] {
    for (std::size_t p = 0; p < zone.parts.size(); ++p) {
      const Node* node = zone.owner[p] == rank ? find_section(*zone.parts[p].zone, section.name) : nullptr;
      if (!node) continue;
      const auto& numbering = zone.numbering.at(p);
      const auto& local = *numbering.section(section.name);
      const std::int64_t count = local.local_end - local.local_start + 1;
      items.push_back(read_poly_items(*node, section.type, count, catalog.files[zone.parts[p].file].version, source,
                                      describe(catalog, zone.parts[p]) + "/" + section.name));
      globalize_items(items.back(), section.type, numbering, starts);
      part_of.push_back(p);
    }
  });
  std::vector<exchange::VarContribution> parts;
  for (std::size_t i = 0; i < items.size(); ++i)
    parts.push_back({zone.numbering.at(part_of[i]).section(section.name)->element, items[i].offsets,
                     items[i].entries.data(), static_cast<int>(part_of[i])});
  section.block = exchange::part_to_block_varsize(
      comm, section.count, sizeof(std::int64_t), parts, exchange::Duplicates::require_equal,
      part_context(catalog, zone, "zone '" + zone.name + "' section '" + section.name + "'"));
  const std::int64_t mine = section.block.offsets.empty() ? 0 : section.block.offsets.back();
  std::int64_t before = 0, total = 0;
  MPI_Exscan(&mine, &before, 1, MPI_INT64_T, MPI_SUM, comm);
  MPI_Allreduce(&mine, &total, 1, MPI_INT64_T, MPI_SUM, comm);
  section.entries_before = rank == 0 ? 0 : before;
  const bool counted = !output_version.has_element_start_offset() && section.type != sids::ElementType::MIXED;
  section.connectivity_size = total + (counted ? section.count : 0);
}

bool any_part_wide(const UnstructuredZone& zone, const std::string& path) {
  return std::any_of(zone.parts.begin(), zone.parts.end(),
                     [&](const PartRef& part) { return has_wide_index(*part.zone, path); });
}

bool any_list_wide(const UnstructuredZone& zone) {
  for (const auto& list : zone.point_lists)
    for (const auto& part : zone.parts)
      for (const Node* holder : list_holders(*part.zone, list))
        if (const Node* points = holder->child("PointList"); points && points->type == DataType::I8) return true;
  return false;
}

// Integer types as the official library picks them: 32-bit unless a value may not fit,
// or unless the parts hold 64-bit indices already (index_width.hpp).
void assign_index_types(UnstructuredZone& zone) {
  const std::int64_t elements = zone.elements();
  zone.point_list_type = any_list_wide(zone) ? DataType::I8 : sids::index_type_for(std::max(zone.vertices, elements));
  for (auto& section : zone.sections) {
    section.index_type = any_part_wide(zone, section.name + "/ElementConnectivity")
                             ? DataType::I8
                             : sids::index_type_for(std::max({zone.vertices, elements, section.connectivity_size}));
    // Parents are element numbers of the merged zone, which may need 64 bits the parts did not.
    if (section.parents && sids::index_type_for(elements) == DataType::I8) section.parents->type = DataType::I8;
  }
}

// ---- connections between original zones

struct PartPlace {
  const UnstructuredZone* zone;
  const PartRef* part;
};

// Every partition of the merged zones by "<base path>/<partition name>".
std::map<std::string, PartPlace> partitions_by_path(const std::vector<UnstructuredZone>& zones) {
  std::map<std::string, PartPlace> places;
  for (const auto& zone : zones)
    for (const auto& part : zone.parts) places.emplace(part.path, PartPlace{&zone, &part});
  return places;
}

std::string base_path(const std::string& path) { return path.substr(0, path.rfind('/')); }

// Which merged zone each piece's donor partition belongs to; every piece of one
// connection must lead to the same donor zone.
void resolve_donors(const Catalog& catalog, const std::map<std::string, PartPlace>& places, UnstructuredZone& zone,
                    PointListPlan& list) {
  std::optional<std::string> donor_zone;
  for (const auto& part : zone.parts)
    for (const Node* piece : list_holders(*part.zone, list)) {
      const std::string partition = piece->as_string();
      const auto [prefix, partition_name] = donor_name(partition);
      std::string merged = partition;
      if (const auto* donor_list = piece->child("PointListDonor")) {
        list.donor_list = true;
        list.donor_type = donor_list->type;
      }
      const auto place = places.find((prefix.empty() ? base_path(part.path) + "/" : "/" + prefix) + partition_name);
      const auto known = [&] {
        return std::any_of(list.donors.begin(), list.donors.end(),
                           [&](const auto& d) { return d.partition == partition; });
      };
      if (place != places.end()) {
        merged = prefix + place->second.zone->name;
        list.donor_type = place->second.zone->point_list_type;
        if (!known()) list.donors.push_back({partition, *place->second.part, place->second.zone->section_starts(), {}});
      } else if (const auto box = zone.block_donors ? zone.block_donors(partition_name) : std::nullopt;
                 box && !box->unstructured_part) {
        merged = prefix + box->original;  // a box of a structured zone: its donors are index tuples
        list.donor_width = static_cast<std::int64_t>(box->offset.size());
        if (!known()) list.donors.push_back({partition, {}, {}, box->offset});
      }
      if (donor_zone && *donor_zone != merged)
        throw InputError(describe(catalog, part) + ": " + base_path(list.path) + "/" + piece->name +
                         ": pieces of connection '" + list.path + "' lead to different donor zones ('" + *donor_zone +
                         "' and '" + merged + "')");
      donor_zone = merged;
    }
  list.donor_zone = donor_zone.value_or("");
}

// What the zone's node gets from its plan; a sub-region on no points of its own and
// without arrays (a marker, or one naming a BC) is copied like any other child.
bool is_rebuilt_unstructured_child(const Node& child) {
  static const char* const kLabels[] = {"ZoneType_t", "Elements_t", "ZoneBC_t", "ZoneGridConnectivity_t"};
  if (child.label == "ZoneSubRegion_t")
    return std::any_of(child.children.begin(), child.children.end(),
                       [](const Node& c) { return c.label == "DataArray_t" || sids::is_point_set_node(c); });
  return sids::is_located_holder(child) ||
         std::any_of(std::begin(kLabels), std::end(kLabels), [&](const char* label) { return child.label == label; });
}

// "ZoneBC/Wall" for the BC Wall of ZoneBC, "Sol" for a zone-level holder.
std::string holder_relative(const PointListPlan& list, const Node& holder) {
  const auto slash = list.path.find('/');
  return slash == std::string::npos ? holder.name : list.path.substr(0, slash + 1) + holder.name;
}

// The range a list was cut from, as every piece of it records it, holding as many points
// as the pieces' Index numbering counts (InputError naming the piece otherwise).
Node original_range(const Catalog& catalog, const UnstructuredZone& plan, const PointListPlan& list) {
  const Node* model = nullptr;
  std::string model_where;
  for (const PartRef& part : plan.parts)
    for (const Node* holder : list_holders(*part.zone, list)) {
      const std::string where = describe(catalog, part, holder_relative(list, *holder));
      const Node* range = recorded_range(*holder);
      if (!range || !has_index_numbering(*holder))
        throw InputError(where + ": a piece of a range without the range and Index under its " +
                         std::string(kGlobalNumbering) + ", beside pieces with them");
      const auto [begin, end] = range_bounds(
          *range, describe(catalog, part, holder_relative(list, *holder) + "/" + kGlobalNumbering + "/" + range->name));
      if (end - begin + 1 != list.count)
        throw InputError(where + ": its " + range->name + " holds " + std::to_string(end - begin + 1) +
                         " points, but the pieces' Index numbers " + std::to_string(list.count));
      if (model && (range->name != model->name || range->type != model->type || range->dims != model->dims ||
                    range->as_int64() != model->as_int64()))
        throw InputError(where + ": records another " + range->name + " than " + model_where);
      if (!model) model = range, model_where = where;
    }
  return *model;
}

// The merged connection from one of its pieces: the original name, the donor zone,
// and a donor list of the merged size.
Node united_connection(const Node& piece, const PointListPlan& list) {
  Node merged = piece;
  merged.name = list.path.substr(list.path.find('/') + 1);
  set_text(merged, list.donor_zone);
  if (Node* donor_list = merged.child("PointListDonor"))
    *donor_list =
        make_deferred_node("PointListDonor", donor_list->label, list.donor_type, {list.donor_width, list.count});
  // Maia names the opposite piece too ("GridConnectivityDonorName" = "matchBA.0").
  if (Node* donor_name = merged.child("GridConnectivityDonorName"); donor_name && donor_name->type == DataType::C1)
    set_text(*donor_name, unsplit_name(donor_name->as_string()));
  return merged;
}

}  // namespace

std::vector<const Node*> list_holders(const Node& part_zone, const PointListPlan& list) {
  if (!list.connection) {
    const Node* holder = find_node(part_zone, list.path);
    return holder ? std::vector<const Node*>{holder} : std::vector<const Node*>{};
  }
  std::vector<const Node*> pieces;
  const auto slash = list.path.find('/');
  const Node* container = part_zone.child(list.path.substr(0, slash));
  if (!container) return pieces;
  const std::string name = list.path.substr(slash + 1);
  for (const Node& child : container->children)
    if (is_original_connection(child) && unsplit_name(child.name) == name) pieces.push_back(&child);
  return pieces;
}

ListSample first_holder(const std::vector<PartRef>& parts, const PointListPlan& list) {
  for (const auto& part : parts)
    if (const auto holders = list_holders(*part.zone, list); !holders.empty()) return {&part, holders.front()};
  return {};
}

std::int64_t UnstructuredZone::elements() const {
  return sections.empty() ? 0 : sections.back().start + sections.back().count - 1;
}

std::map<std::string, std::int64_t> UnstructuredZone::section_starts() const {
  std::map<std::string, std::int64_t> starts;
  for (const auto& s : sections) starts[s.name] = s.start;
  return starts;
}

std::vector<UnstructuredZone> plan_unstructured_zones(MPI_Comm comm, const Catalog& catalog,
                                                      const std::vector<UnstructuredInput>& inputs,
                                                      const Selection& selection, ArraySource& source,
                                                      CgnsVersion output_version) {
  const int rank = rank_of(comm), ranks = size_of(comm);
  std::vector<UnstructuredZone> zones;
  std::size_t next_owner = 0;
  for (const auto& input : inputs) {
    UnstructuredZone zone;
    zone.name = input.group->name;
    zone.output_path = input.output_path;
    zone.parts = input.group->parts;
    zone.block_donors = input.block_donors;
    for (std::size_t p = 0; p < zone.parts.size(); ++p)
      zone.owner.push_back(static_cast<int>(next_owner++ % static_cast<std::size_t>(ranks)));
    zone.arrays = zone_arrays(catalog, *input.group, selection);
    zone.sections = section_layout(catalog, *input.group);
    for (auto& section : zone.sections) {
      section.parents = plan_section_parents(catalog, zone.parts, section.name);
      section.extras = plan_section_extras(catalog, zone.parts, section.name);
    }
    zone.point_lists = point_list_layout(*input.group, selection);
    keep_recorded_per_point_data(zone.point_lists, *input.group);
    zone.record = zone_record(catalog, *input.group);
    zones.push_back(std::move(zone));
  }
  // One reduction for every size of every zone.
  std::vector<std::int64_t> maxima;
  std::optional<std::string> id_problem;
  mpi::run_agreed(comm, [&] {
    for (auto& zone : zones) {
      const auto mine = local_maxima(catalog, zone, rank, source, id_problem);
      maxima.insert(maxima.end(), mine.begin(), mine.end());
    }
  });
  MPI_Allreduce(MPI_IN_PLACE, maxima.data(), static_cast<int>(maxima.size()), MPI_INT64_T, MPI_MAX, comm);
  mpi::run_agreed(comm, [&] {
    std::size_t at = 0;
    for (const auto& zone : zones) {
      check_recorded_counts(zone, maxima.data() + at);
      at += maxima_count(zone);
    }
    if (id_problem) throw InputError(*id_problem);
  });
  // Only once every rank knows the ids are sound: a corrupt id found on another rank is
  // in the agreed maxima, and sizes computed from it would overflow.
  mpi::run_agreed(comm, [&] {
    std::size_t at = 0;
    for (auto& zone : zones) {
      apply_maxima(catalog, zone, maxima.data() + at);
      at += maxima_count(zone);
    }
  });
  for (auto& zone : zones)
    for (auto& list : zone.point_lists)
      if (!list.indexed) list.count = count_sorted_points(comm, catalog, zone, list, source);
  for (auto& zone : zones)
    for (auto& section : zone.sections)
      if (section.nodes_per_element == 0) {
        exchange_poly_section(comm, catalog, zone, section, output_version, source);
      }
  for (auto& zone : zones) assign_index_types(zone);
  const auto places = partitions_by_path(zones);
  for (auto& zone : zones)
    for (auto& list : zone.point_lists)
      if (list.connection) resolve_donors(catalog, places, zone, list);
  return zones;
}

namespace {

// A section's arrays in the order the parts have them (the official 3.4.0 library put
// ElementStartOffset after ElementConnectivity; ParentElements may come anywhere).
void in_parts_order(Node& section, const std::vector<PartRef>& parts) {
  for (const PartRef& part : parts)
    if (const Node* source = part.zone->child(section.name)) {
      reorder_children(section, child_names(*source, [](const Node& c) { return c.name; }));
      return;
    }
}

}  // namespace

void add_unstructured_zone_node(Node& base, const Catalog& catalog, const UnstructuredZone& plan, CgnsVersion version,
                                const Selection& selection, std::vector<CopyTask>& tasks) {
  Node& zone = sids::add_zone(base, plan.name, sids::ZoneType::Unstructured,
                              sids::ZoneSizes::unstructured(plan.vertices, plan.cells));
  const Node& first = *plan.parts.front().zone;
  add_zone_arrays(zone, first, plan.arrays, {plan.vertices}, {plan.cells});
  for (const SectionPlan& s : plan.sections) {
    Node& section =
        s.nodes_per_element > 0
            ? sids::add_section(zone, s.name, s.type, s.start, s.start + s.count - 1, s.size_boundary, s.index_type)
            : sids::add_poly_section(zone, s.name, s.type, s.start, s.start + s.count - 1, s.connectivity_size, version,
                                     s.size_boundary, s.index_type);
    if (s.parents) add_section_parents(section, *s.parents, s.count);
    for (const Node& extra : s.extras) section.add(extra);
    in_parts_order(section, plan.parts);
  }
  const auto list_type = plan.point_list_type;
  for (const PointListPlan& list : plan.point_lists) {
    const ListSample sample = first_holder(plan.parts, list);
    Node holder = list.connection ? united_connection(*sample.holder, list) : *sample.holder;
    holder.remove(kGlobalNumbering);
    Node& points = *holder.child("PointList");
    if (list.ranged) points = original_range(catalog, plan, list);
    else points = make_deferred_node("PointList", points.label, list_type, {1, list.count});
    for (const auto& array : list.arrays) {
      Node& data = *find_node(holder, array);
      data = make_deferred_node(data.name, data.label, data.type, {list.count});
    }
    defer_bulk_arrays(holder, plan.output_path + "/" + list.path, tasks);
    const auto slash = list.path.find('/');
    Node* parent = &zone;
    if (slash != std::string::npos) {
      const std::string container = list.path.substr(0, slash);
      // The container's lists come one by one from their plans, its other entries after.
      if (!zone.child(container)) zone.add(without_children(*sample.part->zone->child(container)));
      parent = zone.child(container);
    }
    parent->add(std::move(holder));
  }
  add_dataless_holders(zone, plan.output_path, plan.parts, selection, tasks);
  add_container_rest(
      zone, plan.output_path, plan.parts, "ZoneBC_t", [](const Node& e) { return e.label == "BC_t"; }, tasks);
  add_container_rest(zone, plan.output_path, plan.parts, "ZoneGridConnectivity_t", sids::is_grid_connection, tasks);
  copy_other_children(zone, plan.output_path, plan.parts, is_rebuilt_unstructured_child, selection, tasks);
  widen_like(zone, first);  // zone sizes and element ranges as wide as the parts had them
  order_like_parts(zone, plan.parts);
  check_nothing_dropped(catalog, plan.parts, zone, selection);
}

std::vector<std::string> point_arrays(const Node& holder) {
  std::vector<std::string> arrays;
  find_point_arrays(holder, "", set_points(holder), arrays);
  return arrays;
}

exchange::ExchangeContext part_context(const Catalog& catalog, const UnstructuredZone& zone, std::string what) {
  return {std::move(what),
          [&catalog, &zone](int part) { return describe(catalog, zone.parts[static_cast<std::size_t>(part)]); }};
}

}  // namespace pcgns::dist
