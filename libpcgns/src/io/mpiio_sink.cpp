// The queue path: the whole flush is one collective MPI-IO write over the coalesced
// byte runs of every rank.
#include "io/data_sink.hpp"
#include "io/mpi_file.hpp"
#include "pcgns/collective.hpp"

namespace pcgns::io {
namespace {

class MpiioSink final : public DataSink {
 public:
  MpiioSink(std::unique_ptr<MpiInfo> info, MpiFile file)
      : info_(std::move(info)), file_(std::move(file)) {}

  void write(const ArrayTable&, const std::vector<ArrayRequest>&,
             const std::vector<ByteRun>& sorted_runs) override {
    file_.transfer_all(MpiFile::Direction::write, coalesce(sorted_runs), info_->get());
  }

  void close() override {
    file_.sync();
    file_.close();
  }

 private:
  std::unique_ptr<MpiInfo> info_;
  MpiFile file_;
};

}  // namespace

std::unique_ptr<DataSink> open_mpiio_sink(MPI_Comm comm, const std::filesystem::path& file,
                                          const std::string& display_name, const Hints& hints) {
  auto info = run_agreed(comm, [&] { return std::make_unique<MpiInfo>(hints); });
  auto handle = MpiFile::open(comm, file, MPI_MODE_WRONLY, info->get(), ExitCode::io,
                              display_name);
  return std::make_unique<MpiioSink>(std::move(info), std::move(handle));
}

}  // namespace pcgns::io
