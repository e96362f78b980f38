#include "split/unstructured/mixed_sections.hpp"

#include <algorithm>
#include <array>
#include <climits>
#include <cstring>
#include <map>
#include <optional>

#include "pcgns/error.hpp"
#include "pcgns/exchange/block_distribution.hpp"
#include "pcgns/mpi/agreement.hpp"
#include "pcgns/mpi_rank.hpp"
#include "split/unstructured/block_fetch.hpp"

namespace pcgns::split {

std::int64_t mixed_entries(std::span<const std::uint8_t> types) {
  std::int64_t entries = 0;
  for (const std::uint8_t type : types) entries += 1 + static_cast<std::int64_t>(mixed_nodes(type));
  return entries;
}

namespace {

std::string element_named(const std::string& where, std::int64_t number) {
  return where + " element " + std::to_string(number);
}

// The element type of a MIXED entry's code; InputError naming element `number` unless it
// is a fixed-size type. (The name is made only for the message: a string per element
// cost more than the walk.)
sids::ElementType entry_type(std::int64_t code, CgnsVersion version, const std::string& where, std::int64_t number) {
  const auto type = sids::decode_element_type(code, version);
  if (!type || !sids::is_fixed_size(*type))
    throw InputError(element_named(where, number) + " has type code " + std::to_string(code) +
                     ", not a fixed-size element type a MIXED section can hold");
  return *type;
}

// The type and vertex count of each code met, decoded once: a MIXED section holds a few
// types, and decoding them element by element showed in the profile of the walk.
class CodeTable {
 public:
  CodeTable(CgnsVersion version, const std::string& where) : version_(version), where_(where) {}
  std::pair<sids::ElementType, std::size_t> operator()(std::int64_t code, std::int64_t number) {
    if (code >= 0 && code < kCodes && nodes_[static_cast<std::size_t>(code)] > 0)
      return {types_[static_cast<std::size_t>(code)], nodes_[static_cast<std::size_t>(code)]};
    const auto type = entry_type(code, version_, where_, number);
    const auto nodes = static_cast<std::size_t>(sids::nodes_per_element(type));
    if (code >= 0 && code < kCodes) {
      types_[static_cast<std::size_t>(code)] = type;
      nodes_[static_cast<std::size_t>(code)] = nodes;
    }
    return {type, nodes};
  }

