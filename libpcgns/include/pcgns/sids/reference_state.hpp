#pragma once
// ReferenceState_t ("ReferenceState" under a base, zone, BC...): an optional
// Descriptor_t "ReferenceStateDescription" and DataArray_t reference values.
#include <optional>
#include <string>
#include <vector>

#include "pcgns/sids/data_array.hpp"

namespace pcgns::sids {

class ReferenceStateView {
 public:
  explicit ReferenceStateView(NodeRef ref);

  const NodeRef& ref() const { return ref_; }
  const std::optional<std::string>& description() const { return description_; }
  const std::vector<DataArrayView>& values() const { return values_; }
  // The single value of a reference quantity ("Mach"); InputError when absent or not
  // one in-memory number.
  double value(std::string_view name) const;

 private:
  NodeRef ref_;
  std::optional<std::string> description_;
  std::vector<DataArrayView> values_;
};

// The ReferenceState_t child of `holder`, if any.
std::optional<ReferenceStateView> reference_state(const NodeRef& holder);

// Adds "ReferenceState" (as cg_state_write) with a description when not empty.
Node& add_reference_state(Node& holder, std::string_view description = {});

}  // namespace pcgns::sids
