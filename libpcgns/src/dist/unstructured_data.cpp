// The data phase of partitioned unstructured zones. Arrays over the same ids share one
// exchange plan (the zone's vertices, its cells, a section's elements, a point list's
// positions): the ids travel once, then each array moves as bare values to contiguous
// blocks of global ids, and every rank puts its block. One array at a time is read,
// exchanged and written, so a rank holds about one array's share at once. Where parts
// hold long runs of consecutive ids, those runs skip the exchange (direct_plan.hpp).
#include <algorithm>
#include <cstring>
#include <memory>
#include <optional>

#include "dist/direct_plan.hpp"
#include "dist/list_range.hpp"
#include "dist/part_values.hpp"
#include "dist/poly_items.hpp"
#include "dist/unstructured_zone.hpp"
#include "pcgns/exchange/block_distribution.hpp"
#include "pcgns/exchange/part_to_block_plan.hpp"
#include "pcgns/mpi/agreement.hpp"
#include "pcgns/mpi_rank.hpp"
#include "pcgns/poly_layout.hpp"
#include "pcgns/sids/index_data.hpp"

namespace pcgns::dist {
namespace {

// The parts of a plan: the ids each gives, and the part index naming it in messages.
struct PlanParts {
  std::vector<std::size_t> parts;
  std::vector<std::vector<std::int64_t>> owned_ids;  // ids read for this plan (else numbering's)
  std::vector<exchange::PartIds> ids;
};

// Runs shorter than this go through the exchange: each costs a descriptor on every rank
// and a write of its own.
constexpr std::int64_t kMinDirectRun = 4096;
constexpr std::int64_t kMaxDirectRuns = std::int64_t{1} << 20;

// The ids of a plan split into runs written in place and the rest, exchanged over a
// sparse plan whose blocks hold only the ids no run covers.
struct DirectRoute {
  DirectRoute(MPI_Comm comm, const PlanParts& parts) : direct(comm, parts.ids, kMinDirectRun, kMaxDirectRuns) {
    rest.parts = parts.parts;
    for (std::size_t i = 0; i < parts.parts.size(); ++i) rest.ids.push_back({direct.rest_ids(i), parts.ids[i].source});
  }
  DirectPlan direct;
  PlanParts rest;
  std::optional<exchange::PartToBlockPlan> plan;
};

class ZoneWriter {
 public:
  ZoneWriter(MPI_Comm comm, const Catalog& catalog, const UnstructuredZone& zone, CgnsVersion version,
             ArraySource& source, ArrayTarget& target, const std::function<void()>& after_flush)
      : comm_(comm),
        rank_(rank_of(comm)),
        catalog_(catalog),
        zone_(zone),
        version_(version),
        source_(source),
        target_(target),
        after_flush_(after_flush),
        starts_(zone.section_starts()) {
    MPI_Comm_size(comm, &ranks_);
  }

  void run() {
    // A location's plan serves all its arrays, then its memory goes to the sections.
    for (const auto& holder : holders(ArrayLocation::vertex)) put_located(holder, ArrayLocation::vertex);
    vertex_plan_.reset();
    vertex_route_.reset();
    for (const auto& holder : holders(ArrayLocation::cell)) put_located(holder, ArrayLocation::cell);
    cell_plan_.reset();
    cell_route_.reset();
    for (const auto& section : zone_.sections) {
      if (section.nodes_per_element > 0) put_fixed_section(section);
      else put_poly_section(section);
      if (section.parents) put_section_parents(section);
    }
    for (const auto& list : zone_.point_lists) put_point_list(list);
  }

 private:
  bool mine(std::size_t part) const { return zone_.owner[part] == rank_; }

  std::vector<std::string> holders(ArrayLocation location) const {
    std::vector<std::string> names;
    for (const auto& array : zone_.arrays)
      if (array.location == location && std::find(names.begin(), names.end(), array.holder) == names.end())
        names.push_back(array.holder);
    return names;
  }

