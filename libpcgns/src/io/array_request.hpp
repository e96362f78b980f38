#pragma once
// One queued selection of an array (a flat element range or a box) and the buffer that
// holds -- or receives -- its values, in the array's own type and Fortran order.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "io/box_runs.hpp"
#include "io/transfer_plan.hpp"
#include "pcgns/tree_io.hpp"

namespace pcgns::io {

struct ArrayRequest {
  std::size_t array = 0;   // index in the owner's list of arrays
  std::int64_t first = 0;  // flat range, when there is no box
  std::int64_t count = 0;
  std::optional<Box> box;
  std::byte* memory = nullptr;

  std::int64_t elements() const { return box ? box_count(*box) : count; }
};

// An empty string when [first, first + count) lies inside an array of `dims`, else what
// is wrong with it.
std::string range_problem(const Dims& dims, std::int64_t first, std::int64_t count);

// The contiguous element runs of a request, in increasing file order.
std::vector<ElementRun> element_runs(const Dims& dims, const ArrayRequest& request);

// Appends the byte runs of a request against a contiguous array at `array.offset`.
void append_byte_runs(const DatasetPlacement& array, const ArrayRequest& request, std::size_t source,
                      std::vector<ByteRun>& out);

// "/Base/Zone/X" for "Base/Zone/X/", the form placement tables use.
std::string normalize_node_path(std::string_view path);

}  // namespace pcgns::io
