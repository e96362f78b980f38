#include "dist/catalog.hpp"

#include <map>
#include <string>

#include "io/tree_codec.hpp"
#include "mpi/allgather.hpp"
#include "pcgns/mpi/agreement.hpp"
#include "pcgns/sids/restamp.hpp"
#include "pcgns/sids/validate.hpp"
#include "pcgns/tree_io.hpp"

namespace pcgns::dist {
namespace {

// Arrays up to this size travel with the skeleton (sizes, ranges, numbering of small
// parts); larger ones stay on disk until a rank needs its slice.
constexpr std::int64_t kSkeletonLoadBytes = 16 * 1024;

// Files before CGNS 3.2 may hold forms of their version that today's readers refuse or
// misread (element type numbers, family names, ...: sids::restamp). Their trees are
// converted on reading and then count as 3.2 files, the first version whose readers take
// those forms as they are: stamped 3.0, a renumbered HEXA_8 would be read back as HEXA_20.
InputFile parse_input(const std::filesystem::path& path) {
  InputFile input{path, read_tree(path, ReadOptions{kSkeletonLoadBytes}), {}, {}};
  input.version = tree_version(input.tree);
  if (input.version < sids::kCurrentForms) {
    sids::restamp(input.tree, input.version);
    input.version = sids::kCurrentForms;
    input.tree.add(
        make_data_node("CGNSLibraryVersion", "CGNSLibraryVersion_t", std::vector<float>{input.version.as_float()}));
  }
  if (auto problem = sids::first_problem(input.tree, input.version)) throw InputError(path.string() + ": " + *problem);
  return input;
}

// How a main file names the file one of its links leads to, for messages.
using LinkedBy = std::vector<std::string>;

void check_linked_file_exists(const std::filesystem::path& path, const std::string& linked_by) {
  std::error_code ec;
  if (!std::filesystem::exists(path, ec))
    throw InputError(linked_by + " links to '" + path.string() +
                     "', which does not exist: the set is incomplete (a part file is missing)");
}

// A file a main file links to: its problems name the link that leads there.
InputFile parse_linked_input(const std::filesystem::path& path, const std::string& linked_by) {
  check_linked_file_exists(path, linked_by);
  try {
    return parse_input(path);
  } catch (const InputError& error) {
    throw InputError(linked_by + " links to '" + path.string() + "', which is refused: " + error.what());
  }
}

// This rank's share of the files (i % P == rank), encoded as one tree whose children
// are the parsed roots, named by their index in `paths`.
std::vector<std::byte> parse_share(MPI_Comm comm, const std::vector<std::filesystem::path>& paths,
                                   const LinkedBy& linked_by, std::vector<CgnsVersion>& versions) {
  int rank = 0, ranks = 1;
  MPI_Comm_rank(comm, &rank);
  MPI_Comm_size(comm, &ranks);
  Node bundle("bundle", "", DataType::MT);
  for (std::size_t i = static_cast<std::size_t>(rank); i < paths.size(); i += static_cast<std::size_t>(ranks)) {
    InputFile input = linked_by.empty() ? parse_input(paths[i]) : parse_linked_input(paths[i], linked_by[i]);
    input.tree.name = std::to_string(i);
    versions[i] = input.version;
    bundle.children.push_back(std::move(input.tree));
  }
  return io::encode_tree(bundle);
}

std::vector<InputFile> gather_files(MPI_Comm comm, const std::vector<std::filesystem::path>& paths,
                                    const LinkedBy& linked_by = {}) {
  std::vector<CgnsVersion> versions(paths.size());
  const auto mine = mpi::run_agreed(comm, [&] { return parse_share(comm, paths, linked_by, versions); });
  std::vector<InputFile> files(paths.size());
  for (const auto& payload : mpi::allgather_bytes(comm, mine)) {
    Node bundle = io::decode_tree(payload);
    for (Node& tree : bundle.children) {
      const auto i = static_cast<std::size_t>(std::stoll(tree.name));
      tree.name.assign(1, '/');  // (assigning "/" trips a GCC 12 -Wrestrict false positive)
      files[i].path = paths[i];
      files[i].version = tree_version(tree);
      files[i].tree = std::move(tree);
    }
  }
  return files;
}

bool is_external_zone_link(const Node& node) {
  return node.type == DataType::LK && node.link && !node.link->file.empty();
}

void record_base_children(InputFile& input) {
  for (const Node& base : input.tree.children) {
    if (base.label != "CGNSBase_t") continue;
    auto& names = input.base_children[base.name];
    for (const Node& child : base.children) names.push_back(child.name);
  }
}

// A zone link of a Maia main file.
struct ZoneLink {
  std::string described;  // "file 'run.cgns' node '/Base/Zone.P0.N0'"
  std::filesystem::path file;
  std::string path;  // of the zone in `file`
};

// Zone links of a Maia main file: collects them (their files relative to the main file's
// directory) and removes them, leaving bases, families and the rest.
void take_zone_links(InputFile& input, std::vector<ZoneLink>& links) {
  for (Node& base : input.tree.children) {
    if (base.label != "CGNSBase_t") continue;
    std::vector<std::string> names;
    for (const Node& child : base.children)
      if (is_external_zone_link(child)) {
        links.push_back({"file '" + input.path.string() + "' node '/" + base.name + "/" + child.name + "'",
                         input.path.parent_path() / child.link->file, child.link->path});
        names.push_back(child.name);
      }
    for (const auto& name : names) base.remove(name);
  }
}

std::filesystem::path canonical_path(const std::filesystem::path& path) {
  std::error_code ec;
  const auto found = std::filesystem::weakly_canonical(path, ec);
  return ec ? path : found;
}

// A main file links to the files holding its zones, one level: a linked file that links
// zones on (to the main file, A -> B -> A, or further) is refused, as following it would
// loop or leave the zones out.
void refuse_chained_links(const Catalog& catalog, std::size_t first_linked, const LinkedBy& linked_by) {
  for (std::size_t f = first_linked; f < catalog.files.size(); ++f)
    for (const Node& base : catalog.files[f].tree.children) {
      if (base.label != "CGNSBase_t") continue;
      for (const Node& child : base.children)
        if (is_external_zone_link(child))
          throw InputError("file '" + catalog.files[f].path.string() + "' node '/" + base.name + "/" + child.name +
                           "' links on to '" + child.link->file + ":" + child.link->path +
                           "', but its file is linked by " + linked_by[f - first_linked] +
                           ": zone links are followed one level (a link cycle or a chain of main files)");
    }
}

// The links a merge follows are a main file's zone links, taken out by take_zone_links;
// a link left at the root or among a base's children would be dropped with its content
// (a linked base: an empty output), so it is refused, naming the link and its target.
void refuse_unfollowed_links(const InputFile& input) {
  const auto refuse = [&](const std::string& path, const Node& link) {
    const std::string target =
        link.link ? (link.link->file.empty() ? "" : link.link->file + ":") + link.link->path : "";
    throw InputError("file '" + input.path.string() + "' node '" + path + "' is a CGNS link to '" + target +
                     "': only the zone links of a main file are followed");
  };
  for (const Node& child : input.tree.children) {
    if (child.type == DataType::LK) refuse("/" + child.name, child);
    if (child.label != "CGNSBase_t") continue;
    for (const Node& node : child.children)
      if (node.type == DataType::LK) refuse("/" + child.name + "/" + node.name, node);
  }
}

// Every linked zone is in the file its link names.
void check_linked_zones(const Catalog& catalog, const std::map<std::filesystem::path, std::size_t>& index,
                        const std::vector<ZoneLink>& links) {
  for (const auto& link : links) {
    const Node* zone = find_node(catalog.files[index.at(canonical_path(link.file))].tree, link.path);
    if (!zone || zone->label != "Zone_t" || zone->type == DataType::LK)
      throw InputError(link.described + " links to zone '" + link.path + "' of '" + link.file.string() +
                       "', which holds no such zone: the set is incomplete");
  }
}

}  // namespace

Catalog gather_catalog(MPI_Comm comm, const std::vector<std::filesystem::path>& inputs) {
  Catalog catalog{gather_files(comm, inputs)};
  std::vector<ZoneLink> links;
  for (auto& input : catalog.files) {
    record_base_children(input);
    take_zone_links(input, links);
  }
  mpi::run_agreed(comm, [&] {
    for (const auto& input : catalog.files) refuse_unfollowed_links(input);
  });
  if (links.empty()) return catalog;
  catalog.main_file = true;

  std::map<std::filesystem::path, std::size_t> index;
  for (std::size_t i = 0; i < catalog.files.size(); ++i) index.emplace(canonical_path(catalog.files[i].path), i);
  std::vector<std::filesystem::path> extra;
  LinkedBy linked_by;
  for (const auto& link : links)
    if (index.emplace(canonical_path(link.file), catalog.files.size() + extra.size()).second) {
      extra.push_back(link.file);
      linked_by.push_back(link.described);
    }
  for (auto& input : gather_files(comm, extra, linked_by)) {
    record_base_children(input);
    catalog.files.push_back(std::move(input));
  }
  mpi::run_agreed(comm, [&] {
    refuse_chained_links(catalog, inputs.size(), linked_by);
    for (std::size_t f = inputs.size(); f < catalog.files.size(); ++f) refuse_unfollowed_links(catalog.files[f]);
  });
  mpi::run_agreed(comm, [&] { check_linked_zones(catalog, index, links); });
  return catalog;
}

}  // namespace pcgns::dist