  // Collective: the plan over the ids of `parts`.
  exchange::PartToBlockPlan make_plan(const std::string& what, std::int64_t n, const PlanParts& parts,
                                      exchange::Duplicates policy,
                                      exchange::Coverage coverage = exchange::Coverage::complete) const {
    return exchange::PartToBlockPlan(comm_, n, parts.ids, policy, part_context(catalog_, zone_, what), coverage);
  }

  // This rank's parts with their vertex or cell ids.
  PlanParts located_parts(ArrayLocation location) const {
    PlanParts parts = my_parts_with([](std::size_t) { return true; });
    for (const std::size_t p : parts.parts) {
      const auto& numbering = zone_.numbering.at(p);
      parts.ids.push_back(
          {location == ArrayLocation::vertex ? numbering.vertex() : numbering.cell(), static_cast<int>(p)});
    }
    return parts;
  }

  // The zone's vertices or cells, planned once for all their arrays.
  const exchange::PartToBlockPlan& located_plan(ArrayLocation location, const PlanParts& parts) {
    const bool vertex = location == ArrayLocation::vertex;
    auto& plan = vertex ? vertex_plan_ : cell_plan_;
    if (!plan)
      plan.emplace(make_plan("zone '" + zone_.name + "' " + (vertex ? "vertices" : "cells"),
                             vertex ? zone_.vertices : zone_.cells, parts, exchange::Duplicates::require_equal));
    return *plan;
  }

  // Collective: reads one array of each part of the plan with `read(part, i)` (i: the
  // part's place in the plan) and packs it at once (a read failure on any rank fails
  // every rank before the exchange), then exchanges it and puts this rank's block at
  // `output` from flat element `first`.
  template <class Read>
  void put_array(const exchange::PartToBlockPlan& plan, const PlanParts& parts, std::size_t width, Read read,
                 const std::string& output, std::int64_t first, std::int64_t components) {
    const std::string relative = output.substr(zone_.output_path.size() + 1);
    mpi::run_agreed(comm_, [&] {
      for (std::size_t i = 0; i < parts.parts.size(); ++i) {
        const auto values = read(parts.parts[i], i);
        check_size(static_cast<std::int64_t>(values.size() / width), parts.ids[i].ids.size(), parts.parts[i], relative);
        plan.pack(width, i, values.data());
      }
    });
    auto block = plan.deliver(width, "zone '" + zone_.name + "' " + relative);
    target_.put(output, first * components, plan.count() * components, std::move(block));
    flush();
  }

  // Collective: reads something (an array, a list of ids) of each entry of the plan; a
  // read failure on any rank fails every rank before the exchange.
  template <class Read>
  auto read_agreed(const PlanParts& parts, Read read) {
    return mpi::run_agreed(comm_, [&] {
      std::vector<decltype(read(std::size_t{}))> values;
      for (std::size_t i = 0; i < parts.parts.size(); ++i) values.push_back(read(i));
      return values;
    });
  }

  void flush() {
    target_.flush();
    if (after_flush_) after_flush_();
  }

  PlanParts my_parts_with(const std::function<bool(std::size_t)>& has) const {
    PlanParts parts;
    for (std::size_t p = 0; p < zone_.parts.size(); ++p)
      if (mine(p) && has(p)) parts.parts.push_back(p);
    return parts;
  }

