#pragma once
// Where the output will live: the file system and what is known about it. Filled by
// detect_environment() (statfs, lfs) or by hand in tests; the rules read only this.
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

namespace pcgns::stripe {

enum class MpiFlavor { openmpi, mpich, cray };

// "openmpi" | "mpich" | "cray"; UsageError otherwise.
MpiFlavor parse_mpi_flavor(const std::string& name);
const char* mpi_flavor_name(MpiFlavor flavor);

// An existing Lustre layout (lfs getstripe): the default of a directory or a file's.
struct LustreLayout {
  int stripe_count = 0;  // the widest component; -1: every OST
  std::int64_t stripe_size = 0;
  bool progressive = false;  // a composite (PFL) layout
};

struct Environment {
  std::filesystem::path path;           // as given (may not exist)
  std::filesystem::path probed;         // the nearest existing path, where statfs looked
  std::string fs = "unknown";           // the file system the rules use (after --fs)
  std::string detected_fs = "unknown";  // what statfs said
  int osts = 0;                         // Lustre OSTs (or BeeGFS targets); 0 = unknown
  std::int64_t block_size = 0;          // statfs f_bsize of `fs`; 0 = not measured
  std::optional<LustreLayout> layout;
  MpiFlavor mpi = MpiFlavor::openmpi;
  std::string romio_component;  // Open MPI's ROMIO io component ("romio321"), if known
};

}  // namespace pcgns::stripe
