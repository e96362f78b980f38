// Writes one rank's share of the sample case through the parallel writer.
#include <vector>

#include "pcgns/error.hpp"
#include "pcgns/parallel_writer.hpp"
#include "pcgns/sample_case.hpp"
#include "sample/encode.hpp"

namespace pcgns::sample {

std::int64_t write_sample_share(ParallelWriter& writer, const SampleSpec& spec, int ranks, int rank) {
  // The writer's queue points into these buffers until flush().
  std::vector<std::vector<std::byte>> buffers;
  std::int64_t bytes = 0;
  for (const SampleArray& array : sample_arrays(spec)) {
    const Range share = array_share(array, ranks, rank);
    if (share.count == 0) continue;
    const Node* node = find_node(writer.tree(), array.path);
    if (node == nullptr) throw InternalError("sample case: " + array.path + " is not defined in the tree");
    buffers.push_back(encode_values(expected_values(spec, array, share.first, share.count), node->type));
    writer.write(array.path, share.first, share.count, buffers.back().data());
    bytes += static_cast<std::int64_t>(buffers.back().size());
  }
  writer.flush();
  return bytes;
}

}  // namespace pcgns::sample
