#include "io/write_mode.hpp"

namespace pcgns::io {

WriteModeChoice write_mode_choice(const mpi::Hints& hints) {
  WriteModeChoice choice = WriteModeChoice::automatic;
  for (const auto& [key, value] : hints) {  // the last setting wins, as in MPI_Info
    if (key != "romio_cb_write") continue;
    if (value == "enable") choice = WriteModeChoice::collective;
    else if (value == "disable") choice = WriteModeChoice::independent;
    else choice = WriteModeChoice::automatic;
  }
  return choice;
}

MpiFile::Mode write_mode(MPI_Comm comm, const TransferPlan& plan, WriteModeChoice choice) {
  if (choice == WriteModeChoice::collective) return MpiFile::Mode::collective;
  if (choice == WriteModeChoice::independent) return MpiFile::Mode::independent;
  const auto pieces = static_cast<std::int64_t>(plan.file.size());
  int large = plan.empty() || plan.bytes >= pieces * kIndependentPieceBytes ? 1 : 0;
  MPI_Allreduce(MPI_IN_PLACE, &large, 1, MPI_INT, MPI_MIN, comm);
  return large ? MpiFile::Mode::independent : MpiFile::Mode::collective;
}

}  // namespace pcgns::io