  void put_located(const std::string& holder, ArrayLocation location) {
    const PlanParts parts = located_parts(location);
    const DirectRoute* route = located_route(location, parts);
    for (const auto& array : zone_.arrays) {
      if (array.holder != holder) continue;
      const auto node = [&](std::size_t p) -> const Node& {
        return zone_.parts[p].zone->require_child(holder).require_child(array.name);
      };
      const auto size = [&](std::size_t p) { return node(p).count(); };
      const auto read = [&](std::size_t p, std::int64_t first, std::int64_t count) {
        return source_.read(node(p), first, count);
      };
      const std::string output = zone_.output_path + "/" + array.relative_path();
      if (route) {
        put_routed(
            *route, parts, element_size(array.type), size, read,
            [&](std::size_t p, const DirectRun& run) {
              const auto span = source_.file_span(node(p), run.local_first, run.ids.count);
              if (!span || !target_.copy(output, run.ids.low - 1, run.ids.count, *span)) return false;
              source_.count_copied(*span);
              return true;
            },
            output, 1);
      } else {
        const auto& plan = located_plan(location, parts);
        put_array(
            plan, parts, element_size(array.type),
            [&](std::size_t p, std::size_t) { return source_.read_all(node(p)); }, output, plan.range_first() - 1, 1);
      }
    }
  }

  // Collective: the zone's vertices or cells, routed once for all their arrays; null
  // when no run skips the exchange.
  const DirectRoute* located_route(ArrayLocation location, const PlanParts& parts) {
    const bool vertex = location == ArrayLocation::vertex;
    auto& route = vertex ? vertex_route_ : cell_route_;
    if (!route)
      route = direct_route("zone '" + zone_.name + "' " + (vertex ? "vertices" : "cells"),
                           vertex ? zone_.vertices : zone_.cells, parts);
    return route->get();
  }

  // Collective: the runs of `parts`' ids written in place, the rest exchanged; null
  // when no part holds a long run, when a run reaches outside 1..n, or when the runs and
  // the rest do not make up 1..n exactly (an id in a run and in another part's scattered
  // ids, an id missing): the full plan then handles the ids, and names any fault.
  std::unique_ptr<DirectRoute> direct_route(const std::string& what, std::int64_t n, const PlanParts& parts) const {
    if (!target_.takes_any_range()) return nullptr;  // the same on every rank
    auto route = std::make_unique<DirectRoute>(comm_, parts);
    if (route->direct.empty()) return nullptr;
    // Runs reaching outside 1..n (a corrupt numbering): the full plan names the part.
    const auto direct = route->direct.all_direct();
    if (direct.front().low < 1 || direct.back().end() > n + 1) return nullptr;
    route->plan.emplace(comm_, n, route->rest.ids, exchange::Duplicates::require_equal,
                        part_context(catalog_, zone_, what), exchange::Coverage::sparse);
    const exchange::BlockDistribution blocks(n, ranks_);
    int complete = complete_each_other(blocks.first(rank_), blocks.count(rank_), route->direct.all_direct(),
                                       route->plan->block_ids())
                       ? 1
                       : 0;
    MPI_Allreduce(MPI_IN_PLACE, &complete, 1, MPI_INT, MPI_MIN, comm_);
    return complete ? std::move(route) : nullptr;
  }

  // Collective: one array over a direct route. A part's values (`width` bytes each, in
  // position order) number `size(part)`, one per id; `read(part, first, count)` gives
  // those at positions [first, first + count); `copy(part, run)` copies a climbing run
  // file to file, or says it cannot. Each value goes to flat element
  // (id - 1) * components of `output`.
  template <class Size, class Read, class Copy>
  void put_routed(const DirectRoute& route, const PlanParts& parts, std::size_t width, Size size, Read read, Copy copy,
                  const std::string& output, std::int64_t components) {
    const std::string relative = output.substr(zone_.output_path.size() + 1);
    // One part per rank and round, each round flushed: a rank holds one part's values at
    // a time, and the heap's freed pages serve the next round instead of fresh ones.
    auto rounds = static_cast<std::int64_t>(parts.parts.size());
    MPI_Allreduce(MPI_IN_PLACE, &rounds, 1, MPI_INT64_T, MPI_MAX, comm_);
    for (std::int64_t round = 0; round < rounds; ++round) {
      mpi::run_agreed(comm_, [&] {
        const auto i = static_cast<std::size_t>(round);
        if (i >= parts.parts.size()) return;
        const std::size_t p = parts.parts[i];
        check_size(size(p), parts.ids[i].ids.size(), p, relative);
        for (const DirectRun& run : route.direct.runs(i)) {
          if (!run.falling && copy(p, run)) continue;
          auto values = read(p, run.local_first, run.ids.count);
          if (run.falling) reverse_elements(values, width);
          target_.put(output, (run.ids.low - 1) * components, run.ids.count * components, std::move(values));
        }
        const auto& rest = route.direct.rest_positions(i);
        if (!rest.empty())
          route.plan->pack(width, i, read_positions(rest, width, [&](std::int64_t first, std::int64_t count) {
                                       return read(p, first, count);
                                     }).data());
      });
      flush();
    }
    put_sparse_block(output, route.plan->block_ids(),
                     route.plan->deliver(width, "zone '" + zone_.name + "' " + relative), width, components);
    flush();
  }

