// write_tree: a Node tree to a CGNS/HDF5 file in the exact form of the official
// library's ADFH layer (DESIGN.md §2), returning where every contiguous array landed.
#include <algorithm>
#include <cstdio>
#include <string>

#include "h5/file.hpp"
#include "pcgns/tree_io.hpp"
#include "tree/adfh_node.hpp"
#include "tree/data_writer.hpp"
#include "tree/metadata_cache.hpp"
#include "tree/poly_section.hpp"
#include "tree/tree_writer.hpp"

namespace pcgns {

namespace {

std::string child_path(const std::string& parent, const std::string& name) {
  return parent == "/" ? "/" + name : parent + "/" + name;
}

std::string hdf5_version_text() {
  unsigned major = 0, minor = 0, release = 0;
  H5get_libversion(&major, &minor, &release);
  char text[33] = {};
  std::snprintf(text, sizeof text, "HDF5 Version %u.%u.%u", major, minor, release);
  return std::string(text, sizeof text);  // 33 characters, NUL padded, as ADFH writes
}

// What HDF5 is told to make room for in a new group's object header (H5Pset_est_link_info).
// The four ADFH attributes (name, label, type, flags) go into the same header as the
// links; sized by HDF5's default estimate (4 links of 8 characters) the header overflows
// into a continuation chunk, one more metadata object per node to create, cache and
// write, which is most of the skeleton's cost in a file of many small zones. Room for
// four links of 32 characters holds the attributes.
constexpr unsigned kAttributeLinkSlots = 4;
constexpr unsigned kEstimatedNameLength = 32;

void check_node_name(const Node& node, const std::string& path) {
  if (node.name.empty() || node.name.size() > 32 || node.name.front() == ' ' ||
      node.name.find('/') != std::string::npos || node.name == ".")
    throw InputError("node " + path + ": invalid name '" + node.name +
                     "' (1 to 32 characters, no '/', no leading space)");
}

class TreeWriter {
 public:
  TreeWriter(const WriteOptions& options, const h5::Where& where, bool raw_writes)
      : options_(options),
        group_creation_(h5::PropertyList::create(H5P_GROUP_CREATE, where)),
        header_(where),
        data_(options.compact_threshold, where, raw_writes) {
    group_creation_.track_link_creation_order();
    max_compact_links_ = group_creation_.max_compact_links();
  }

  void write_node(const h5::Group& parent, const Node& node, const std::string& path) {
    check_node_name(node, path);
    estimate_header(node);
    const auto group = h5::Group::create(parent.id(), node.name, group_creation_, parent.where());
    header_.write(group, {node.name, node.label, std::string(to_string(node.type))});
    if (node.type == DataType::LK) return write_link(group, node, path);
    if (needs_poly_conversion(node)) {
      Node converted = node;  // only this section is copied, the caller's tree is untouched
      if (options_.version.has_element_start_offset()) tree::to_offset_layout(converted, path);
      else tree::to_count_layout(converted, path);
      return write_contents(group, converted, path);
    }
    write_contents(group, node, path);
  }

  std::vector<DatasetPlacement> take_placements() { return std::move(placements_); }

 private:
  // Links past the compact limit go to dense storage, outside the header: the header needs
  // room for the compact ones only.
  void estimate_header(const Node& node) {
    const std::size_t links = node.children.size() + (has_data_node(node) ? 1 : 0);
    const auto compact = static_cast<unsigned>(std::min<std::size_t>(links, max_compact_links_));
    group_creation_.set_link_estimate(kAttributeLinkSlots + compact, kEstimatedNameLength);
  }

  static bool has_data_node(const Node& node) { return node.type != DataType::MT && !node.dims.empty(); }

  bool needs_poly_conversion(const Node& node) const {
    if (!tree::is_poly_section(node)) return false;
    const bool wanted = options_.version.has_element_start_offset();
    if (tree::has_start_offset(node) == wanted) return false;
    // A 3.x-layout skeleton whose arrays are still to be written cannot be converted;
    // it is written as given (the parallel path fills it in the caller's layout).
    return !wanted ? true : tree::poly_arrays_available(node);
  }

  void write_contents(const h5::Group& group, const Node& node, const std::string& path) {
    if (has_data_node(node)) {
      if (auto placement = data_.write(group, node, path)) placements_.push_back(std::move(*placement));
    }
    for (const Node& child : node.children) write_node(group, child, child_path(path, child.name));
  }

