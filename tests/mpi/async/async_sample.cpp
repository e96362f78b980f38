#include "mpi/async/async_sample.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cstring>
#include <stdexcept>

#include "pcgns/tree_io.hpp"

namespace pcgns::test {
namespace {

template <class T>
void put(std::vector<std::byte>& out, std::size_t at, T value) {
  std::memcpy(out.data() + at * sizeof(T), &value, sizeof(T));
}

Node skeleton() {
  Node root("/", "Root Node of HDF5 File");
  Node& base = root.add(make_data_node("Base", "CGNSBase_t", std::vector<std::int32_t>{3, 3}));
  Node& zone = base.add(make_data_node("Zone", "Zone_t", std::vector<std::int64_t>{8, 1, 0}, {1, 3}));
  zone.add(make_string_node("ZoneType", "ZoneType_t", "Unstructured"));
  zone.add(Node("FlowSolution", "FlowSolution_t")).add(make_string_node("GridLocation", "GridLocation_t", "Vertex"));
  return root;
}

std::string leaf(const std::string& path) { return path.substr(path.rfind('/') + 1); }

}  // namespace

Node AsyncSample::tree() const {
  Node root = skeleton();
  Node* solution = find_node(root, "/Base/Zone/FlowSolution");
  for (const FieldSpec& f : fields) solution->add(make_deferred_node(leaf(f.path), "DataArray_t", f.type, {total(f)}));
  return root;
}

AsyncSample make_sample(int count, std::int64_t elements, int ranks) {
  static constexpr DataType kTypes[] = {DataType::R8, DataType::R4, DataType::I4, DataType::I8};
  AsyncSample sample;
  sample.ranks = ranks;
  for (int k = 0; k < count; ++k)
    sample.fields.push_back({"/Base/Zone/FlowSolution/F" + std::to_string(k), kTypes[k % 4], elements + 7 * k});
  return sample;
}

std::vector<std::byte> field_values(const FieldSpec& field, int step, std::int64_t first, std::int64_t count) {
  // The field's number keeps fields apart, the step keeps steps apart.
  const auto k = std::stoll(leaf(field.path).substr(1));
  std::vector<std::byte> out(static_cast<std::size_t>(count) * element_size(field.type));
  for (std::int64_t i = 0; i < count; ++i) {
    const std::int64_t g = first + i;
    const double real = static_cast<double>(k + 1) * 1000.0 + step * 100000.0 + static_cast<double>(g) * 0.5;
    const std::int64_t integer = (k + 1) * 1000 + step * 100000 + g;
    const auto at = static_cast<std::size_t>(i);
    switch (field.type) {
      case DataType::R8: put(out, at, real); break;
      case DataType::R4: put(out, at, static_cast<float>(real)); break;
      case DataType::I4: put(out, at, static_cast<std::int32_t>(integer)); break;
      case DataType::I8: put(out, at, integer); break;
      default: throw std::logic_error("unexpected sample type");
    }
  }
  return out;
}

std::vector<std::byte> expected_array(const AsyncSample& sample, const FieldSpec& field, int step, int file_rank) {
  return field_values(field, step, file_rank * field.per_rank, sample.total(field));
}

std::vector<std::byte> read_array(const std::filesystem::path& file, const std::string& node_path) {
  const Node tree = read_tree(file);
  const Node* node = find_node(tree, node_path);
  if (!node) throw std::runtime_error(node_path + " not in " + file.string());
  if (node->has_data()) return node->data;
  std::vector<std::byte> values(static_cast<std::size_t>(node->byte_size()));
  read_bulk(*node->bulk, node->type, 0, node->count(), values.data());
  return values;
}

std::filesystem::path temporary_of(const std::filesystem::path& final_name) {
  const std::string prefix = "." + final_name.filename().string() + ".pcgns-";
  for (const auto& entry : std::filesystem::directory_iterator(final_name.parent_path()))
    if (entry.path().filename().string().starts_with(prefix))
      return entry.path() / final_name.filename();  // the file inside the private directory
  throw std::runtime_error("no temporary file for " + final_name.string());
}

std::int64_t array_offset(const std::filesystem::path& file, const std::string& node_path) {
  ReadOptions options;
  options.load_threshold = -1;  // every array stays on disk, with its offset
  const Node tree = read_tree(file, options);
  const Node* node = find_node(tree, node_path);
  if (!node || !node->bulk || node->bulk->offset < 0)
    throw std::runtime_error(node_path + " is not a contiguous array of " + file.string());
  return node->bulk->offset;
}

std::vector<std::byte> pread_bytes(const std::filesystem::path& file, std::int64_t offset, std::int64_t bytes) {
  std::vector<std::byte> out(static_cast<std::size_t>(bytes));
  const int fd = ::open(file.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) throw std::runtime_error("cannot open " + file.string());
  const auto got = ::pread(fd, out.data(), out.size(), static_cast<off_t>(offset));
  ::close(fd);
  if (got != static_cast<ssize_t>(out.size())) throw std::runtime_error("short read of " + file.string());
  return out;
}

void write_reference_file(const std::filesystem::path& file, const AsyncSample& sample, int step, int file_rank) {
  Node root = sample.tree();
  for (const FieldSpec& f : sample.fields) find_node(root, f.path)->data = expected_array(sample, f, step, file_rank);
  write_tree(file, root);
}

}  // namespace pcgns::test
