#include "dist/output_plan.hpp"

#include <algorithm>
#include <map>
#include <numeric>

#include "dist/child_order.hpp"
#include "dist/whole_zone_checks.hpp"
#include "pcgns/error.hpp"
#include "sids/order_record.hpp"
#include "sids/set_record.hpp"
#include "tree/poly_section.hpp"

#include "pcgns/mpi/agreement.hpp"
#include "pcgns/sids/zone.hpp"

namespace pcgns::dist {
namespace {

std::int64_t deferred_bytes(const Node& node) {
  std::int64_t bytes = node.is_deferred() ? node.byte_size() : 0;
  for (const Node& child : node.children) bytes += deferred_bytes(child);
  return bytes;
}

std::pair<std::int64_t, std::int64_t> zone_counts(const Node& zone) {
  const auto view = sids::view_built_zone(zone);
  return {view.vertex_count(), view.cell_count()};
}

// The base node: its non-zone children united over every file (the first file that
// has a child gives it), bulk arrays deferred to copies.
Node& add_base(OutputPlan& plan, const Catalog& catalog, const BaseGroup& group, const Selection& selection) {
  Node base(group.name, group.node->label, group.node->type, group.node->dims);
  base.data = group.node->data;
  for (std::size_t f = group.first_file; f < catalog.files.size(); ++f) {
    const Node* source = catalog.files[f].tree.child(group.name);
    if (!source) continue;
    for (const Node& child : source->children)
      // The set id of the file that held it (sids/set_record.hpp), not of the merged case.
      if (child.label != "Zone_t" && !base.child(child.name) && child.type != DataType::LK &&
          child.name != sids::kSetRecord)
        base.add(child);
  }
  selection.apply_to_base(base);
  defer_bulk_arrays(base, "/" + group.name, plan.copies);
  return plan.tree.add(std::move(base));
}

// The zones in the order pcgns-split recorded in their parts (sids/order_record.hpp).
std::vector<std::string> recorded_zone_order(const BaseGroup& group) {
  std::vector<std::pair<std::int64_t, std::string>> places;
  for (const auto& zone : group.zones)
    for (const auto& part : zone.parts)
      if (const auto record = sids::read_order_record(*part.zone)) {
        places.emplace_back(record->zone, zone.name);
        break;
      }
  std::sort(places.begin(), places.end());
  std::vector<std::string> names;
  names.reserve(places.size());
  for (auto& place : places) names.push_back(std::move(place.second));
  return names;
}

// The merged base's children in the order the inputs list them, each partitioned zone
// where its parts stand.
void order_base(Node& base, const Catalog& catalog, const BaseGroup& group) {
  std::map<std::string, std::string> zone_of_part;
  for (const auto& zone : group.zones)
    for (const auto& part : zone.parts) zone_of_part[part.zone->name] = zone.name;
  std::vector<std::vector<std::string>> sequences{recorded_zone_order(group)};
  for (const auto& file : catalog.files) {
    const auto listed = file.base_children.find(group.name);
    if (listed == file.base_children.end()) continue;
    std::vector<std::string> names;
    for (const auto& name : listed->second) {
      const auto zone = zone_of_part.find(name);
      std::string merged = zone == zone_of_part.end() ? name : zone->second;
      if (std::find(names.begin(), names.end(), merged) == names.end()) names.push_back(std::move(merged));
    }
    sequences.push_back(std::move(names));
  }
  reorder_children(base, combined_order(sequences));
}

void summarize(OutputPlan& plan, const Node& zone, const std::string& base, const ZoneGroup& group) {
  const auto [vertices, cells] = zone_counts(zone);
  plan.zones.push_back({base, group.name, group.structured ? "Structured" : "Unstructured", group.shape, vertices,
                        cells, static_cast<int>(group.parts.size()), deferred_bytes(zone)});
}

int cell_dimension(const Node& base) {
  const auto dims = base.as_int64();
  return dims.empty() ? 0 : static_cast<int>(dims.front());
}

// Whole zones are copied array by array, or linked, as they are; a poly section whose
// layout the output's version changes (ElementStartOffset under 3.4 and from 4.0 on,
// counts inline before) would need its arrays rewritten: read under the output's stamp
// it is misread.
std::string poly_layout_text(bool offsets, CgnsVersion input) {
  // A 3.4 file holds either layout (official 3.4.0 wrote offsets, 3.4.1 counts): the
  // section's own layout, not its file's stamp, is the one an output must have.
  if (offsets == input.has_element_start_offset()) return "in the layout of CGNS " + input.to_string();
  return std::string(offsets ? "with" : "without") + " ElementStartOffset under a CGNS " + input.to_string() +
         " stamp" + (offsets ? "" : " (as the official 3.4.1 library writes it)");
}

std::string layout_remedy(bool offsets, CgnsVersion input, CgnsVersion output) {
  if (offsets) return "stamp the output 3.4, or 4.0 or later, with --cgns-version";
  // 3.4 itself now means offsets: the newest count-layout stamp before it is 3.3.
  const std::string stamp = input.either_poly_layout() ? "3.3" : input.to_string();
  return "stamp the output " + stamp + " with --cgns-version" +
         (output.has_element_start_offset() ? ", or update the input first (cgnsupdate)" : "");
}

void refuse_layout_change(const Node& zone, CgnsVersion output, const Catalog& catalog, const PartRef& part) {
  for (const Node& section : zone.children) {
    if (!tree::is_poly_section(section) || tree::has_start_offset(section) == output.has_element_start_offset())
      continue;
    const CgnsVersion input = catalog.files[part.file].version;
    const bool offsets = tree::has_start_offset(section);
    throw InputError(describe(catalog, part, section.name) + ": a poly section of a whole zone, " +
                     poly_layout_text(offsets, input) +
                     ", cannot be copied or linked as it is into an output stamped " + output.to_string() +
                     ", whose layout differs (ElementStartOffset under 3.4 and from 4.0 on); " +
                     layout_remedy(offsets, input, output));
  }
}

void add_whole_zone(OutputPlan& plan, Node& base, const Catalog& catalog, const ZoneGroup& group,
                    const Selection& selection, bool check_inputs, CgnsVersion version) {
  const PartRef& part = group.parts.front();
  refuse_layout_change(*part.zone, version, catalog, part);
  Node zone = *part.zone;
  zone.remove(sids::kSetRecord);  // the record of the file that held it, not of the merged case
  selection.apply_to_zone(zone);
  std::vector<ArrayCheck> checks;
  if (check_inputs)
    checks = whole_zone_checks(zone, cell_dimension(base), catalog.files[part.file].version,
                               [&](const std::string& relative) { return describe(catalog, part, relative); });
  const std::string path = "/" + base.name + "/" + zone.name;
  const std::size_t first_task = plan.copies.size();
  defer_bulk_arrays(zone, path, plan.copies);
  apply_checks(zone, checks, path, std::span(plan.copies).subspan(first_task));
  base.add(std::move(zone));
}

}  // namespace

OutputPlan plan_logical_tree(MPI_Comm comm, const Catalog& catalog, const std::vector<BaseGroup>& bases,
                             const Selection& selection, CgnsVersion version, ArraySource& source, bool check_inputs) {
  OutputPlan plan;
  std::vector<UnstructuredInput> unstructured;
  for (const auto& base : bases)
    for (const auto& zone : base.zones)
      if (zone.shape == ZoneShape::unstructured_parts)
        unstructured.push_back({"/" + base.name + "/" + zone.name, &zone, structured_donors(catalog, base)});
  plan.unstructured = plan_unstructured_zones(comm, catalog, unstructured, selection, source, version);

  // Deterministic from here on: every rank builds the same tree; errors are the same
  // on every rank and agreed so that the tool reports them once.
  mpi::run_agreed(comm, [&] {
    std::size_t next_unstructured = 0;
    for (const auto& group : bases) {
      Node& base = add_base(plan, catalog, group, selection);
      for (const auto& zone : group.zones) {
        const std::string path = "/" + group.name + "/" + zone.name;
        if (zone.shape == ZoneShape::whole) {
          add_whole_zone(plan, base, catalog, zone, selection, check_inputs, version);
        } else if (zone.shape == ZoneShape::structured_parts) {
          plan.structured.push_back(plan_structured_zone(catalog, zone, path, zone_arrays(catalog, zone, selection)));
          add_structured_zone_node(base, catalog, plan.structured.back(), zone, structured_donors(catalog, group),
                                   selection, plan.copies);
        } else {
          add_unstructured_zone_node(base, catalog, plan.unstructured[next_unstructured++], version, selection,
                                     plan.copies);
        }
        summarize(plan, *base.child(zone.name), group.name, zone);
      }
      order_base(base, catalog, group);
    }
  });
  plan.bytes = deferred_bytes(plan.tree);
  return plan;
}

OutputPlan plan_links(const Catalog& catalog, const std::vector<BaseGroup>& bases, const Selection& selection,
                      const std::filesystem::path& output, CgnsVersion version) {
  OutputPlan plan;
  const auto directory = std::filesystem::absolute(output).parent_path();
  for (const auto& group : bases) {
    Node& base = add_base(plan, catalog, group, selection);
    for (const auto& zone : group.zones) {
      if (zone.shape != ZoneShape::whole)
        throw UsageError("--link needs whole zones, but zone '" + zone.name + "' is partitioned in " +
                         describe(catalog, zone.parts.front()) + "; merge without --link");
      const PartRef& part = zone.parts.front();
      refuse_layout_change(*part.zone, version, catalog, part);
      const auto file = std::filesystem::absolute(catalog.files[part.file].path).lexically_proximate(directory);
      base.add(make_link_node(zone.name, LinkTarget{file.string(), part.path}));
      const auto [vertices, cells] = zone_counts(*part.zone);
      plan.zones.push_back(
          {group.name, zone.name, zone.structured ? "Structured" : "Unstructured", zone.shape, vertices, cells, 1, 0});
    }
    order_base(base, catalog, group);
  }
  plan.bytes = deferred_bytes(plan.tree);
  return plan;
}

}  // namespace pcgns::dist
