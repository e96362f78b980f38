#include "split/unstructured/zone_slices.hpp"

#include <algorithm>

#include "dist/array_target.hpp"
#include "pcgns/error.hpp"
#include "pcgns/exchange/block_distribution.hpp"
#include "pcgns/mpi_rank.hpp"
#include "pcgns/sids/element_type.hpp"
#include "sids/zone_holders.hpp"

namespace pcgns::split {

std::size_t item_width(const Node& zone, const std::string& relative) {
  // A donor list towards a structured zone holds an index triple (or pair) per entry.
  if (relative.ends_with("/PointListDonor")) {
    const Node* donors = find_node(zone, relative);
    return donors && donors->dims.size() == 2 && donors->dims[0] > 1 ? static_cast<std::size_t>(donors->dims[0]) : 1;
  }
  const auto slash = relative.find('/');
  if (slash == std::string::npos || relative.substr(slash + 1) != "ElementConnectivity") return 1;
  const Node* section = zone.child(relative.substr(0, slash));
  if (!section || section->label != "Elements_t") return 1;
  const int nodes = sids::nodes_per_element(static_cast<sids::ElementType>(section->as_int64().at(0)));
  return nodes > 0 ? static_cast<std::size_t>(nodes) : 1;
}

namespace {

void deferred_arrays(const Node& node, const std::string& path, std::vector<std::pair<std::string, const Node*>>& out) {
  for (const Node& child : node.children) {
    const std::string child_path = path + "/" + child.name;
    const bool array = child.label == "DataArray_t" || child.label == "IndexArray_t";
    if (child.is_deferred() || (array && child.has_data())) out.emplace_back(child_path, &child);
    else deferred_arrays(child, child_path, out);
  }
}

}  // namespace

bool is_cut_holder(const Node& child) {
  static const char* const kLabels[] = {"Elements_t", "ZoneBC_t", "ZoneGridConnectivity_t", "ZoneSubRegion_t"};
  return sids::is_located_holder(child) ||
         std::any_of(std::begin(kLabels), std::end(kLabels), [&](const char* label) { return child.label == label; });
}

namespace {

// Keeps what pcgns-merge's data phase puts, as slices of items.
class SliceTarget final : public dist::ArrayTarget {
 public:
  SliceTarget(const Node& zone, const std::string& zone_path, ZoneSlices& slices)
      : zone_(zone), zone_path_(zone_path), slices_(slices) {}
  void put(const std::string& path, std::int64_t first, std::int64_t count, std::vector<std::byte> values) override {
    const std::string relative = path.substr(zone_path_.size() + 1);
    const Node* node = find_node(zone_, relative);
    if (!node) throw InternalError("split: no node '" + path + "' in the merged zone");
    const auto width = static_cast<std::int64_t>(item_width(zone_, relative));
    if (first % width != 0 || count % width != 0) throw InternalError("split: '" + path + "' sliced inside an element");
    bytes_ += static_cast<std::int64_t>(values.size());
    // A rank's block may come in pieces (one run of consecutive ids after another).
    if (Slice* held = slices_.held(path)) {
      if (first / width != held->first + held->count)
        throw InternalError("split: '" + path + "' put out of order on this rank");
      held->bytes.insert(held->bytes.end(), values.begin(), values.end());
      held->count += count / width;
      return;
    }
    Slice slice;
    slice.width = static_cast<std::size_t>(width);
    slice.type = node->type;
    slice.first = first / width;
    slice.count = count / width;
    slice.bytes = std::move(values);
    slices_.put(path, std::move(slice));
  }
  void put_box(const std::string& path, const Dims&, const Dims&, std::vector<std::byte>) override {
    throw InternalError("split: a box of '" + path + "' in an unstructured zone");
  }
  // The split holds values in memory to route them, so they are always read.
  bool copy(const std::string&, std::int64_t, std::int64_t, const dist::ArraySource::FileSpan&) override {
    return false;
  }
  void flush() override {}
  bool takes_any_range() const override { return false; }

