// read_tree and tree_version: a CGNS/HDF5 file (any official library 3.0..4.4) into a
// Node tree. Small arrays are loaded; larger ones stay on disk as BulkRefs.
#include <fstream>
#include <set>
#include <string>

#include "h5/dataset.hpp"
#include "h5/file.hpp"
#include "h5/object_id.hpp"
#include "pcgns/tree_io.hpp"
#include "tree/adf_file.hpp"
#include "tree/adfh_node.hpp"
#include "tree/hdf5_type.hpp"
#include "tree/metadata_cache.hpp"

namespace pcgns {

namespace {

// Far beyond any SIDS tree (base, zone, ZoneBC, BC, BCDataSet, BCData, array is 7 levels):
// deeper nesting is a damaged or hostile file, refused before it exhausts the stack.
constexpr int kMaxDepth = 64;

[[noreturn]] void malformed(const h5::Where& where, const std::string& what) {
  throw InputError(where.describe() + ": malformed node: " + what);
}

Layout layout_of(const h5::Dataset& dataset) {
  switch (dataset.creation_list().layout()) {
    case H5D_COMPACT: return Layout::compact;
    case H5D_CONTIGUOUS: return Layout::contiguous;
    case H5D_CHUNKED: return Layout::chunked;
    default: return Layout::other;
  }
}

std::string link_kind(H5L_type_t type) {
  switch (type) {
    case H5L_TYPE_SOFT: return "soft";
    case H5L_TYPE_EXTERNAL: return "external";
    default: return "user-defined (type " + std::to_string(static_cast<int>(type)) + ")";
  }
}

// Nodes are reached through hard links only. ADFH keeps a CGNS link's HDF5 soft or
// external link inside an LK node (" link"), which is carried and never followed here;
// a raw HDF5 link where a node or its data is expected would embed another file's
// content, or loop back to an ancestor, so it is refused.
void require_hard_link(const h5::Group& group, const std::string& name) {
  const H5L_type_t type = group.link_type(name);
  if (type == H5L_TYPE_HARD) return;
  std::string target;
  if (type == H5L_TYPE_SOFT || type == H5L_TYPE_EXTERNAL) {
    const h5::LinkValue value = group.link_value(name);
    target = " to '" + (value.file.empty() ? value.path : value.file + ":" + value.path) + "'";
  }
  throw InputError(group.where().child(name).describe() + ": an HDF5 " + link_kind(type) + " link" + target +
                   " where a node is expected: only CGNS links (LK nodes) are followed");
}

class TreeReader {
 public:
  TreeReader(std::filesystem::path file, const ReadOptions& options) : file_(std::move(file)), options_(options) {}

  void read_root(const h5::Group& root, Node& node) {
    remember(root);
    read_children(root, node, 1);
  }

 private:
  void read_children(const h5::Group& group, Node& parent, int depth) {
    for (const std::string& name : group.link_names()) {
      if (name.front() == ' ') continue;  // ADFH's hidden " data", " link", ... entries
      require_hard_link(group, name);
      auto child = h5::Group::open_if_group(group.id(), name, group.where());
      if (!child) malformed(group.where().child(name), "an HDF5 object that is not a node group");
      parent.children.push_back(read_node(*child, depth));
    }
  }

  // Every group is one node: a group reached twice is a cycle (a hard link to an
  // ancestor) or a group shared by two nodes, which no CGNS writer makes.
  void remember(const h5::Group& group) {
    if (!seen_.insert(h5::object_id(group.id(), group.where())).second)
      throw InputError(group.where().describe() +
                       ": malformed tree: this HDF5 group is reached a second time "
                       "(a link cycle or a shared group)");
  }

  Node read_node(const h5::Group& group, int depth) {
    if (depth > kMaxDepth)
      throw InputError(group.where().describe() + ": malformed tree: nodes nested more than " +
                       std::to_string(kMaxDepth) + " levels deep");
    remember(group);
    const tree::NodeHeader header = tree::read_node_header(group);
    const auto type = parse_data_type(header.type);
    if (!type) malformed(group.where(), "unknown data type '" + header.type + "'");
    Node node(header.name, header.label, *type);
    if (*type == DataType::LK) {
      node.link = read_link(group);
      return node;
    }
    if (group.has_link(tree::kDataName)) read_data(group, node);
    read_children(group, node, depth + 1);
    return node;
  }

