#include "merge/new_times.hpp"

#include "io/committed_file.hpp"
#include "merge/step_splice.hpp"
#include "mpi/broadcast.hpp"
#include "pcgns/mpi/agreement.hpp"
#include "pcgns/mpi_rank.hpp"
#include "pcgns/tree_compare.hpp"
#include "pcgns/tree_io.hpp"

namespace pcgns::merge {

namespace {

// "path\nwhat\n" per difference: one string to broadcast.
std::string encode_differences(const std::vector<TreeDifference>& differences) {
  std::string text;
  for (const auto& d : differences) text += d.path + '\n' + d.what + '\n';
  return text;
}

std::vector<TreeDifference> decode_differences(const std::string& text) {
  std::vector<TreeDifference> differences;
  for (std::size_t at = 0; at < text.size();) {
    const auto a = text.find('\n', at);
    const auto b = text.find('\n', a + 1);
    differences.push_back({text.substr(at, a - at), text.substr(a + 1, b - a - 1)});
    at = b + 1;
  }
  return differences;
}

}  // namespace

std::vector<TreeDifference> publish_spliced(MPI_Comm comm, const std::filesystem::path& output,
                                            const std::filesystem::path& new_steps, CgnsVersion version, bool verify) {
  std::string encoded;
  mpi::run_agreed(comm, [&] {
    if (rank_of(comm) != 0) return;
    const Node tree = spliced_tree(read_tree(output), read_tree(new_steps), output.string());
    io::CommittedFile file(output, /*overwrite=*/true);
    WriteOptions options;
    options.version = version;
    file.write_skeleton(tree, options);
    // The file that replaces the output, read back: the merge of the new steps alone
    // was verified already, not what was spliced around it.
    if (verify) encoded = encode_differences(compare_trees(tree, read_tree(file.temporary())));
    if (encoded.empty()) file.publish();
  });
  mpi::broadcast_string(comm, 0, encoded);
  return decode_differences(encoded);
}

}  // namespace pcgns::merge
