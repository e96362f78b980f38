// The data phase of partitioned unstructured zones: each group of arrays (coordinates,
// a solution, a section, a point list) is exchanged from the parts to contiguous
// blocks of global ids, then every rank puts its block.
#include <cstring>

#include "merge/poly_items.hpp"
#include "merge/unstructured_zone.hpp"
#include "pcgns/exchange/block_distribution.hpp"
#include "pcgns/exchange/part_to_block.hpp"
#include "pcgns/collective.hpp"
#include "pcgns/mpi_rank.hpp"
#include "pcgns/poly_layout.hpp"
#include "pcgns/sids/index_data.hpp"

namespace pcgns::merge {
namespace {

// Several arrays exchanged together: per id, the values of every array side by side.
struct Interleaved {
  std::vector<std::size_t> widths;  // bytes per id of each array
  std::size_t stride() const {
    std::size_t s = 0;
    for (auto w : widths) s += w;
    return s;
  }
};

std::vector<std::byte> interleave(const Interleaved& layout, const std::vector<std::vector<std::byte>>& arrays,
                                  std::size_t count) {
  const std::size_t stride = layout.stride();
  std::vector<std::byte> packed(count * stride);
  std::size_t column = 0;
  for (std::size_t a = 0; a < arrays.size(); ++a) {
    const std::size_t width = layout.widths[a];
    for (std::size_t i = 0; i < count; ++i)
      std::memcpy(packed.data() + i * stride + column, arrays[a].data() + i * width, width);
    column += width;
  }
  return packed;
}

std::vector<std::vector<std::byte>> deinterleave(const Interleaved& layout, const std::vector<std::byte>& packed) {
  const std::size_t stride = layout.stride();
  const std::size_t count = stride ? packed.size() / stride : 0;
  std::vector<std::vector<std::byte>> arrays;
  std::size_t column = 0;
  for (const std::size_t width : layout.widths) {
    std::vector<std::byte> array(count * width);
    for (std::size_t i = 0; i < count; ++i)
      std::memcpy(array.data() + i * width, packed.data() + i * stride + column, width);
    arrays.push_back(std::move(array));
    column += width;
  }
  return arrays;
}

// One group of arrays to exchange: for each of this rank's parts, the ids and the
// packed values; then the output paths of the arrays and their widths.
struct Group {
  std::string what;
  std::int64_t n = 0;
  Interleaved layout;
  std::vector<std::string> outputs;
  std::vector<std::int64_t> components;  // values per id of each array (connectivity: npe)
  exchange::Duplicates policy = exchange::Duplicates::require_equal;
  std::vector<std::vector<std::int64_t>> ids;
  std::vector<std::vector<std::byte>> values;
  std::vector<int> sources;
};

class ZoneWriter {
 public:
  ZoneWriter(MPI_Comm comm, const Catalog& catalog, const UnstructuredZone& zone, CgnsVersion version,
             ArraySource& source, ArrayTarget& target, const std::function<void()>& after_flush)
      : comm_(comm), rank_(rank_of(comm)), catalog_(catalog), zone_(zone), version_(version),
        source_(source), target_(target), after_flush_(after_flush), starts_(zone.section_starts()) {
    MPI_Comm_size(comm, &ranks_);
  }

  void run() {
    for (const auto& holder : holders(ArrayLocation::vertex)) put_located(holder, ArrayLocation::vertex);
    for (const auto& holder : holders(ArrayLocation::cell)) put_located(holder, ArrayLocation::cell);
    for (const auto& section : zone_.sections) {
      if (section.nodes_per_element > 0) put_fixed_section(section);
      else put_poly_section(section);
    }
    for (const auto& list : zone_.point_lists) put_point_list(list);
  }

 private:
  bool mine(std::size_t part) const { return zone_.owner[part] == rank_; }

  std::vector<std::string> holders(ArrayLocation location) const {
    std::vector<std::string> names;
    for (const auto& array : zone_.arrays)
      if (array.location == location && std::find(names.begin(), names.end(), array.holder) == names.end())
        names.push_back(array.holder);
    return names;
  }

  static std::vector<exchange::Contribution> contributions(const Group& group) {
    std::vector<exchange::Contribution> parts;
    for (std::size_t i = 0; i < group.ids.size(); ++i)
      parts.push_back({group.ids[i], group.values[i].data(), group.sources[i]});
    return parts;
  }

  // Messages name a part by its file and node.
  exchange::ExchangeContext context(const Group& group) const {
    return {group.what, [this](int part) { return describe(catalog_, zone_.parts[static_cast<std::size_t>(part)]); }};
  }

