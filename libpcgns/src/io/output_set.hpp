#pragma once
// A set of output files written by several ranks -- part files and the main file that
// names them (pcgns-split) -- published all or nothing. Each file is written under a
// temporary name in a private directory next to it (sys/output_file.hpp); once every rank
// has written and flushed its files, they are published in an order that never lets a
// reader accept a mix of two sets:
//   1. with overwrite, the old set's main file is removed (a reader following it would
//      find new parts under it);
//   2. the part files are renamed into place, each by the rank that wrote it;
//   3. the main file is renamed into place, last;
//   4. files of the old set the new one does not have (`obsolete`) are removed.
// Every file of the set records the set's id (sids/set_record.hpp), so a reader given a
// mix of parts from two runs -- after a kill between steps 1 and 3 -- refuses it.
// Cleanup signals are held during steps 1-4 (sys/signal_hold.hpp). A failure in steps
// 2-3 removes the files this run had renamed: nothing of the new set stays published.
#include <mpi.h>

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace pcgns::io {

struct PendingOutput {
  std::filesystem::path temporary;
  std::filesystem::path final_name;
};

class OutputSet {
 public:
  // Collective. `main_file`: the file published last (none: a set of parts only).
  // The set id is made on rank 0 and is the same on every rank.
  OutputSet(MPI_Comm comm, std::optional<std::filesystem::path> main_file, bool overwrite);

  // 32 hex digits (128 random bits).
  const std::string& id() const { return id_; }

  // Collective. Publishes `mine` (this rank's files, the main file among them on the
  // rank that wrote it) as described above; `obsolete` is rank 0's list. Errors are
  // agreed (OutputError/IoError naming the file); the caller discards the temporaries.
  void publish(const std::vector<PendingOutput>& mine, const std::vector<std::filesystem::path>& obsolete);

 private:
  bool is_main(const PendingOutput& file) const { return main_file_ && file.final_name == *main_file_; }

  MPI_Comm comm_;
  int rank_ = 0;
  std::optional<std::filesystem::path> main_file_;
  bool overwrite_;
  std::string id_;
};

// A new set id: 32 hex digits from the system's random source.
std::string new_set_id();

}  // namespace pcgns::io
