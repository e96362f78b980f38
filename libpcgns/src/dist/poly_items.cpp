#include "dist/poly_items.hpp"

#include "pcgns/error.hpp"

namespace pcgns::dist {
namespace {

PolyItems walk_legacy(const std::vector<std::int64_t>& raw, sids::ElementType type, std::int64_t count,
                      CgnsVersion version, const std::string& where) {
  PolyItems items;
  items.offsets.push_back(0);
  std::size_t at = 0;
  for (std::int64_t e = 0; e < count; ++e) {
    if (at >= raw.size()) throw InputError(where + ": connectivity ends before element " + std::to_string(e + 1));
    std::int64_t length = 0;
    if (type == sids::ElementType::MIXED) {
      // -1 (an unknown type code) must not become a zero-length element.
      const int nodes = sids::mixed_entry_nodes(raw[at], version);
      if (nodes < 0)
        throw InputError(where + ": element " + std::to_string(e + 1) + " has an invalid MIXED type code " +
                         std::to_string(raw[at]));
      length = 1 + nodes;
    } else {
      length = raw[at++];  // the 3.x count prefix is dropped
    }
    if (length < 0 || at + static_cast<std::size_t>(length) > raw.size())
      throw InputError(where + ": element " + std::to_string(e + 1) + " runs past the connectivity");
    items.entries.insert(items.entries.end(), raw.begin() + static_cast<std::ptrdiff_t>(at),
                         raw.begin() + static_cast<std::ptrdiff_t>(at + static_cast<std::size_t>(length)));
    at += static_cast<std::size_t>(length);
    items.offsets.push_back(static_cast<std::int64_t>(items.entries.size()));
  }
  return items;
}

}  // namespace

PolyItems read_poly_items(const Node& section, sids::ElementType type, std::int64_t count, CgnsVersion version,
                          ArraySource& source, const std::string& where) {
  auto raw = source.read_integers(section.require_child("ElementConnectivity"));
  const Node* offsets = section.child("ElementStartOffset");
  if (!version.has_element_start_offset() || !offsets) return walk_legacy(raw, type, count, version, where);
  PolyItems items{source.read_integers(*offsets), std::move(raw)};
  if (static_cast<std::int64_t>(items.offsets.size()) != count + 1 || items.offsets.front() != 0 ||
      items.offsets.back() != static_cast<std::int64_t>(items.entries.size()))
    throw InputError(where + ": ElementStartOffset does not match ElementConnectivity");
  return items;
}
}  // namespace pcgns::dist
