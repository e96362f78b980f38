#include "pcgns/sids/reference_state.hpp"

namespace pcgns::sids {

ReferenceStateView::ReferenceStateView(NodeRef ref)
    : ref_(labelled(std::move(ref), "ReferenceState_t")), values_(data_arrays(ref_)) {
  if (const auto description = ref_.child("ReferenceStateDescription")) description_ = text(*description);
}

double ReferenceStateView::value(std::string_view name) const {
  for (const auto& v : values_) {
    if (v.name() != name) continue;
    if (v.size() != 1) v.ref.fail("expected a single value, found " + std::to_string(v.size()));
    return v.as_double().front();
  }
  ref_.fail("missing reference value '" + std::string(name) + "'");
}

std::optional<ReferenceStateView> reference_state(const NodeRef& holder) {
  const auto refs = holder.children_with_label("ReferenceState_t");
  if (refs.empty()) return std::nullopt;
  return ReferenceStateView(refs.front());
}

Node& add_reference_state(Node& holder, std::string_view description) {
  Node state("ReferenceState", "ReferenceState_t");
  if (!description.empty()) state.add(make_string_node("ReferenceStateDescription", "Descriptor_t", description));
  return holder.add(std::move(state));
}

}  // namespace pcgns::sids