  void check_size(std::int64_t values, std::size_t ids, std::size_t part, const std::string& relative) const {
    if (values != static_cast<std::int64_t>(ids))
      throw InputError(describe(catalog_, zone_.parts[part]) + ": " + relative + " has " + std::to_string(values) +
                       " values for " + std::to_string(ids) + " ids");
  }

  // A sparse block (values of the sorted `ids`) put as its runs of consecutive ids.
  void put_sparse_block(const std::string& output, const std::vector<std::int64_t>& ids, std::vector<std::byte> block,
                        std::size_t width, std::int64_t components) {
    for (std::size_t first = 0; first < ids.size();) {
      std::size_t end = first + 1;
      while (end < ids.size() && ids[end] == ids[end - 1] + 1) ++end;
      const auto count = static_cast<std::int64_t>(end - first);
      const auto at = (ids[first] - 1) * components;
      if (first == 0 && end == ids.size()) {
        target_.put(output, at, count * components, std::move(block));
        return;
      }
      const auto begin = block.begin() + static_cast<std::ptrdiff_t>(first * width);
      target_.put(output, at, count * components,
                  std::vector<std::byte>(begin, begin + static_cast<std::ptrdiff_t>((end - first) * width)));
      first = end;
    }
  }

  std::string section_path(const SectionPlan& section) const { return zone_.output_path + "/" + section.name; }

  void put_fixed_section(const SectionPlan& section) {
    const DataType type = section.index_type;
    PlanParts parts = my_parts_with([&](std::size_t p) { return zone_.parts[p].zone->child(section.name) != nullptr; });
    for (const std::size_t p : parts.parts)
      parts.ids.push_back({zone_.numbering.at(p).section(section.name)->element, static_cast<int>(p)});
    const std::string what = "zone '" + zone_.name + "' section '" + section.name + "'";
    const std::int64_t npe = section.nodes_per_element;
    const std::size_t width = element_size(type) * static_cast<std::size_t>(npe);
    const auto connectivity = [&](std::size_t p) -> const Node& {
      return zone_.parts[p].zone->child(section.name)->require_child("ElementConnectivity");
    };
    const auto size = [&](std::size_t p) {
      const Node& node = connectivity(p);
      if (node.count() % npe != 0)
        throw InputError(describe(catalog_, zone_.parts[p]) + ": " + section.name + "/ElementConnectivity holds " +
                         std::to_string(node.count()) + " values, not a multiple of " + std::to_string(npe));
      return node.count() / npe;
    };
    // One pass from the input's integers to the output's, local vertex ids made global.
    const auto read = [&](std::size_t p, std::int64_t first, std::int64_t count) {
      const Node& node = connectivity(p);
      return zone_.numbering.at(p).global_connectivity(source_.read(node, first * npe, count * npe), node.type, type);
    };
    const std::string output = section_path(section) + "/ElementConnectivity";
    // Connectivity is renumbered, so its runs are written from memory, never copied.
    if (const auto route = direct_route(what, section.count, parts)) {
      put_routed(
          *route, parts, width, size, read, [](std::size_t, const DirectRun&) { return false; }, output, npe);
      return;
    }
    const auto plan = make_plan(what, section.count, parts, exchange::Duplicates::require_equal);
    put_array(
        plan, parts, width, [&](std::size_t p, std::size_t) { return read(p, 0, size(p)); }, output,
        plan.range_first() - 1, npe);
  }

