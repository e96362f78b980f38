#pragma once
// Where a parallel writer's flushed requests go once the skeleton is committed: the
// queue path (one collective MPI-IO call) or parallel HDF5 (H5Dwrite per dataset).
// Both see the same validated requests; the writer owns validation and ordering.
#include <mpi.h>

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "io/array_request.hpp"
#include "io/array_table.hpp"
#include "io/transfer_plan.hpp"
#include "pcgns/parallel_writer.hpp"

namespace pcgns::io {

class DataSink {
 public:
  virtual ~DataSink() = default;  // closes without reporting
  // Collective. `sorted_runs` are the byte runs of `requests`, sorted by file offset
  // and free of overlaps. Errors are agreed: every rank throws the same one.
  virtual void write(const ArrayTable& arrays, const std::vector<ArrayRequest>& requests,
                     const std::vector<ByteRun>& sorted_runs) = 0;
  // Collective: makes the data durable and closes the file.
  virtual void close() = 0;
};

// Collective. Opens the committed skeleton `file` for data; `display_name` names the
// output in messages.
std::unique_ptr<DataSink> open_data_sink(WritePath path, MPI_Comm comm, const std::filesystem::path& file,
                                         const std::string& display_name, const mpi::Hints& hints);

// The two implementations (data_sink.cpp chooses).
std::unique_ptr<DataSink> open_mpiio_sink(MPI_Comm comm, const std::filesystem::path& file,
                                          const std::string& display_name, const mpi::Hints& hints);
std::unique_ptr<DataSink> open_hdf5_sink(MPI_Comm comm, const std::filesystem::path& file,
                                         const std::string& display_name, const mpi::Hints& hints, bool collective);

}  // namespace pcgns::io
