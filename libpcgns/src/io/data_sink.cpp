#include "io/data_sink.hpp"

namespace pcgns::io {

std::unique_ptr<DataSink> open_data_sink(WritePath path, MPI_Comm comm, const std::filesystem::path& file,
                                         const std::string& display_name, const mpi::Hints& hints) {
  switch (path) {
    case WritePath::queue: return open_mpiio_sink(comm, file, display_name, hints);
    case WritePath::hdf5_collective: return open_hdf5_sink(comm, file, display_name, hints, true);
    case WritePath::hdf5_independent: return open_hdf5_sink(comm, file, display_name, hints, false);
  }
  throw InternalError("unknown write path");
}

}  // namespace pcgns::io
