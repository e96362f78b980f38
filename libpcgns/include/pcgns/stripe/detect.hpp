#pragma once
// Probing the real environment: statfs of the output place, lfs on Lustre, the MPI
// library. Kept apart from the rules, which are pure functions of what is found here.
#include <filesystem>
#include <optional>
#include <string>

#include "pcgns/stripe/environment.hpp"

namespace pcgns::stripe {

// `path` itself when it exists, else its nearest existing parent (at worst "/" or ".").
std::filesystem::path nearest_existing(const std::filesystem::path& path);

// statfs of nearest_existing(path): fs name and block size; on Lustre, with lfs on
// PATH and `run_lfs`, the current layout and the OST count. Never throws for a missing
// path. (`run_lfs` false inside MPI jobs: forking there upsets some interconnects.)
Environment detect_environment(const std::filesystem::path& path, bool run_lfs = true);

// The f_type magic number statfs reports for `path` (which must exist).
unsigned long statfs_magic(const std::filesystem::path& path);

// Parsers of lfs output (pure, so they are tested without Lustre):
// `lfs getstripe -d DIR` -> the default layout (nullopt when none is printed);
std::optional<LustreLayout> parse_lfs_getstripe(const std::string& text);
// `lfs df PATH` -> the number of OST lines (0 when none).
int count_lfs_osts(const std::string& text);

// From MPI_Get_library_version text: the flavour, and for Open MPI the name of its
// ROMIO io component ("romio321" for 4.x, "romio341" for 5.x; empty when unknown).
MpiFlavor mpi_flavor_from_version(const std::string& version);
std::string romio_component_from_version(const std::string& version);

}  // namespace pcgns::stripe