  LinkTarget read_link(const h5::Group& group) const {
    LinkTarget target;
    if (group.has_link(tree::kPathName)) {
      require_hard_link(group, tree::kPathName);
      target.path = tree::read_char_dataset(group, tree::kPathName);
      if (group.has_link(tree::kFileName)) {
        require_hard_link(group, tree::kFileName);
        target.file = tree::read_char_dataset(group, tree::kFileName);
      }
      return target;
    }
    if (!group.has_link(tree::kLinkName)) malformed(group.where(), "link node without a target");
    const h5::LinkValue value = group.link_value(tree::kLinkName);
    return {value.file, value.path};
  }

  void read_data(const h5::Group& group, Node& node) const {
    if (node.type == DataType::MT) return;  // tolerated: MT carries no data
    require_hard_link(group, tree::kDataName);
    const auto dataset = h5::Dataset::open(group.id(), tree::kDataName, group.where());
    const auto stored = dataset.type();
    if (stored.size() != element_size(node.type))
      malformed(group.where(), "type " + std::string(to_string(node.type)) + " but the data has " +
                                   std::to_string(stored.size()) + "-byte elements");
    const auto extent = dataset.space().dims();
    node.dims.assign(extent.rbegin(), extent.rend());  // HDF5 stores CGNS dims reversed
    if (node.dims.empty()) node.dims = {1};
    try {
      (void)node.count();  // checked: a damaged dataspace must not wrap the sizes below
    } catch (const InputError& error) {
      malformed(group.where(), error.what());
    }
    if (node.byte_size() <= options_.load_threshold) {
      node.data.resize(static_cast<std::size_t>(node.byte_size()));
      if (!node.data.empty()) dataset.read_all(tree::hdf5_type(node.type, group.where()), node.data.data());
    } else {
      // Raw bytes at the offset are only the values when stored exactly as we hold them
      // (a big-endian file, say, must go through HDF5's conversion).
      const bool raw = stored.same_as(tree::hdf5_type(node.type, group.where()));
      node.bulk = BulkRef{file_, dataset.where().path, layout_of(dataset), raw ? dataset.offset() : -1};
    }
  }

  std::filesystem::path file_;
  ReadOptions options_;
  std::set<h5::ObjectId> seen_;
};

void check_readable(const std::filesystem::path& file) {
  std::error_code ec;
  if (!std::filesystem::exists(file, ec)) throw MissingInputError(file.string() + ": no such file");
  if (std::filesystem::is_directory(file, ec))
    throw MissingInputError(file.string() + ": is a directory, not a CGNS file");
  if (!std::ifstream(file, std::ios::binary)) throw MissingInputError(file.string() + ": cannot be opened for reading");
  if (tree::is_adf_file(file)) throw InputError(tree::adf_file_message(file));
  if (!h5::File::is_hdf5(file)) throw InputError(file.string() + ": not a CGNS file (not an HDF5 file)");
}

}  // namespace

Node read_tree(const std::filesystem::path& file, const ReadOptions& options) {
  check_readable(file);
  auto access = h5::PropertyList::create(H5P_FILE_ACCESS, h5::Where{file.string(), "/"});
  access.set_metadata_cache_bytes(tree::kMetadataCacheBytes);
  const auto h5file = h5::File::open(file, H5F_ACC_RDONLY, access, ExitCode::data);
  const auto root_group = h5file.root();
  if (!tree::has_node_header(root_group))
    throw InputError(file.string() + ": not a CGNS file (the root group has no name/label)");
  Node root("/", "Root Node of HDF5 File", DataType::MT);
  TreeReader(file, options).read_root(root_group, root);
  if (!root.child(kVersionNodeName)) throw InputError(file.string() + ": not a CGNS file (no CGNSLibraryVersion node)");
  return root;
}

CgnsVersion tree_version(const Node& root) {
  const Node* stamp = root.child(kVersionNodeName);
  if (!stamp || stamp->count() < 1) throw InputError("tree '" + root.name + "' has no CGNSLibraryVersion value");
  Node version = *stamp;
  load_data(version);  // normally loaded already; not with a tiny load_threshold
  const auto values = version.as_double();
  if (values.empty()) throw InputError("CGNSLibraryVersion holds no value");
  return CgnsVersion::from_float(static_cast<float>(values.front()));
}

}  // namespace pcgns
