#include "dist/part_numbering.hpp"

#include <algorithm>
#include <cstring>

#include "dist/split_names.hpp"
#include "pcgns/error.hpp"

namespace pcgns::dist {
namespace {

// "file 'sol_0.cgns' node '/Base/Zone.P0.N0/<suffix>'"
std::string node_text(const std::string& file, const std::string& path) {
  return "file '" + file + "' node '" + path + "'";
}

std::vector<std::int64_t> read_numbering(const Node& holder, const char* name, ArraySource& source,
                                         const std::string& file, const std::string& holder_path) {
  const Node* numbering = holder.child(kGlobalNumbering);
  const Node* array = numbering ? numbering->child(name) : nullptr;
  if (!array) throw InputError(node_text(file, holder_path + "/" + kGlobalNumbering + "/" + name) + ": missing");
  return source.read_integers(*array);
}

// Sections[0] - Element[0]; only the first value is read.
std::optional<std::int64_t> dimension_offset(const Node& section, const std::vector<std::int64_t>& element,
                                             ArraySource& source) {
  const Node* numbering = section.child(kGlobalNumbering);
  const Node* sections = numbering ? numbering->child("Sections") : nullptr;
  if (!sections || element.empty() || sections->count() != static_cast<std::int64_t>(element.size())) return {};
  const auto first = source.read(*sections, 0, 1);
  Node value("", "", sections->type, {1});
  value.data = first;
  return value.as_int64().at(0) - element.front();
}

}  // namespace

PartNumbering::PartNumbering(const Catalog& catalog, const PartRef& part, ArraySource& source)
    : where_(describe(catalog, part)) {
  const std::string file = catalog.files[part.file].path.string();
  vertex_ = read_numbering(*part.zone, "Vertex", source, file, part.path);
  cell_ = read_numbering(*part.zone, "Cell", source, file, part.path);
  for (const Node& child : part.zone->children) {
    if (child.label != "Elements_t" || is_partition_interface(child)) continue;
    const auto range = child.require_child("ElementRange").as_int64();
    const std::string section_path = part.path + "/" + child.name;
    LocalSection section{
        child.name, range.at(0), range.at(1), read_numbering(child, "Element", source, file, section_path), {}};
    if (static_cast<std::int64_t>(section.element.size()) != section.local_end - section.local_start + 1)
      throw InputError(node_text(file, section_path + "/" + kGlobalNumbering + "/Element") +
                       ": one id per element expected");
    section.dimension_offset = dimension_offset(child, section.element, source);
    sections_.push_back(std::move(section));
  }
  std::sort(sections_.begin(), sections_.end(),
            [](const auto& a, const auto& b) { return a.local_start < b.local_start; });
}

const LocalSection* PartNumbering::section(const std::string& name) const {
  for (const auto& s : sections_)
    if (s.name == name) return &s;
  return nullptr;
}

namespace {

// A local vertex id that is no vertex of the part: the one message for every lookup.
[[noreturn]] void vertex_out_of_range(const std::string& where, std::int64_t local, std::size_t vertices) {
  throw InputError(where + ": vertex " + std::to_string(local) + " out of range 1.." + std::to_string(vertices));
}

template <class From, class To>
void renumber(const std::byte* local, std::byte* global, std::size_t count, const std::vector<std::int64_t>& vertex,
              const std::string& where) {
  const auto n = static_cast<std::int64_t>(vertex.size());
  for (std::size_t i = 0; i < count; ++i) {
    From id;
    std::memcpy(&id, local + i * sizeof(From), sizeof(From));
    const auto l = static_cast<std::int64_t>(id);
    if (l < 1 || l > n) vertex_out_of_range(where, l, vertex.size());
    const auto g = static_cast<To>(vertex[static_cast<std::size_t>(l - 1)]);
    std::memcpy(global + i * sizeof(To), &g, sizeof(To));
  }
}

template <class From>
void renumber_to(const std::byte* local, std::byte* global, std::size_t count, DataType to,
                 const std::vector<std::int64_t>& vertex, const std::string& where) {
  if (to == DataType::I4) renumber<From, std::int32_t>(local, global, count, vertex, where);
  else renumber<From, std::int64_t>(local, global, count, vertex, where);
}

}  // namespace

std::vector<std::byte> PartNumbering::global_connectivity(std::span<const std::byte> local, DataType from,
                                                          DataType to) const {
  if ((from != DataType::I4 && from != DataType::I8) || (to != DataType::I4 && to != DataType::I8))
    throw InputError(where_ + ": connectivity of type " + std::string(to_string(from)) + " where I4 or I8 is expected");
  const std::size_t count = local.size() / element_size(from);
  std::vector<std::byte> global(count * element_size(to));
  if (from == DataType::I4) renumber_to<std::int32_t>(local.data(), global.data(), count, to, vertex_, where_);
  else renumber_to<std::int64_t>(local.data(), global.data(), count, to, vertex_, where_);
  return global;
}

std::int64_t PartNumbering::global_vertex(std::int64_t local) const {
  if (local < 1 || local > static_cast<std::int64_t>(vertex_.size()))
    vertex_out_of_range(where_, local, vertex_.size());
  return vertex_[static_cast<std::size_t>(local - 1)];
}

std::int64_t PartNumbering::global_element(std::int64_t local,
                                           const std::map<std::string, std::int64_t>& starts) const {
  auto it = std::upper_bound(sections_.begin(), sections_.end(), local,
                             [](std::int64_t v, const LocalSection& s) { return v < s.local_start; });
  if (it != sections_.begin()) {
    const LocalSection& s = *(it - 1);
    if (local <= s.local_end) return starts.at(s.name) - 1 + s.element[static_cast<std::size_t>(local - s.local_start)];
  }
  throw InputError(where_ + ": element " + std::to_string(local) + " is in no section");
}

std::vector<std::int64_t> PartNumbering::global_points(std::vector<std::int64_t> local, bool vertices,
                                                       const std::map<std::string, std::int64_t>& starts) const {
  for (auto& id : local) id = vertices ? global_vertex(id) : global_element(id, starts);
  return local;
}

std::int64_t max_value(const std::vector<std::int64_t>& values) {
  return values.empty() ? 0 : *std::max_element(values.begin(), values.end());
}

}  // namespace pcgns::dist
