#pragma once
// Descriptor_t: a named text (C1 [length]).
#include <string>
#include <vector>

#include "pcgns/sids/node_ref.hpp"

namespace pcgns::sids {

struct DescriptorView {
  NodeRef ref;
  const std::string& name() const { return ref->name; }
  std::string text() const { return sids::text(ref); }
};

std::vector<DescriptorView> descriptors(const NodeRef& holder);

Node& add_descriptor(Node& holder, std::string name, std::string_view text);

}  // namespace pcgns::sids