 private:
  const Node& zone_;
  std::string zone_path_;
  ZoneSlices& slices_;
};

void read_whole_zone(MPI_Comm comm, const Node& zone, const std::string& zone_path, const BlockArrays& arrays,
                     dist::ArraySource& source, ZoneSlices& slices) {
  std::vector<std::pair<std::string, const Node*>> found;
  for (const Node& child : zone.children)
    if (is_cut_holder(child)) deferred_arrays(child, zone_path + "/" + child.name, found);
  const int rank = rank_of(comm), ranks = size_of(comm);
  for (const auto& [path, node] : found) {
    const Node* input = &arrays.input_of(*node, path);
    Slice slice;
    slice.width = item_width(zone, path.substr(zone_path.size() + 1));
    slice.type = node->type;
    const exchange::BlockDistribution blocks(node->count() / static_cast<std::int64_t>(slice.width), ranks);
    slice.first = blocks.first(rank) - 1;
    slice.count = blocks.count(rank);
    const auto width = static_cast<std::int64_t>(slice.width);
    if (slice.count > 0 && input->has_data()) {
      const auto begin = input->data.begin() + static_cast<std::ptrdiff_t>(slice.first * width) *
                                                   static_cast<std::ptrdiff_t>(element_size(input->type));
      slice.bytes.assign(begin, begin + static_cast<std::ptrdiff_t>(slice.count * width) *
                                            static_cast<std::ptrdiff_t>(element_size(input->type)));
      slices.put(path, std::move(slice));
    } else {  // read from the file when first needed
      slices.put_pending(path, [slice, input, width, &source]() mutable {
        if (slice.count == 0) return std::move(slice);
        // Read, not mapped: an input truncated meanwhile is an IoError naming it.
        slice.bytes = source.read(*input, slice.first * width, slice.count * width);
        return std::move(slice);
      });
    }
  }
}

template <class T>
void widen_into(std::span<const std::byte> bytes, std::size_t first, std::size_t count, std::int64_t* out) {
  const T* values = reinterpret_cast<const T*>(bytes.data()) + first;
  std::copy_n(values, count, out);
}

}  // namespace

void Slice::integers(std::size_t from, std::size_t values, std::int64_t* out) const {
  const auto values_here = data();
  if ((from + values) * element_size(type) > values_here.size()) throw InternalError("split: values beyond a slice");
  switch (type) {
    case DataType::I4: return widen_into<std::int32_t>(values_here, from, values, out);
    case DataType::I8: return widen_into<std::int64_t>(values_here, from, values, out);
    case DataType::U4: return widen_into<std::uint32_t>(values_here, from, values, out);
    case DataType::U8: return widen_into<std::uint64_t>(values_here, from, values, out);
    default: throw InputError("split: " + std::string(to_string(type)) + " values where integers are expected");
  }
}

std::vector<std::int64_t> Slice::integers() const {
  std::vector<std::int64_t> values(data().size() / std::max<std::size_t>(element_size(type), 1));
  integers(0, values.size(), values.data());
  return values;
}

std::vector<std::int64_t> integers_of(std::vector<std::byte> bytes, DataType type) {
  Slice slice;
  slice.type = type;
  slice.bytes = std::move(bytes);
  return slice.integers();
}

const Slice* ZoneSlices::find(const std::string& path) {
  if (const auto loaded = slices_.find(path); loaded != slices_.end()) return &loaded->second;
  const auto loader = loaders_.find(path);
  if (loader == loaders_.end()) return nullptr;
  return &(slices_[path] = loader->second());
}

Slice ZoneSlices::take(const std::string& path) {
  if (!find(path)) throw InternalError("split: no slice of '" + path + "'");
  Slice slice = std::move(slices_.at(path));
  slices_.erase(path);
  loaders_.erase(path);  // taken: not to be read again
  return slice;
}

void ZoneSlices::release(const std::string& path) {
  if (loaders_.count(path) > 0) slices_.erase(path);
}

bool held_in_slices(const dist::OutputPlan& plan, const std::string& zone_path) {
  return std::any_of(plan.unstructured.begin(), plan.unstructured.end(),
                     [&](const dist::UnstructuredZone& z) { return z.output_path == zone_path; });
}

ZoneSlices gather_zone_slices(MPI_Comm comm, const dist::Catalog& catalog, const dist::OutputPlan& plan,
                              const Node& zone_node, const std::string& zone_path, const BlockArrays& arrays,
                              CgnsVersion version, dist::ArraySource& source) {
  ZoneSlices slices;
  if (!held_in_slices(plan, zone_path)) {
    read_whole_zone(comm, zone_node, zone_path, arrays, source, slices);
    return slices;
  }
  const auto partitioned = std::find_if(plan.unstructured.begin(), plan.unstructured.end(),
                                        [&](const dist::UnstructuredZone& z) { return z.output_path == zone_path; });
  SliceTarget target(zone_node, zone_path, slices);
  dist::put_unstructured_zone(comm, catalog, *partitioned, version, source, target, {});
  return slices;
}

}  // namespace pcgns::split
