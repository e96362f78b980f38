#include "dist/section_extras.hpp"

#include <algorithm>
#include <array>
#include <string_view>

#include "pcgns/error.hpp"
#include "pcgns/tree_compare.hpp"

namespace pcgns::dist {
namespace {

// What the merge rebuilds for every section (its elements, ParentElements) or drops
// (Maia's numbering of the part).
bool is_rebuilt(const Node& child) {
  static constexpr std::array<std::string_view, 6> kRebuilt = {"ElementRange",           "ElementConnectivity",
                                                               "ElementStartOffset",     "ParentElements",
                                                               "ParentElementsPosition", kGlobalNumbering};
  return std::find(kRebuilt.begin(), kRebuilt.end(), child.name) != kRebuilt.end();
}

std::vector<std::string> sorted_names(const std::vector<const Node*>& nodes) {
  std::vector<std::string> names;
  names.reserve(nodes.size());
  for (const Node* node : nodes) names.push_back(node->name);
  std::sort(names.begin(), names.end());
  return names;
}

// Checked before any comparison: comparing a child whose values are left on disk would
// read them on every rank, and a section child that large holds a value per element,
// which no single copy can stand for.
void refuse_values_on_disk(const Catalog& catalog, const PartRef& part, const std::string& name,
                           const std::vector<const Node*>& extras) {
  for (const Node* extra : extras)
    if (!values_in_memory(*extra))
      throw InputError(describe(catalog, part, name + "/" + extra->name) +
                       " holds values too large to keep one copy of: pcgns-merge cannot put them together");
}

}  // namespace

std::vector<const Node*> section_extras(const Node& section) {
  std::vector<const Node*> extras;
  for (const Node& child : section.children)
    if (!is_rebuilt(child)) extras.push_back(&child);
  return extras;
}

bool values_in_memory(const Node& node) {
  if (node.bulk || node.is_deferred()) return false;
  return std::all_of(node.children.begin(), node.children.end(), [](const Node& c) { return values_in_memory(c); });
}

std::vector<Node> plan_section_extras(const Catalog& catalog, const std::vector<PartRef>& parts,
                                      const std::string& name) {
  const PartRef* first = nullptr;
  std::vector<const Node*> extras;
  for (const PartRef& part : parts) {
    const Node* section = part.zone->child(name);
    if (!section || section->label != "Elements_t") continue;
    const auto here = section_extras(*section);
    if (!first) {
      first = &part;
      extras = here;
      refuse_values_on_disk(catalog, part, name, extras);
      continue;
    }
    if (sorted_names(here) != sorted_names(extras))
      throw InputError(describe(catalog, part, name) + " and " + describe(catalog, *first, name) +
                       " have different children besides their elements: pcgns-merge cannot put them together");
    for (const Node* extra : extras) {
      const auto differences = compare_trees(*extra, *section->child(extra->name), {.max_differences = 1});
      if (!differences.empty())
        throw InputError(describe(catalog, part, name + "/" + extra->name) + " differs from " +
                         describe(catalog, *first, name + "/" + extra->name) + " (" + differences.front().what +
                         "): pcgns-merge keeps a section's other children only when every part has them alike");
    }
  }
  std::vector<Node> copies;
  copies.reserve(extras.size());
  for (const Node* extra : extras) copies.push_back(*extra);
  return copies;
}

}  // namespace pcgns::dist
