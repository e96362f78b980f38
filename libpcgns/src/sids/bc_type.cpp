#include "pcgns/sids/bc_type.hpp"

namespace pcgns::sids {

BCType read_bc_type(const NodeRef& node) {
  const std::string name = text(node);
  const auto type = parse_enum<BCType>(name);
  if (!type) node.fail("unknown BCType '" + name + "'");
  return *type;
}

}  // namespace pcgns::sids
