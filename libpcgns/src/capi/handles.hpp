#pragma once
// The official API's integer handles (B, Z, C, S, F: 1-based positions in creation order
// among the parent's children of one label) resolved to nodes of the tree being written.
// An unknown handle is an InputError naming the file and the parent node.
#include <string>

#include "pcgns/node.hpp"

namespace pcgns::capi {

struct Located {
  Node* node = nullptr;
  std::string path;  // absolute node path, for messages and the writer
};

Located root_of(Node& tree);
Located base_at(Node& tree, const std::string& file, int B);
Located zone_at(Node& tree, const std::string& file, int B, int Z);
Located coordinate_at(Node& tree, const std::string& file, int B, int Z, int C);
Located section_at(Node& tree, const std::string& file, int B, int Z, int S);
Located solution_at(Node& tree, const std::string& file, int B, int Z, int S);
Located field_at(Node& tree, const std::string& file, int B, int Z, int S, int F);

// The prefix of a message about node `path` of `file`: "'file' node 'path': ".
std::string where(const std::string& file, const std::string& path);
// The absolute path of `relative` under the node at `parent_path` ("/" for the root).
std::string joined_path(const std::string& parent_path, const std::string& relative);

// The 1-based handle of `child` among the children of `parent` (in `tree`) labelled like it.
int handle_of(const Node& tree, Node& parent, const Node& child);
// Adds `child` under `parent` in `tree` as Node::add does, through the tree's index when
// it has one (a base holds thousands of zones; Node::add looks at each for the name).
Node& add_child(const Node& tree, Node& parent, Node child);

}  // namespace pcgns::capi
