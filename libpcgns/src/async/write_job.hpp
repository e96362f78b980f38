#pragma once
// One field handed to the writer: which array, which elements, and where the values
// are. The values are the caller's buffer (borrowed: the caller's contract keeps it
// alive and unchanged until the write is waited for) or, on request, a copy owned here.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace pcgns::async {

struct WriteJob {
  std::string field;  // normalized node path, "/Base/Zone/FlowSolution/Density"
  std::int64_t first = 0;
  std::int64_t count = 0;
  const void* values = nullptr;  // the caller's buffer, or copy.data()
  std::vector<std::byte> copy;   // owned values when the caller asked for a copy
  std::uint64_t sequence = 0;    // position in the hand-over order, from 1
};

}  // namespace pcgns::async
