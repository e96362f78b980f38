#include "capi/parent_skeleton.hpp"

#include <vector>

#include "pcgns/sids/elements.hpp"

namespace pcgns::capi {
namespace {

struct SectionAt {
  Node* node;
  std::string path;
};

// Every section of the tree, in tree order: the same list on every rank.
std::vector<SectionAt> every_section(Node& tree) {
  std::vector<SectionAt> found;
  for (Node* base : tree.children_with_label("CGNSBase_t"))
    for (Node* zone : base->children_with_label("Zone_t"))
      for (Node* section : zone->children_with_label("Elements_t"))
        found.push_back({section, "/" + base->name + "/" + zone->name + "/" + section->name});
  return found;
}

}  // namespace

void add_requested_parents(MPI_Comm comm, Node& tree, const std::set<std::string>& requested) {
  const std::vector<SectionAt> sections = every_section(tree);
  std::vector<int> wanted(sections.size());
  for (std::size_t i = 0; i < sections.size(); ++i) wanted[i] = requested.count(sections[i].path) > 0 ? 1 : 0;
  MPI_Allreduce(MPI_IN_PLACE, wanted.data(), static_cast<int>(wanted.size()), MPI_INT, MPI_MAX, comm);
  for (std::size_t i = 0; i < sections.size(); ++i)
    if (wanted[i] != 0 && sections[i].node->child("ParentElements") == nullptr)
      sids::add_parent_elements(*sections[i].node);
}

}  // namespace pcgns::capi
