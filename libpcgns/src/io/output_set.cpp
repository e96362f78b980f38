#include "io/output_set.hpp"

#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <thread>

#include "mpi/broadcast.hpp"
#include "pcgns/error.hpp"
#include "pcgns/mpi/agreement.hpp"
#include "sys/output_file.hpp"
#include "sys/signal_hold.hpp"

namespace pcgns::io {
namespace fs = std::filesystem;

namespace {

// Test hook: PCGNS_TEST_PAUSE_AT_PUBLISH_STEP=<n> pauses this rank for a second at
// its n-th publication step (1: removing the old main file, then each rename, then
// removing the obsolete files), after saying so on stderr, so that a test can signal a
// run at a known point of the publication.
class PauseHook {
 public:
  PauseHook() {
    if (const char* text = std::getenv("PCGNS_TEST_PAUSE_AT_PUBLISH_STEP")) pause_at_ = std::atoi(text);
  }
  void step() {
    if (++step_ != pause_at_) return;
    std::fprintf(stderr, "pcgns: test pause at publish step %d (pid %ld)\n", step_, static_cast<long>(::getpid()));
    std::fflush(stderr);
    // sleep_for resumes after a signal handler returns, so a held signal does not end it.
    std::this_thread::sleep_for(std::chrono::seconds(1));
  }

 private:
  int pause_at_ = 0;
  int step_ = 0;
};

void remove_file(const fs::path& file) {
  std::error_code ec;
  fs::remove(file, ec);
  if (ec) throw OutputError("cannot remove '" + file.string() + "': " + ec.message());
}

}  // namespace

std::string new_set_id() {
  std::random_device device;
  std::uniform_int_distribution<unsigned> digit(0, 15);
  std::string id;
  for (int i = 0; i < 32; ++i) id += "0123456789abcdef"[digit(device)];
  return id;
}

OutputSet::OutputSet(MPI_Comm comm, std::optional<fs::path> main_file, bool overwrite)
    : comm_(comm), main_file_(std::move(main_file)), overwrite_(overwrite) {
  MPI_Comm_rank(comm_, &rank_);
  if (rank_ == 0) id_ = new_set_id();
  mpi::broadcast_string(comm_, 0, id_);
}

void OutputSet::publish(const std::vector<PendingOutput>& mine, const std::vector<fs::path>& obsolete) {
  sys::SignalHold hold;
  PauseHook pause;
  mpi::run_agreed(comm_, [&] {
    for (const auto& file : mine) sys::flush_output(file.temporary, file.final_name, overwrite_);
  });
  mpi::run_agreed(comm_, [&] {
    if (rank_ != 0) return;
    pause.step();
    if (overwrite_ && main_file_) remove_file(*main_file_);
  });
  std::vector<fs::path> renamed;
  try {
    mpi::run_agreed(comm_, [&] {
      for (const auto& file : mine)
        if (!is_main(file)) {
          pause.step();
          sys::rename_output(file.temporary, file.final_name);
          renamed.push_back(file.final_name);
        }
    });
    mpi::run_agreed(comm_, [&] {
      for (const auto& file : mine)
        if (is_main(file)) {
          pause.step();
          sys::rename_output(file.temporary, file.final_name);
        }
    });
  } catch (...) {
    // The new set is incomplete: none of it stays under its names.
    for (const auto& file : renamed) ::unlink(file.c_str());
    throw;
  }
  mpi::run_agreed(comm_, [&] {
    if (rank_ == 0) {
      pause.step();
      for (const auto& file : obsolete) remove_file(file);
    }
    if (!mine.empty()) sys::sync_directory_of(mine.front().final_name);
  });
  hold.published();
}

}  // namespace pcgns::io
