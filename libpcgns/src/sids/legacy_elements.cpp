#include "pcgns/sids/legacy_elements.hpp"

#include "pcgns/sids/element_type.hpp"
#include "pcgns/sids/node_ref.hpp"
#include "pcgns/tree_io.hpp"

namespace pcgns::sids {
namespace {

template <class T>
void renumber_mixed(std::span<T> conn, const NodeRef& ref, CgnsVersion from) {
  std::size_t pos = 0;
  while (pos < conn.size()) {
    const auto code = static_cast<std::int64_t>(conn[pos]);
    const auto type = from.code < 3000 ? enum_from_number<ElementType>(code) : decode_element_type(code, from);
    if (!type || !is_fixed_size(*type))
      ref.fail("MIXED entry type number " + std::to_string(code) + " has no current equivalent");
    conn[pos] = static_cast<T>(*type);
    pos += static_cast<std::size_t>(nodes_per_element(*type)) + 1;
  }
}

void renumber_section(Node& section, const std::string& path, CgnsVersion from) {
  const NodeRef ref{&section, path};
  auto header = section.values<std::int32_t>();
  if (header.size() != 2) ref.fail("Elements_t data must hold 2 values");
  const auto type = decode_element_type(header[0], from);
  if (!type) ref.fail("invalid ElementType " + std::to_string(header[0]));
  header[0] = static_cast<std::int32_t>(*type);
  if (*type != ElementType::MIXED) return;
  Node* conn = section.child("ElementConnectivity");
  if (!conn) ref.fail("missing child 'ElementConnectivity'");
  load_data(*conn);
  const NodeRef conn_ref{conn, path + "/ElementConnectivity"};
  if (conn->type == DataType::I4) renumber_mixed(conn->values<std::int32_t>(), conn_ref, from);
  else renumber_mixed(conn->values<std::int64_t>(), conn_ref, from);
}

void walk(Node& node, const std::string& path, CgnsVersion from) {
  for (Node& child : node.children) {
    const std::string child_path = path + "/" + child.name;
    if (child.label == "Elements_t") renumber_section(child, child_path, from);
    else walk(child, child_path, from);
  }
}

}  // namespace

void renumber_element_types(Node& root, CgnsVersion from) {
  if (from.code >= 3200) return;
  walk(root, "", from);
}

}  // namespace pcgns::sids
