#include "merge/new_times.hpp"

#include "io/committed_file.hpp"
#include "merge/step_splice.hpp"
#include "pcgns/mpi/agreement.hpp"
#include "pcgns/mpi_rank.hpp"
#include "pcgns/tree_io.hpp"

namespace pcgns::merge {

void publish_spliced(MPI_Comm comm, const std::filesystem::path& output, const std::filesystem::path& new_steps,
                     CgnsVersion version) {
  mpi::run_agreed(comm, [&] {
    if (rank_of(comm) != 0) return;
    const Node tree = spliced_tree(read_tree(output), read_tree(new_steps), output.string());
    io::CommittedFile file(output, /*overwrite=*/true);
    WriteOptions options;
    options.version = version;
    file.write_skeleton(tree, options);
    file.publish();
  });
}

}  // namespace pcgns::merge