  void exchange_and_put(Group& group) {
    const auto block =
        exchange::part_to_block(comm_, group.n, group.layout.stride(), contributions(group), group.policy, context(group));
    group.ids.clear();
    group.values.clear();
    const exchange::BlockDistribution blocks(group.n, ranks_);
    const std::int64_t first = blocks.first(rank_) - 1;
    const std::int64_t count = blocks.count(rank_);
    auto arrays = deinterleave(group.layout, block);
    for (std::size_t a = 0; a < arrays.size(); ++a)
      target_.put(group.outputs[a], first * group.components[a], count * group.components[a], std::move(arrays[a]));
    target_.flush();
    if (after_flush_) after_flush_();
  }

  void add_part(Group& group, std::size_t part, std::vector<std::int64_t> ids,
                const std::vector<std::vector<std::byte>>& arrays) {
    const std::size_t count = ids.size();
    group.values.push_back(interleave(group.layout, arrays, count));
    group.ids.push_back(std::move(ids));
    group.sources.push_back(static_cast<int>(part));
  }

  void put_located(const std::string& holder, ArrayLocation location) {
    Group group;
    group.what = "zone '" + zone_.name + "' " + holder;
    group.n = location == ArrayLocation::vertex ? zone_.vertices : zone_.cells;
    for (const auto& array : zone_.arrays)
      if (array.holder == holder) {
        group.layout.widths.push_back(element_size(array.type));
        group.outputs.push_back(zone_.output_path + "/" + array.relative_path());
        group.components.push_back(1);
      }
    // Reading failures on one rank must not leave the others in the exchange.
    run_agreed(comm_, [&] { for (std::size_t p = 0; p < zone_.parts.size(); ++p) {
      if (!mine(p)) continue;
      std::vector<std::vector<std::byte>> arrays;
      for (const auto& array : zone_.arrays)
        if (array.holder == holder) arrays.push_back(source_.read_all(zone_.parts[p].zone->require_child(holder).require_child(array.name)));
      const auto& numbering = zone_.numbering.at(p);
      auto ids = location == ArrayLocation::vertex ? numbering.vertex() : numbering.cell();
      for (std::size_t a = 0; a < arrays.size(); ++a)
        if (arrays[a].size() != ids.size() * group.layout.widths[a])
          throw InputError(describe(catalog_, zone_.parts[p]) + "/" + holder + ": array size does not match the numbering");
      add_part(group, p, std::move(ids), arrays);
    } });
    exchange_and_put(group);
  }

  std::string section_path(const SectionPlan& section) const { return zone_.output_path + "/" + section.name; }

  void put_fixed_section(const SectionPlan& section) {
    const DataType type = section.index_type;
    Group group;
    group.what = "zone '" + zone_.name + "' section '" + section.name + "'";
    group.n = section.count;
    group.layout.widths = {element_size(type) * static_cast<std::size_t>(section.nodes_per_element)};
    group.outputs = {section_path(section) + "/ElementConnectivity"};
    group.components = {section.nodes_per_element};
    run_agreed(comm_, [&] { for (std::size_t p = 0; p < zone_.parts.size(); ++p) {
      const Node* node = mine(p) ? zone_.parts[p].zone->child(section.name) : nullptr;
      if (!node) continue;
      const auto& numbering = zone_.numbering.at(p);
      auto connectivity = source_.read_integers(node->require_child("ElementConnectivity"));
      for (auto& v : connectivity) v = numbering.global_vertex(v);
      const auto& ids = numbering.section(section.name)->element;
      if (connectivity.size() != ids.size() * static_cast<std::size_t>(section.nodes_per_element))
        throw InputError(describe(catalog_, zone_.parts[p]) + "/" + section.name + ": connectivity size does not match the element count");
      add_part(group, p, ids, {sids::encode_integers(connectivity, type)});
    } });
    exchange_and_put(group);
  }

