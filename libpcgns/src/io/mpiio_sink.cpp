// The queue path: the whole flush is one MPI-IO write over the coalesced byte runs of
// every rank -- collective, or independent when every rank's pieces are large.
#include "io/data_sink.hpp"
#include "io/mpi_file.hpp"
#include "io/write_mode.hpp"
#include "pcgns/mpi/agreement.hpp"

namespace pcgns::io {
namespace {

class MpiioSink final : public DataSink {
 public:
  MpiioSink(MPI_Comm comm, std::unique_ptr<mpi::MpiInfo> info, MpiFile file, WriteModeChoice choice)
      : comm_(comm), info_(std::move(info)), file_(std::move(file)), choice_(choice) {}

  void write(const ArrayTable&, const std::vector<ArrayRequest>&, const std::vector<ByteRun>& sorted_runs) override {
    const TransferPlan plan = coalesce(sorted_runs);
    file_.transfer_all(MpiFile::Direction::write, plan, info_->get(), write_mode(comm_, plan, choice_));
  }

  void close() override {
    file_.sync();
    file_.close();
  }

 private:
  MPI_Comm comm_;
  std::unique_ptr<mpi::MpiInfo> info_;
  MpiFile file_;
  WriteModeChoice choice_;
};

}  // namespace

std::unique_ptr<DataSink> open_mpiio_sink(MPI_Comm comm, const std::filesystem::path& file,
                                          const std::string& display_name, const mpi::Hints& hints) {
  auto info = mpi::run_agreed(comm, [&] { return std::make_unique<mpi::MpiInfo>(hints); });
  auto handle = MpiFile::open(comm, file, MPI_MODE_WRONLY, info->get(), ExitCode::io, display_name);
  return std::make_unique<MpiioSink>(comm, std::move(info), std::move(handle), write_mode_choice(hints));
}

}  // namespace pcgns::io