  void put_poly_section(const SectionPlan& section) {
    const DataType type = section.index_type;
    const exchange::BlockDistribution blocks(section.count, ranks_);
    const std::int64_t first = blocks.first(rank_) - 1;  // 0-based first item
    const std::int64_t count = blocks.count(rank_);
    const auto& block = section.block;
    const auto* entries = reinterpret_cast<const std::int64_t*>(block.entries.data());
    std::vector<std::int64_t> items(entries, entries + (block.offsets.empty() ? 0 : block.offsets.back()));
    if (version_.has_element_start_offset()) {
      std::vector<std::int64_t> offsets;
      const bool last = count > 0 && first + count == section.count;
      for (std::int64_t i = 0; i < count + (last ? 1 : 0); ++i)
        offsets.push_back(section.entries_before + block.offsets[static_cast<std::size_t>(i)]);
      const auto n_offsets = static_cast<std::int64_t>(offsets.size());
      target_.put(section_path(section) + "/ElementStartOffset", first, n_offsets,
                  sids::encode_integers(offsets, type));
      const auto n_items = static_cast<std::int64_t>(items.size());
      target_.put(section_path(section) + "/ElementConnectivity", section.entries_before, n_items,
                  sids::encode_integers(items, type));
    } else {
      const bool counted = section.type != sids::ElementType::MIXED;
      auto layout = counted ? with_count_prefixes(block.offsets, items) : items;
      const std::int64_t at = section.entries_before + (counted ? first : 0);
      const auto n = static_cast<std::int64_t>(layout.size());
      target_.put(section_path(section) + "/ElementConnectivity", at, n, sids::encode_integers(layout, type));
    }
    flush();
  }

  // Collective: a section's parents. Each part's entries naming a cell, in merged ids, go
  // to the owners of their places in the merged arrays (flat, left column then right),
  // where copies of an entry (a face two parts hold) must agree; what no part names is 0.
  // One contiguous block of entries per rank, as every other array of the zone.
  void put_section_parents(const SectionPlan& section) {
    const std::int64_t entries = 2 * section.count;
    std::vector<std::pair<std::string, sids::ElementType>> types;
    for (const auto& s : zone_.sections) types.emplace_back(s.name, s.type);
    const auto cells = cell_sections(types);
    PlanParts parts = my_parts_with([&](std::size_t p) { return zone_.parts[p].zone->child(section.name) != nullptr; });
    const auto given = read_agreed(parts, [&](std::size_t i) {
      const std::size_t p = parts.parts[i];
      return read_part_parents(catalog_, zone_.parts[p], zone_.numbering.at(p), section.name, section.count, cells,
                               starts_, source_);
    });
    for (std::size_t i = 0; i < parts.parts.size(); ++i)
      parts.ids.push_back({given[i].entries, static_cast<int>(parts.parts[i])});
    const std::string what = "zone '" + zone_.name + "' section '" + section.name +
                             "' ParentElements (entry n + e: the right parent of element e)";
    const auto plan = make_plan(what, entries, parts, exchange::Duplicates::require_equal, exchange::Coverage::sparse);
    constexpr std::size_t kPair = 2 * sizeof(std::int64_t);
    for (std::size_t i = 0; i < parts.parts.size(); ++i) plan.pack(kPair, i, given[i].values.data());
    const auto block = plan.deliver(kPair, what);
    const exchange::BlockDistribution blocks(entries, ranks_);
    const std::int64_t first = blocks.first(rank_);
    const auto count = static_cast<std::size_t>(blocks.count(rank_));
    std::vector<std::int64_t> parents(count, 0), positions(count, 0);
    const auto& ids = plan.block_ids();
    for (std::size_t k = 0; k < ids.size(); ++k) {
      const auto at = static_cast<std::size_t>(ids[k] - first);
      std::memcpy(&parents[at], block.data() + k * kPair, sizeof(std::int64_t));
      std::memcpy(&positions[at], block.data() + k * kPair + sizeof(std::int64_t), sizeof(std::int64_t));
    }
    const auto n = static_cast<std::int64_t>(count);
    target_.put(section_path(section) + "/ParentElements", first - 1, n,
                sids::encode_integers(parents, section.parents->type));
    if (section.parents->position_type)
      target_.put(section_path(section) + "/ParentElementsPosition", first - 1, n,
                  sids::encode_integers(positions, *section.parents->position_type));
    flush();
  }

