#include "pcgns/sids/index_data.hpp"

#include <algorithm>
#include <cstring>

namespace pcgns::sids {

DataType index_type_for(std::int64_t max_value) { return max_value > kMaxInt32 ? DataType::I8 : DataType::I4; }

std::vector<std::byte> encode_integers(const std::vector<std::int64_t>& values, DataType type) {
  std::vector<std::byte> bytes(values.size() * element_size(type));
  if (type == DataType::I8) {
    if (!values.empty()) std::memcpy(bytes.data(), values.data(), bytes.size());
    return bytes;
  }
  if (type != DataType::I4) throw UsageError("index data must be I4 or I8, not " + std::string(to_string(type)));
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (values[i] > kMaxInt32 || values[i] < -kMaxInt32 - 1)
      throw UsageError("value " + std::to_string(values[i]) + " does not fit in I4");
    const auto narrow = static_cast<std::int32_t>(values[i]);
    std::memcpy(bytes.data() + i * sizeof narrow, &narrow, sizeof narrow);
  }
  return bytes;
}

Node make_index_node(std::string name, std::string label, const std::vector<std::int64_t>& values, Dims dims) {
  std::int64_t widest = 0;
  for (auto v : values) widest = std::max(widest, v < 0 ? -v : v);
  if (dims.empty()) dims = {static_cast<std::int64_t>(values.size())};
  const DataType type = index_type_for(widest);
  Node node(std::move(name), std::move(label), type, std::move(dims));
  node.data = encode_integers(values, type);
  return node;
}

}  // namespace pcgns::sids