  void write_link(const h5::Group& group, const Node& node, const std::string& path) {
    if (!node.link || node.link->path.empty()) throw InputError("node " + path + ": link node without a target path");
    const LinkTarget& target = *node.link;
    // Like ADFH: the HDF5 link itself, then its path and file as NUL-terminated text.
    const std::string absolute = target.path.front() == '/' ? target.path : "/" + target.path;
    if (target.file.empty()) group.create_soft_link(absolute, tree::kLinkName);
    else group.create_external_link(target.file, absolute, tree::kLinkName);
    tree::write_char_dataset(group, tree::kPathName, target.path + '\0');
    if (!target.file.empty()) tree::write_char_dataset(group, tree::kFileName, target.file + '\0');
  }

  const WriteOptions& options_;
  h5::PropertyList group_creation_;
  tree::NodeHeaderWriter header_;
  tree::DataWriter data_;
  unsigned max_compact_links_ = 0;
  std::vector<DatasetPlacement> placements_;
};

// Truncating a file the tree still reads bulk data from would destroy that data.
void check_not_a_source(const Node& node, const std::filesystem::path& file) {
  std::error_code ec;
  if (node.bulk && !node.has_data() && std::filesystem::equivalent(node.bulk->file, file, ec))
    throw UsageError(file.string() +
                     ": cannot overwrite a file the tree still reads data from "
                     "(load the data first or write elsewhere)");
  for (const Node& child : node.children) check_not_a_source(child, file);
}

h5::File create_file(const std::filesystem::path& file, const WriteOptions& options, hid_t access_template) {
  const h5::Where where{file.string(), "/"};
  auto creation = h5::PropertyList::create(H5P_FILE_CREATE, where);
  creation.track_link_creation_order();
  auto access = access_template == H5P_DEFAULT ? h5::PropertyList::create(H5P_FILE_ACCESS, where)
                                               : h5::PropertyList::copy_of(access_template, where);
  // Not for a caller's list (parallel HDF5, whose ranks flush metadata together).
  if (access_template == H5P_DEFAULT) access.set_metadata_cache_bytes(tree::kMetadataCacheBytes);
  // Objects in the 1.8 format, so that HDF5 1.8 readers (and old CGNS tools) open it.
  access.set_libver_bounds(H5F_LIBVER_V18, H5F_LIBVER_V18);
  access.set_meta_block_size(options.meta_block_size);
  if (options.alignment > 1) access.set_alignment(options.alignment_threshold, options.alignment);
  return h5::File::create(file, creation, access);
}

void write_root_header(const h5::Group& root) {
  tree::NodeHeaderWriter(root.where()).write(root, {"HDF5 MotherNode", "Root Node of HDF5 File", "MT"}, /*root=*/true);
  tree::write_char_dataset(root, " format", std::string("IEEE_LITTLE_32") + '\0');
  tree::write_char_dataset(root, " hdf5version", hdf5_version_text());
}

Node version_node(CgnsVersion version) {
  return make_data_node("CGNSLibraryVersion", "CGNSLibraryVersion_t", std::vector<float>{version.as_float()});
}

}  // namespace

namespace tree {

std::vector<DatasetPlacement> write_tree_with_access(const std::filesystem::path& file, const Node& root,
                                                     const WriteOptions& options, hid_t file_access) {
  h5::silence_auto_printing();
  check_not_a_source(root, file);
  std::vector<DatasetPlacement> placements;
  try {
    auto h5file = create_file(file, options, file_access);
    {
      const auto root_group = h5file.root();
      write_root_header(root_group);
      // Past HDF5 only where this process alone writes the file through the default driver.
      TreeWriter writer(options, root_group.where(), file_access == H5P_DEFAULT);
      writer.write_node(root_group, version_node(options.version), "/" + std::string(kVersionNodeName));
      for (const Node& child : root.children)
        if (child.name != kVersionNodeName) writer.write_node(root_group, child, "/" + child.name);
      placements = writer.take_placements();
    }
    h5file.close();
  } catch (...) {
    // No half-written CGNS file is left behind under the requested name.
    std::error_code ec;
    std::filesystem::remove(file, ec);
    throw;
  }
  std::sort(placements.begin(), placements.end(),
            [](const DatasetPlacement& a, const DatasetPlacement& b) { return a.offset < b.offset; });
  return placements;
}

}  // namespace tree

std::vector<DatasetPlacement> write_tree(const std::filesystem::path& file, const Node& root,
                                         const WriteOptions& options) {
  return tree::write_tree_with_access(file, root, options, H5P_DEFAULT);
}

}  // namespace pcgns
