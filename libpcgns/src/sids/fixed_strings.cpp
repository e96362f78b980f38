#include "sids/fixed_strings.hpp"

#include <cstring>

namespace pcgns::sids {

std::vector<std::string> split_fixed_names(const NodeRef& ref) {
  if (ref->type != DataType::C1)
    ref.fail("holds " + std::string(to_string(ref->type)) + " data, a C1 array of names expected");
  if (ref->dims.size() != 2 || ref->dims[0] != kNameWidth)
    ref.fail("dimensions " + format_dims(ref->dims) + ", expected [32, N]");
  if (!ref->has_data()) ref.fail("data is not in memory");
  const auto* chars = reinterpret_cast<const char*>(ref->data.data());
  std::vector<std::string> names;
  for (std::int64_t i = 0; i < ref->dims[1]; ++i) {
    std::string_view field(chars + i * kNameWidth, static_cast<std::size_t>(kNameWidth));
    field = field.substr(0, field.find('\0'));
    const auto last = field.find_last_not_of(' ');
    names.emplace_back(last == std::string_view::npos ? std::string_view{} : field.substr(0, last + 1));
  }
  return names;
}

Node make_fixed_names_node(std::string name, std::string label, const std::vector<std::string_view>& names) {
  Node node(std::move(name), std::move(label), DataType::C1, Dims{kNameWidth, static_cast<std::int64_t>(names.size())});
  node.data.assign(names.size() * static_cast<std::size_t>(kNameWidth), std::byte{' '});
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (names[i].size() > static_cast<std::size_t>(kNameWidth))
      throw UsageError("name '" + std::string(names[i]) + "' in '" + node.name + "' is longer than 32 characters");
    if (!names[i].empty()) std::memcpy(node.data.data() + i * kNameWidth, names[i].data(), names[i].size());
  }
  return node;
}

}  // namespace pcgns::sids
