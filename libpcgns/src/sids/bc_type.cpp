#include "pcgns/sids/bc_type.hpp"

#include "pcgns/sids/carried_enum.hpp"

namespace pcgns::sids {

BCType read_bc_type(const NodeRef& node) { return read_carried_enum<BCType>(node, "BCType", text(node)); }

}  // namespace pcgns::sids
