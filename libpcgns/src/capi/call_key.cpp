#include "capi/call_key.hpp"

#include <cstdint>

#include "capi/fnv1a.hpp"
#include "pcgns/error.hpp"

namespace pcgns::capi {

std::string call_key(const std::vector<std::string>& words) {
  std::string key;
  for (const auto& word : words) key += word + "|";
  return key;
}

std::string key_word(const char* text) { return text ? text : "(null)"; }

std::string digest_word(const void* bytes, std::size_t size) {
  if (bytes == nullptr) return "(null)";
  std::uint64_t digest = kFnvOffsetBasis;
  const auto* byte = static_cast<const unsigned char*>(bytes);
  for (std::size_t i = 0; i < size; ++i) digest = fnv1a(digest, byte[i]);
  return std::to_string(digest);
}

std::string label_under(const OpenFile& file, const Located& parent, const std::string& relative) {
  // A direct child by the index: a base's zones are many, and each zone's definition asks.
  ChildIndex* index = relative.find('/') == std::string::npos ? child_index_of(file.tree()) : nullptr;
  const Node* node = index ? index->named(*parent.node, relative) : find_node(*parent.node, relative);
  return node ? node->label : std::string();
}

void require_same_kind(const OpenFile& file, const Located& parent, const std::string& relative,
                       const std::string& before) {
  if (before.empty()) return;
  const std::string after = label_under(file, parent, relative);
  if (after != before)
    throw InputError("the name is taken by a node of label " + before + ", which a " + after +
                     " node of the same name would replace");
}

}  // namespace pcgns::capi
