#include "dist/zone_groups.hpp"

#include <algorithm>
#include <map>
#include <optional>
#include <regex>

#include "pcgns/error.hpp"

namespace pcgns::dist {
namespace {

struct PartName {
  std::string original;
  int rank = 0;
  int index = 0;
};

std::optional<PartName> parse_part_name(const Node& zone) {
  static const std::regex pattern(R"(^(.+)\.P([0-9]+)\.N([0-9]+)$)");
  std::smatch match;
  if (!zone.child(kGlobalNumbering) || !std::regex_match(zone.name, match, pattern)) return std::nullopt;
  return PartName{match[1], std::stoi(match[2]), std::stoi(match[3])};
}

bool is_structured(const Node& zone) {
  const Node* type = zone.child("ZoneType");
  return type && type->as_string() == "Structured";
}

std::string file_name(const Catalog& catalog, std::size_t file) {
  return "'" + catalog.files[file].path.string() + "'";
}

// Where each output zone name was first seen, to reject clashes across files.
struct Seen {
  std::string base;
  PartRef part;
};

class Grouper {
 public:
  explicit Grouper(const Catalog& catalog) : catalog_(catalog) {}

  std::vector<BaseGroup> run() {
    for (std::size_t f = 0; f < catalog_.files.size(); ++f)
      for (const Node& base : catalog_.files[f].tree.children)
        if (base.label == "CGNSBase_t") add_base(f, base);
    for (auto& base : bases_)
      for (auto& zone : base.zones) sort_parts(zone);
    return std::move(bases_);
  }

 private:
  void add_base(std::size_t file, const Node& base) {
    BaseGroup& group = base_group(file, base);
    for (const Node& zone : base.children) {
      if (zone.label != "Zone_t") continue;
      PartRef part{file, &zone, "/" + base.name + "/" + zone.name};
      if (auto name = parse_part_name(zone)) {
        part.rank = name->rank;
        part.index = name->index;
        add_part(group, name->original, std::move(part));
      } else {
        add_whole(group, std::move(part));
      }
    }
  }

  BaseGroup& base_group(std::size_t file, const Node& base) {
    for (auto& group : bases_) {
      if (group.name != base.name) continue;
      if (group.node->data != base.data)
        throw InputError("base '" + base.name + "' has different dimensions in " +
                         file_name(catalog_, group.first_file) + " and " + file_name(catalog_, file));
      return group;
    }
    bases_.push_back(BaseGroup{base.name, file, &base, {}});
    return bases_.back();
  }

  void add_whole(BaseGroup& base, PartRef part) {
    const std::string name = part.zone->name;
    check_unclaimed(base, name, part);
    ZoneGroup zone{name, ZoneShape::whole, is_structured(*part.zone), {}};
    zone.parts.push_back(part);
    base.zones.push_back(std::move(zone));
    seen_[base.name + "/" + name] = Seen{base.name, std::move(part)};
  }

  void add_part(BaseGroup& base, const std::string& original, PartRef part) {
    if (auto whole = seen_.find(base.name + "/" + original); whole != seen_.end())
      throw InputError("zone '" + original + "' is whole in " + describe(catalog_, whole->second.part) +
                       " but partitioned in " + describe(catalog_, part));
    auto seen = parts_seen_.find(original);
    if (seen == parts_seen_.end()) {
      const bool structured = is_structured(*part.zone);
      base.zones.push_back(ZoneGroup{
          original, structured ? ZoneShape::structured_parts : ZoneShape::unstructured_parts, structured, {part}});
      parts_seen_[original] = Seen{base.name, std::move(part)};
      return;
    }
    const Seen& first = seen->second;
    if (first.base != base.name)
      throw InputError("parts of zone '" + original + "' disagree on base names: " + describe(catalog_, first.part) +
                       " and " + describe(catalog_, part));
    if (is_structured(*first.part.zone) != is_structured(*part.zone))
      throw InputError("parts of zone '" + original + "' disagree on zone type: " + describe(catalog_, first.part) +
                       " and " + describe(catalog_, part));
    for (auto& zone : base.zones)
      if (zone.name == original) {
        zone.parts.push_back(std::move(part));
        break;  // one group per original name
      }
  }

  void check_unclaimed(const BaseGroup& base, const std::string& name, const PartRef& part) {
    const Seen* seen = nullptr;
    if (auto it = seen_.find(base.name + "/" + name); it != seen_.end()) seen = &it->second;
    if (auto it = parts_seen_.find(name); it != parts_seen_.end() && it->second.base == base.name) seen = &it->second;
    if (!seen) return;
    throw InputError("zone '" + name + "' appears twice: " + describe(catalog_, seen->part) + " and " +
                     describe(catalog_, part));
  }

  void sort_parts(ZoneGroup& zone) const {
    if (zone.shape == ZoneShape::whole) return;
    std::stable_sort(zone.parts.begin(), zone.parts.end(), [](const PartRef& a, const PartRef& b) {
      return std::pair(a.rank, a.index) < std::pair(b.rank, b.index);
    });
    for (std::size_t i = 1; i < zone.parts.size(); ++i)
      if (zone.parts[i].rank == zone.parts[i - 1].rank && zone.parts[i].index == zone.parts[i - 1].index)
        throw InputError("zone '" + zone.name + "': part P" + std::to_string(zone.parts[i].rank) + ".N" +
                         std::to_string(zone.parts[i].index) + " appears twice: " +
                         describe(catalog_, zone.parts[i - 1]) + " and " + describe(catalog_, zone.parts[i]));
  }

  const Catalog& catalog_;
  std::vector<BaseGroup> bases_;
  std::map<std::string, Seen> seen_;        // whole zones by "base/zone"
  std::map<std::string, Seen> parts_seen_;  // partitioned zones by original name
};

}  // namespace

std::vector<BaseGroup> group_zones(const Catalog& catalog) { return Grouper(catalog).run(); }

std::string describe(const Catalog& catalog, const PartRef& part) {
  return "file " + file_name(catalog, part.file) + " node '" + part.path + "'";
}

std::string describe(const Catalog& catalog, const PartRef& part, const std::string& relative) {
  return "file " + file_name(catalog, part.file) + " node '" + part.path + "/" + relative + "'";
}

}  // namespace pcgns::dist