 private:
  static constexpr std::int64_t kCodes = 64;
  CgnsVersion version_;
  const std::string& where_;
  std::array<sids::ElementType, kCodes> types_{};
  std::array<std::size_t, kCodes> nodes_{};
};

}  // namespace

MixedRecords mixed_records(std::span<const std::int64_t> entries, std::int64_t count, std::int64_t first_number,
                           CgnsVersion version, const std::string& where) {
  MixedRecords result;
  result.types.reserve(static_cast<std::size_t>(count));
  CodeTable decoded(version, where);
  std::size_t at = 0;
  for (std::int64_t e = 0; e < count; ++e) {
    const std::int64_t number = first_number + e;
    if (at >= entries.size())
      throw InputError(element_named(where, number) + " lies past the end of ElementConnectivity");
    const auto [type, nodes] = decoded(entries[at], number);
    if (entries.size() - at - 1 < nodes)
      throw InputError(element_named(where, number) + " (" + std::string(sids::enum_name(type)) +
                       ") runs past the end of ElementConnectivity");
    result.types.push_back(static_cast<std::uint8_t>(type));
    result.width = std::max(result.width, nodes);
    at += 1 + nodes;
  }
  if (at != entries.size())
    throw InputError(where + ": ElementConnectivity holds " + std::to_string(entries.size() - at) +
                     " values after its last element");
  return result;  // padded once the width is agreed over the ranks
}

namespace {

// The padded records in integers of type T, the connectivity's own, made straight into
// bytes: no int64 copy of the records (for a 0.5 GiB mesh, hundreds of MiB a rank).
template <class T>
std::vector<std::byte> pad_into(const MixedRecords& block, std::span<const std::int64_t> entries) {
  std::vector<std::byte> bytes(block.types.size() * block.width * sizeof(T));
  std::vector<T> record(block.width);
  std::size_t at = 0;
  for (std::size_t e = 0; e < block.types.size(); ++e) {
    const std::size_t nodes = mixed_nodes(block.types[e]);
    for (std::size_t v = 0; v < nodes; ++v) record[v] = static_cast<T>(entries[at + 1 + v]);
    std::fill(record.begin() + static_cast<std::ptrdiff_t>(nodes), record.end(), nodes > 0 ? record[nodes - 1] : T{});
    std::memcpy(bytes.data() + e * block.width * sizeof(T), record.data(), block.width * sizeof(T));
    at += 1 + nodes;
  }
  return bytes;
}

std::vector<std::byte> padded_records(const MixedRecords& block, std::span<const std::int64_t> entries, DataType type,
                                      const std::string& where) {
  switch (type) {
    case DataType::I4: return pad_into<std::int32_t>(block, entries);
    case DataType::I8: return pad_into<std::int64_t>(block, entries);
    case DataType::U4: return pad_into<std::uint32_t>(block, entries);
    case DataType::U8: return pad_into<std::uint64_t>(block, entries);
    default:
      throw InputError(where + ": ElementConnectivity of type " + std::string(to_string(type)) + ", not integers");
  }
}

// Collective. The 3.x layout (no ElementStartOffset), where an element's entries are
// found only by walking past every element before it: rank 0 reads the connectivity
// and walks it once, and gives each rank where its block's entries start and end,
// instead of every rank reading and widening the whole array. InputError on every rank
// when the walk fails.
std::array<std::int64_t, 2> walked_block_entries(MPI_Comm comm, const Node& section, const std::string& section_path,
                                                 const exchange::BlockDistribution& blocks, std::int64_t count,
                                                 std::int64_t first_number, const BlockArrays& arrays,
                                                 dist::ArraySource& source, CgnsVersion version,
                                                 const std::string& where) {
  const std::vector<std::int64_t> bounds = mpi::run_agreed(comm, [&] {
    std::vector<std::int64_t> out;  // each rank's first entry and end, on rank 0
    if (rank_of(comm) != 0) return out;
    const Node& connectivity =
        arrays.input_of(section.require_child("ElementConnectivity"), section_path + "/ElementConnectivity");
    const MixedRecords walked = mixed_records(source.read_integers(connectivity), count, first_number, version, where);
    std::int64_t at = 0;
    for (int rank = 0; rank < size_of(comm); ++rank) {
      out.push_back(at);
      at += mixed_entries(
          std::span(walked.types)
              .subspan(static_cast<std::size_t>(blocks.first(rank) - 1), static_cast<std::size_t>(blocks.count(rank))));
      out.push_back(at);
    }
    return out;
  });
  std::array<std::int64_t, 2> mine{};
  MPI_Scatter(bounds.data(), 2, MPI_INT64_T, mine.data(), 2, MPI_INT64_T, 0, comm);
  return mine;
}

// This rank's block of the section's entries, from the input: through ElementStartOffset
// when the section has it (checked against the type codes), else from `walked`
// (walked_block_entries).
std::vector<std::int64_t> block_entries(const Node& section, const std::string& section_path, IdRun block,
                                        std::int64_t count, std::int64_t first_number,
                                        std::optional<std::array<std::int64_t, 2>> walked, const BlockArrays& arrays,
                                        dist::ArraySource& source, CgnsVersion version, const std::string& where) {
  const Node& connectivity_node = section.require_child("ElementConnectivity");
  const Node& connectivity = arrays.input_of(connectivity_node, section_path + "/ElementConnectivity");
  const Node* offsets_node = section.child("ElementStartOffset");
  if (!offsets_node) {
    const auto [from, to] = walked.value();
    return integers_of(source.read(connectivity, from, to - from), connectivity.type);
  }
  const Node& offsets_input = arrays.input_of(*offsets_node, section_path + "/ElementStartOffset");
  if (offsets_input.count() != count + 1)
    throw InputError(where + ": ElementStartOffset holds " + std::to_string(offsets_input.count()) + " values for " +
                     std::to_string(count) + " elements");
  const auto offsets = integers_of(source.read(offsets_input, block.first, block.count + 1), offsets_input.type);
  if (offsets.front() < 0 || offsets.back() < offsets.front() || offsets.back() > connectivity.count())
    throw InputError(where + ": ElementStartOffset runs outside ElementConnectivity");
  auto entries =
      integers_of(source.read(connectivity, offsets.front(), offsets.back() - offsets.front()), connectivity.type);
  CodeTable decoded(version, where);
  for (std::size_t e = 0; e + 1 < offsets.size(); ++e) {
    const auto at = static_cast<std::size_t>(offsets[e] - offsets.front());
    const std::int64_t number = first_number + block.first + static_cast<std::int64_t>(e);
    const auto [type, nodes] = decoded(entries.at(at), number);
    if (offsets[e + 1] - offsets[e] != 1 + static_cast<std::int64_t>(nodes))
      throw InputError(element_named(where, number) + ": ElementStartOffset gives it " +
                       std::to_string(offsets[e + 1] - offsets[e]) + " entries, its type code " +
                       std::string(sids::enum_name(type)) + " " + std::to_string(1 + sids::nodes_per_element(type)));
  }
  return entries;
}

struct SectionFacts {
  std::int64_t width = 0;
  std::int64_t low_dimension = INT_MAX, high_dimension = -1;
};

}  // namespace

void read_mixed_sections(MPI_Comm comm, ElementLayout& layout, const Node& zone, const std::string& zone_path,
                         ZoneSlices& slices, bool held, const BlockArrays& arrays, dist::ArraySource& source,
                         CgnsVersion version, const std::string& described) {
  if (!has_mixed(layout)) return;
  for (SectionInfo& info : layout.sections) {
    if (!info.mixed()) continue;
    const std::string where = described + " section '" + info.name + "'";
    const std::string path = zone_path + "/" + connectivity_of(info);
    const exchange::BlockDistribution blocks(info.count, size_of(comm));
    const IdRun block{blocks.first(rank_of(comm)) - 1, blocks.count(rank_of(comm))};
    const Node& section = zone.require_child(info.name);
    const DataType type = section.require_child("ElementConnectivity").type;
    std::optional<std::array<std::int64_t, 2>> walked;  // the same choice on every rank: the plan's tree
    if (!held && !section.child("ElementStartOffset"))
      walked = walked_block_entries(comm, section, zone_path + "/" + info.name, blocks, info.count, info.start, arrays,
                                    source, version, where);
    std::vector<std::int64_t> entries;
    MixedRecords records;
    SectionFacts facts;
    mpi::run_agreed(comm, [&] {
      if (held) {
        if (const Slice* slice = slices.find(path)) entries = slice->integers();
      } else {
        entries = block_entries(section, zone_path + "/" + info.name, block, info.count, info.start, walked, arrays,
                                source, version, where);
      }
      records = mixed_records(entries, block.count, info.start + block.first, version, where);
      facts.width = static_cast<std::int64_t>(records.width);
      for (const std::uint8_t t : records.types) {
        const std::int64_t dimension = sids::element_dimension(static_cast<sids::ElementType>(t));
        facts.low_dimension = std::min(facts.low_dimension, dimension);
        facts.high_dimension = std::max(facts.high_dimension, dimension);
      }
    });
    MPI_Allreduce(MPI_IN_PLACE, &facts.width, 1, MPI_INT64_T, MPI_MAX, comm);
    MPI_Allreduce(MPI_IN_PLACE, &facts.low_dimension, 1, MPI_INT64_T, MPI_MIN, comm);
    MPI_Allreduce(MPI_IN_PLACE, &facts.high_dimension, 1, MPI_INT64_T, MPI_MAX, comm);
    if (facts.low_dimension != facts.high_dimension)  // alike on every rank
      throw InputError(where + ": elements of dimensions " + std::to_string(facts.low_dimension) + " and " +
                       std::to_string(facts.high_dimension) +
                       " in one MIXED section; pcgns-split cuts MIXED sections of one dimension");
    records.width = static_cast<std::size_t>(facts.width);
    Slice slice;
    slice.bytes = padded_records(records, entries, type, where);  // the same type on every rank
    entries = {};
    slice.first = block.first;
    slice.count = block.count;
    slice.width = records.width;
    slice.type = type;
    slice.element_types = std::move(records.types);
    if (held && slices.has(zone_path + "/" + info.name + "/ElementStartOffset"))
      slices.take(zone_path + "/" + info.name + "/ElementStartOffset");  // the records replace it
    slices.put(path, std::move(slice));
    info.nodes = static_cast<int>(facts.width);
    info.mixed_dimension = static_cast<int>(facts.high_dimension);
  }
  mpi::run_agreed(comm, [&] { finish_layout(layout, described); });
}

namespace {

class MixedRecordArrays final : public ZoneArrays {
 public:
  MixedRecordArrays(std::unique_ptr<ZoneArrays> inner, const ElementLayout& layout, const std::string& zone_path,
                    ZoneSlices& slices)
      : inner_(std::move(inner)), slices_(slices) {
    for (const SectionInfo& section : layout.sections)
      if (section.records()) sections_[zone_path + "/" + connectivity_of(section)] = section.count;
  }

