// pcgns_goto and pcgns_gopath: the position (a node of the file's tree) under which
// pcgns_array_write and pcgns_descriptor_write write, as cg_goto and cg_gopath set it.
// Local calls: the position is this rank's, kept with the file; the writing calls are
// collective and compare it across ranks with their other arguments.
#include <cstdarg>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

#include "capi/error_boundary.hpp"
#include "capi/file_table.hpp"
#include "capi/handles.hpp"
#include "pcgns.h"
#include "pcgns/error.hpp"

namespace pcgns::capi {
namespace {

// cg_goto's path depth limit (CG_MAX_GOTO_DEPTH): a list whose "end" is missing stops
// there instead of reading arguments the caller never gave.
constexpr int kMaxGotoDepth = 20;

std::string absolute_path(const std::vector<std::string>& names) {
  std::string path;
  for (const auto& name : names) path += "/" + name;
  return path.empty() ? "/" : path;
}

// The node of absolute path `names`; InputError naming the file and the deepest node
// found when a name is missing.
Node& node_on_path(Node& tree, const std::string& file, const std::vector<std::string>& names) {
  Node* node = &tree;
  std::vector<std::string> walked;
  for (const auto& name : names) {
    Node* next = node->child(name);
    if (next == nullptr) throw InputError(where(file, absolute_path(walked)) + "no child '" + name + "' (goto path)");
    node = next;
    walked.push_back(name);
  }
  return *node;
}

// One step of a goto path: the index-th child labelled `label` when index > 0 (as
// cg_goto), else "." (stay), ".." (up, never above the base) or the child named `label`.
void goto_step(Node& tree, const std::string& file, std::vector<std::string>& names, const std::string& label,
               int index) {
  if (index > 0) {
    const Located here{&node_on_path(tree, file, names), absolute_path(names)};
    const std::vector<Node*> children = here.node->children_with_label(label);
    if (static_cast<std::size_t>(index) > children.size())
      throw InputError(where(file, here.path) + "no " + label + " " + std::to_string(index) + " (it has " +
                       std::to_string(children.size()) + ")");
    names.push_back(children[static_cast<std::size_t>(index) - 1]->name);
  } else if (label == "..") {
    if (names.size() <= 1) throw InputError(where(file, absolute_path(names)) + "'..' cannot go above the base");
    names.pop_back();
  } else if (label != ".") {
    names.push_back(label);
  }
}

std::vector<std::string> path_parts(const std::string& path) {
  std::vector<std::string> parts;
  std::size_t begin = 0;
  while (begin <= path.size()) {
    const std::size_t end = std::min(path.find('/', begin), path.size());
    if (end > begin) parts.push_back(path.substr(begin, end - begin));
    begin = end + 1;
  }
  return parts;
}

// The position `path` names: absolute ("/Base/Zone") from the root, whose first node must
// be a base, or relative to the current position.
std::vector<std::string> gopath_names(OpenFile& file, const std::string& path) {
  std::vector<std::string> names;
  if (path.empty() || path[0] != '/') {
    if (file.position().empty())
      throw InputError("'" + file.name() + "': relative path '" + path + "' without a goto position");
    names = path_parts(file.position());
  } else {
    const std::vector<std::string> parts = path_parts(path);
    if (parts.empty()) throw InputError("'" + file.name() + "': path '/' does not name a base");
    const Node* base = file.tree().child(parts[0]);
    if (base == nullptr || base->label != "CGNSBase_t")
      throw InputError(where(file.name(), "/") + "no base '" + parts[0] + "' (path '" + path + "')");
    names.push_back(parts[0]);
  }
  const std::vector<std::string> parts = path_parts(path);
  for (std::size_t i = path[0] == '/' ? 1 : 0; i < parts.size(); ++i)
    goto_step(file.tree(), file.name(), names, parts[i], 0);
  return names;
}

// Moves the position of file fn to what `choose` returns, checked to exist; a failure
// clears it (as the official library does) and the file stays the positioned one, so the
// next writing call fails on this rank and, by its key, on every rank.
template <class Fn>
void move_position(int fn, Fn&& choose) {
  OpenFile& file = open_file(fn);
  set_positioned_file(fn);
  try {
    const std::vector<std::string> names = choose(file);
    node_on_path(file.tree(), file.name(), names);
    file.set_position(absolute_path(names));
  } catch (...) {
    file.set_position("");
    throw;
  }
}

}  // namespace

extern "C" {

int pcgns_gopath(int fn, const char* path) {
  return c_call("pcgns_gopath", [&] {
    if (path == nullptr) throw UsageError("the path is NULL");
    move_position(fn, [&](OpenFile& file) { return gopath_names(file, path); });
  });
}

// cg_goto's C signature: label/index pairs after the base, ended by "end".
int pcgns_goto(int fn, int B, ...) {
  std::vector<std::pair<std::string, int>> steps;
  std::va_list arguments;
  va_start(arguments, B);
  for (int depth = 0; depth < kMaxGotoDepth; ++depth) {
    const char* label = va_arg(arguments, const char*);
    if (label == nullptr || std::strcmp(label, "end") == 0 || std::strcmp(label, "END") == 0) break;
    steps.emplace_back(label, va_arg(arguments, int));
  }
  va_end(arguments);
  return c_call("pcgns_goto", [&] {
    move_position(fn, [&](OpenFile& file) {
      std::vector<std::string> names{base_at(file.tree(), file.name(), B).node->name};
      for (const auto& [label, index] : steps) goto_step(file.tree(), file.name(), names, label, index);
      return names;
    });
  });
}

}  // extern "C"
}  // namespace pcgns::capi