  void put_poly_section(const SectionPlan& section) {
    const DataType type = section.index_type;
    const exchange::BlockDistribution blocks(section.count, ranks_);
    const std::int64_t first = blocks.first(rank_) - 1;  // 0-based first item
    const std::int64_t count = blocks.count(rank_);
    const auto& block = section.block;
    const auto* entries = reinterpret_cast<const std::int64_t*>(block.entries.data());
    std::vector<std::int64_t> items(entries, entries + (block.offsets.empty() ? 0 : block.offsets.back()));
    if (version_.has_element_start_offset()) {
      std::vector<std::int64_t> offsets;
      const bool last = count > 0 && first + count == section.count;
      for (std::int64_t i = 0; i < count + (last ? 1 : 0); ++i)
        offsets.push_back(section.entries_before + block.offsets[static_cast<std::size_t>(i)]);
      const auto n_offsets = static_cast<std::int64_t>(offsets.size());
      target_.put(section_path(section) + "/ElementStartOffset", first, n_offsets,
                  sids::encode_integers(offsets, type));
      const auto n_items = static_cast<std::int64_t>(items.size());
      target_.put(section_path(section) + "/ElementConnectivity", section.entries_before, n_items,
                  sids::encode_integers(items, type));
    } else {
      const bool counted = section.type != sids::ElementType::MIXED;
      auto layout = counted ? with_count_prefixes(block.offsets, items) : items;
      const std::int64_t at = section.entries_before + (counted ? first : 0);
      const auto n = static_cast<std::int64_t>(layout.size());
      target_.put(section_path(section) + "/ElementConnectivity", at, n, sids::encode_integers(layout, type));
    }
    target_.flush();
    if (after_flush_) after_flush_();
  }

  // Lists with Index numbering go back to their original order (positions exchanged
  // like ids, each given once); lists without are merged sorted by global id.
  void put_point_list(const PointListPlan& list) {
    const DataType type = zone_.point_list_type;
    Group group;
    group.what = "zone '" + zone_.name + "' " + list.path;
    group.n = list.count;
    group.policy = list.indexed ? exchange::Duplicates::unique : exchange::Duplicates::require_equal;
    if (list.indexed) add_output(group, "PointList", element_size(type));
    const Node* sample = nullptr;
    for (const auto& part : zone_.parts)
      if ((sample = find_node(*part.zone, list.path))) break;
    for (const auto& array : list.arrays) add_output(group, list.path + "/" + array, element_size(find_node(*sample, array)->type));
    if (list.indexed) group.outputs.front() = zone_.output_path + "/" + list.path + "/PointList";
    run_agreed(comm_, [&] {
      for (std::size_t p = 0; p < zone_.parts.size(); ++p) {
        const Node* holder = mine(p) ? find_node(*zone_.parts[p].zone, list.path) : nullptr;
        if (!holder) continue;
        auto points = zone_.numbering.at(p).global_points(source_.read_integers(holder->require_child("PointList")),
                                                          list.vertex, starts_);
        std::vector<std::vector<std::byte>> arrays;
        if (list.indexed) arrays.push_back(sids::encode_integers(points, type));
        for (const auto& array : list.arrays) arrays.push_back(source_.read_all(*find_node(*holder, array)));
        auto ids = list.indexed ? source_.read_integers(holder->require_child(kGlobalNumbering).require_child("Index"))
                                : std::move(points);
        add_part(group, p, std::move(ids), arrays);
      }
    });
    if (list.indexed) exchange_and_put(group);
    else exchange_sorted_and_put(group, list, list.vertex ? zone_.vertices : zone_.elements());
  }

  void add_output(Group& group, const std::string& relative, std::size_t width) {
    group.layout.widths.push_back(width);
    group.outputs.push_back(zone_.output_path + "/" + relative);
    group.components.push_back(1);
  }

  // The ids present, sorted, each once: this rank's share goes after the lower ranks'.
  void exchange_sorted_and_put(Group& group, const PointListPlan& list, std::int64_t n) {
    auto block =
        exchange::part_to_sparse_block(comm_, n, group.layout.stride(), contributions(group), group.policy, context(group));
    const auto count = static_cast<std::int64_t>(block.ids.size());
    std::int64_t before = 0;
    MPI_Exscan(&count, &before, 1, MPI_INT64_T, MPI_SUM, comm_);
    if (rank_ == 0) before = 0;
    target_.put(zone_.output_path + "/" + list.path + "/PointList", before, count,
                sids::encode_integers(block.ids, zone_.point_list_type));
    auto arrays = deinterleave(group.layout, block.values);
    for (std::size_t a = 0; a < arrays.size(); ++a) target_.put(group.outputs[a], before, count, std::move(arrays[a]));
    target_.flush();
    if (after_flush_) after_flush_();
  }

  MPI_Comm comm_;
  int rank_ = 0;
  int ranks_ = 1;
  const Catalog& catalog_;
  const UnstructuredZone& zone_;
  CgnsVersion version_;
  ArraySource& source_;
  ArrayTarget& target_;
  const std::function<void()>& after_flush_;
  std::map<std::string, std::int64_t> starts_;
};

}  // namespace

void put_unstructured_zone(MPI_Comm comm, const Catalog& catalog, const UnstructuredZone& zone,
                           CgnsVersion version, ArraySource& source, ArrayTarget& target,
                           const std::function<void()>& after_flush) {
  ZoneWriter(comm, catalog, zone, version, source, target, after_flush).run();
}

}  // namespace pcgns::merge
