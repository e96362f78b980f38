#include "merge/new_times.hpp"

#include "io/committed_file.hpp"
#include "merge/step_splice.hpp"
#include "pcgns/mpi/agreement.hpp"
#include "pcgns/mpi_rank.hpp"
#include "pcgns/tree_io.hpp"

namespace pcgns::merge {

std::filesystem::path scratch_name(const std::filesystem::path& output) {
  return output.parent_path() / ("." + output.filename().string() + ".new-times");
}

ScratchFile::ScratchFile(MPI_Comm comm, std::filesystem::path path)
    : path_(std::move(path)), owner_(rank_of(comm) == 0) {}

ScratchFile::~ScratchFile() {
  if (!owner_) return;
  std::error_code ignored;
  std::filesystem::remove(path_, ignored);
}

void publish_spliced(MPI_Comm comm, const std::filesystem::path& output, const std::filesystem::path& scratch,
                     CgnsVersion version) {
  mpi::run_agreed(comm, [&] {
    if (rank_of(comm) != 0) return;
    const Node tree = spliced_tree(read_tree(output), read_tree(scratch), output.string());
    io::CommittedFile file(output, /*overwrite=*/true);
    WriteOptions options;
    options.version = version;
    file.write_skeleton(tree, options);
    file.publish();
  });
}

}  // namespace pcgns::merge
