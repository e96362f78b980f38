#include "dist/section_parents.hpp"

#include <algorithm>
#include <string>

#include "pcgns/error.hpp"

namespace pcgns::dist {
namespace {

constexpr const char* kParents = "ParentElements";
constexpr const char* kPositions = "ParentElementsPosition";

// What a part's section carries: "ParentElements and ParentElementsPosition", ...
std::string carried_arrays(bool parents, bool positions) {
  if (!parents) return "no ParentElements";
  return positions ? "ParentElements and ParentElementsPosition" : "ParentElements without ParentElementsPosition";
}

bool is_wide_array(const Node* array) { return array && array->type == DataType::I8; }

}  // namespace

std::optional<SectionParents> plan_section_parents(const Catalog& catalog, const std::vector<PartRef>& parts,
                                                   const std::string& name) {
  std::optional<SectionParents> plan;
  const PartRef* first = nullptr;  // the first part holding the section
  bool positions = false;
  for (const PartRef& part : parts) {
    const Node* section = part.zone->child(name);
    if (!section || section->label != "Elements_t") continue;
    if (section->child("ParentData"))
      throw InputError(describe(catalog, part, name + "/ParentData") +
                       ": ParentData in a partitioned zone: pcgns-merge cannot reassemble it yet (ParentElements "
                       "and ParentElementsPosition are the current form)");
    const Node* parents = section->child(kParents);
    const Node* place = section->child(kPositions);
    if (place && !parents)
      throw InputError(describe(catalog, part, name + "/" + kPositions) + ": without ParentElements");
    if (!first) {
      first = &part;
      positions = place != nullptr;
      if (parents) plan.emplace();
    }
    if ((parents != nullptr) != plan.has_value() || (place != nullptr) != positions)
      throw InputError(describe(catalog, part, name) + ": " + carried_arrays(parents, place) + ", but " +
                       describe(catalog, *first, name) + " has " + carried_arrays(plan.has_value(), positions) +
                       " (every part of a section must carry the same arrays)");
    if (!parents) continue;
    if (is_wide_array(parents)) plan->type = DataType::I8;
    if (place)
      plan->position_type = is_wide_array(place) || plan->position_type == DataType::I8 ? DataType::I8 : DataType::I4;
  }
  return plan;
}

void add_section_parents(Node& section, const SectionParents& parents, std::int64_t count) {
  section.add(make_deferred_node(kParents, "DataArray_t", parents.type, {count, 2}));
  if (parents.position_type)
    section.add(make_deferred_node(kPositions, "DataArray_t", *parents.position_type, {count, 2}));
}

std::vector<std::string> cell_sections(const std::vector<std::pair<std::string, sids::ElementType>>& sections) {
  int highest = -1;
  for (const auto& [name, type] : sections) highest = std::max(highest, sids::element_dimension(type));
  std::vector<std::string> cells;
  for (const auto& [name, type] : sections)
    if (type == sids::ElementType::MIXED || type == sids::ElementType::NFACE_n ||
        sids::element_dimension(type) == highest)
      cells.push_back(name);
  return cells;
}

namespace {

// The part's section holding local element `local` when it is one of `cells`.
const LocalSection* cell_section_of(const PartNumbering& numbering, std::int64_t local,
                                    const std::vector<std::string>& cells) {
  for (const LocalSection& section : numbering.sections())
    if (local >= section.local_start && local <= section.local_end &&
        std::find(cells.begin(), cells.end(), section.name) != cells.end())
      return &section;
  return nullptr;
}

}  // namespace

PartParents read_part_parents(const Catalog& catalog, const PartRef& part, const PartNumbering& numbering,
                              const std::string& name, std::int64_t count, const std::vector<std::string>& cells,
                              const std::map<std::string, std::int64_t>& starts, ArraySource& source) {
  const Node& section = part.zone->require_child(name);
  const LocalSection& local = *numbering.section(name);
  const auto elements = static_cast<std::size_t>(local.local_end - local.local_start + 1);
  const auto parents = source.read_integers(section.require_child(kParents));
  const Node* place = section.child(kPositions);
  const auto positions = place ? source.read_integers(*place) : std::vector<std::int64_t>{};
  if (parents.size() != 2 * elements || (place && positions.size() != 2 * elements))
    throw InputError(describe(catalog, part, name) + ": " + std::to_string(parents.size()) + " parents and " +
                     std::to_string(positions.size()) + " positions for " + std::to_string(elements) + " elements");
  PartParents given;
  for (std::size_t side = 0; side < 2; ++side)
    for (std::size_t k = 0; k < elements; ++k) {
      const std::int64_t parent = parents[side * elements + k];
      // A position with no parent cannot be kept: the merged face holds one value per side.
      if (parent == 0 && place && positions[side * elements + k] != 0)
        throw InputError(describe(catalog, part, name + "/" + kPositions) + ": element " +
                         std::to_string(local.local_start + static_cast<std::int64_t>(k)) + " has " +
                         (side == 0 ? "left" : "right") + " position " +
                         std::to_string(positions[side * elements + k]) +
                         " but no parent (0) there: inconsistent ParentElements");
      if (parent == 0) continue;
      if (!cell_section_of(numbering, parent, cells))
        throw InputError(describe(catalog, part, name + "/" + kParents) + ": element " +
                         std::to_string(local.local_start + static_cast<std::int64_t>(k)) + " has " +
                         (side == 0 ? "left" : "right") + " parent " + std::to_string(parent) +
                         ", which is neither 0 (no parent) nor a cell element of the part");
      given.entries.push_back(local.element[k] + (side == 0 ? 0 : count));
      given.values.push_back(numbering.global_element(parent, starts));
      given.values.push_back(place ? positions[side * elements + k] : 0);
    }
  return given;
}

}  // namespace pcgns::dist
