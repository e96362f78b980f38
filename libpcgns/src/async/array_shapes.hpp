#pragma once
// The deferred arrays of a committed tree by node path, known on every rank: enough for
// the caller's thread to size a copy of a buffer and to check a typed iwrite, without
// asking the target (which belongs to the writer thread once committed).
#include <cstdint>
#include <string>
#include <unordered_map>

#include "pcgns/node.hpp"

namespace pcgns::async {

struct ArrayShape {
  DataType type = DataType::MT;
  std::int64_t count = 0;  // elements
};

using ArrayShapes = std::unordered_map<std::string, ArrayShape>;

// Keyed by normalized node path ("/Base/Zone/FlowSolution/Density").
ArrayShapes deferred_arrays(const Node& root);

}  // namespace pcgns::async