  // Lists with Index numbering go back to their original order (positions exchanged
  // like ids, each given once); lists without are merged sorted by global id.
  void put_point_list(const PointListPlan& list) {
    const DataType type = zone_.point_list_type;
    const std::string what = "zone '" + zone_.name + "' " + list.path;
    // A part may hold several pieces of a connection: one plan entry each.
    PlanParts parts;
    std::vector<const Node*> holders;
    for (std::size_t p = 0; p < zone_.parts.size(); ++p)
      if (mine(p))
        for (const Node* holder : list_holders(*zone_.parts[p].zone, list)) {
          parts.parts.push_back(p);
          holders.push_back(holder);
        }
    // Global points; with Index, also the positions (the plan's ids).
    std::vector<std::vector<std::int64_t>> points = read_agreed(parts, [&](std::size_t i) {
      return zone_.numbering.at(parts.parts[i])
          .global_points(source_.read_integers(holders[i]->require_child("PointList")), list.vertex, starts_);
    });
    if (list.indexed)
      parts.owned_ids = read_agreed(parts, [&](std::size_t i) {
        return source_.read_integers(holders[i]->require_child(kGlobalNumbering).require_child("Index"));
      });
    else parts.owned_ids = std::move(points);
    for (std::size_t i = 0; i < parts.parts.size(); ++i)
      parts.ids.push_back({parts.owned_ids[i], static_cast<int>(parts.parts[i])});

    // A vertex on a partition interface is in the lists of both partitions (pcgns-split
    // writes it so): copies of a vertex entry must agree; an element entry is unique.
    const auto plan = list.indexed
                          ? make_plan(what, list.count, parts,
                                      list.vertex ? exchange::Duplicates::require_equal : exchange::Duplicates::unique)
                          : make_plan(what, list.vertex ? zone_.vertices : zone_.elements(), parts,
                                      exchange::Duplicates::require_equal, exchange::Coverage::sparse);
    // Where this rank's block starts in the merged list: sorted lists hold only the ids
    // present, so it follows the lower ranks' counts.
    std::int64_t first = plan.range_first() - 1;
    const std::string holder_path = zone_.output_path + "/" + list.path;
    if (list.ranged) {
      // NOLINTNEXTLINE(bugprone-use-after-move): planning refuses a ranged list without Index
      check_range_points(list, parts, holders, points);
    } else if (list.indexed) {
      put_array(
          plan, parts, element_size(type),
          // NOLINTNEXTLINE(bugprone-use-after-move): points are moved only for lists without Index
          [&](std::size_t, std::size_t i) { return sids::encode_integers(points[i], type); },
          holder_path + "/PointList", first, 1);
    } else {
      first = 0;
      const std::int64_t count = plan.count();
      MPI_Exscan(&count, &first, 1, MPI_INT64_T, MPI_SUM, comm_);
      if (rank_ == 0) first = 0;
      target_.put(holder_path + "/PointList", first, count, sids::encode_integers(plan.block_ids(), type));
      flush();
    }
    if (list.donor_list)
      put_array(
          plan, parts, element_size(list.donor_type) * static_cast<std::size_t>(list.donor_width),
          [&](std::size_t, std::size_t i) {
            return sids::encode_integers(global_donors(*holders[i], list), list.donor_type);
          },
          holder_path + "/PointListDonor", first, list.donor_width);
    const Node& sample = *first_holder(zone_.parts, list).holder;
    for (const auto& array : list.arrays)
      put_array(
          plan, parts, element_size(find_node(sample, array)->type),
          [&](std::size_t, std::size_t i) { return source_.read_all(*find_node(*holders[i], array)); },
          holder_path + "/" + array, first, 1);
    donor_numbering_.clear();
  }

