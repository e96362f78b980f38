#include "pcgns/sids/descriptor.hpp"

namespace pcgns::sids {

std::vector<DescriptorView> descriptors(const NodeRef& holder) {
  std::vector<DescriptorView> out;
  for (auto& ref : holder.children_with_label("Descriptor_t")) {
    (void)text(ref);  // validates type and presence of the text
    out.push_back({std::move(ref)});
  }
  return out;
}

Node& add_descriptor(Node& holder, std::string name, std::string_view text) {
  return holder.add(make_string_node(std::move(name), "Descriptor_t", text));
}

}  // namespace pcgns::sids