  FetchedValues fetch(MPI_Comm comm, const std::string& path, std::span<const IdRuns> requests) override {
    const bool types = path.ends_with("#types");
    const auto section = sections_.find(types ? path.substr(0, path.size() - 6) : path);
    if (section == sections_.end()) return inner_->fetch(comm, path, requests);
    const Slice* slice = slices_.find(section->first);
    if (!slice) throw InternalError("split: no records of '" + section->first + "'");
    auto fetched =
        types ? fetch_from_blocks(comm, section->second, 1, std::as_bytes(std::span(slice->element_types)), requests)
              : fetch_from_blocks(comm, section->second, slice->item_bytes(), slice->data(), requests);
    FetchedValues values(requests.size(), types ? DataType::B1 : slice->type);
    for (std::size_t r = 0; r < requests.size(); ++r) values.add_piece(r, values.keep(std::move(fetched[r])));
    return values;
  }
  void release() override { inner_->release(); }

 private:
  std::unique_ptr<ZoneArrays> inner_;
  ZoneSlices& slices_;
  std::map<std::string, std::int64_t> sections_;  // connectivity path -> elements
};

}  // namespace

std::unique_ptr<ZoneArrays> with_mixed_records(std::unique_ptr<ZoneArrays> arrays, const ElementLayout& layout,
                                               const std::string& zone_path, ZoneSlices& slices) {
  if (!has_mixed(layout) && !has_poly(layout)) return arrays;
  return std::make_unique<MixedRecordArrays>(std::move(arrays), layout, zone_path, slices);
}

}  // namespace pcgns::split