  // A range cut into lists goes back as its recorded node (the skeleton holds it): every
  // entry must be the range's id at its Index position, or the range would not say what
  // the pieces do.
  void check_range_points(const PointListPlan& list, const PlanParts& parts, const std::vector<const Node*>& holders,
                          const std::vector<std::vector<std::int64_t>>& points) {
    mpi::run_agreed(comm_, [&] {
      for (std::size_t i = 0; i < parts.parts.size(); ++i) {
        const std::int64_t begin = recorded_range(*holders[i])->as_int64().at(0);
        for (std::size_t k = 0; k < points[i].size(); ++k)
          if (points[i][k] != begin + parts.owned_ids[i][k] - 1)
            throw InputError(describe(catalog_, zone_.parts[parts.parts[i]]) + ": " + list.path + " entry " +
                             std::to_string(k + 1) + " is id " + std::to_string(points[i][k]) + ", but its Index " +
                             std::to_string(parts.owned_ids[i][k]) + " in the recorded " +
                             recorded_range(*holders[i])->name + " is id " +
                             std::to_string(begin + parts.owned_ids[i][k] - 1));
      }
    });
  }

  // A piece's donor list in ids of the merged donor zone, through the donor partition's
  // numbering (read here, whichever rank reads that partition's own arrays).
  std::vector<std::int64_t> global_donors(const Node& piece, const PointListPlan& list) {
    auto local = source_.read_integers(piece.require_child("PointListDonor"));
    const std::string partition = piece.as_string();
    const auto donor = std::find_if(list.donors.begin(), list.donors.end(),
                                    [&](const DonorPart& d) { return d.partition == partition; });
    if (donor == list.donors.end()) return local;  // a whole donor zone: its ids stay
    if (!donor->block_offset.empty()) {            // a box of a structured zone: shifted by its place
      const std::size_t width = donor->block_offset.size();
      if (local.size() % width != 0)
        throw InputError(partition + ": PointListDonor of " + std::to_string(local.size()) + " values is no list of " +
                         std::to_string(width) + "-dimensional indices");
      for (std::size_t i = 0; i < local.size(); ++i) local[i] += donor->block_offset[i % width];
      return local;
    }
    const auto& numbering = donor_numbering_.try_emplace(partition, catalog_, donor->part, source_).first->second;
    return numbering.global_points(std::move(local), list.vertex, donor->section_starts);
  }

  std::optional<std::unique_ptr<DirectRoute>> vertex_route_;  // set once tried; null: no direct route
  std::optional<std::unique_ptr<DirectRoute>> cell_route_;
  std::optional<exchange::PartToBlockPlan> vertex_plan_;
  std::optional<exchange::PartToBlockPlan> cell_plan_;
  MPI_Comm comm_;
  int rank_ = 0;
  int ranks_ = 1;
  const Catalog& catalog_;
  const UnstructuredZone& zone_;
  CgnsVersion version_;
  ArraySource& source_;
  ArrayTarget& target_;
  const std::function<void()>& after_flush_;
  std::map<std::string, std::int64_t> starts_;
  std::map<std::string, PartNumbering> donor_numbering_;  // of the list being put
};

}  // namespace

void put_unstructured_zone(MPI_Comm comm, const Catalog& catalog, const UnstructuredZone& zone, CgnsVersion version,
                           ArraySource& source, ArrayTarget& target, const std::function<void()>& after_flush) {
  ZoneWriter(comm, catalog, zone, version, source, target, after_flush).run();
}

}  // namespace pcgns::dist
