#pragma once
// MPI-IO hints written the way each MPI library reads them from the environment.
#include <string>

#include "pcgns/mpi/hints.hpp"

namespace pcgns::stripe {

// A ROMIO hints file (Open MPI's ROMIO component, MPICH): "key value" per line, after
// `comment` lines prefixed with "# ".
std::string romio_hints_file(const mpi::Hints& hints, const std::string& comment);

// Cray MPICH's MPICH_MPIIO_HINTS value for every file: "*:key=value:key=value"
// (empty when there are no hints).
std::string cray_mpiio_hints(const mpi::Hints& hints);

// Quotes `text` for a POSIX shell: 'text', with embedded quotes as '\''.
std::string shell_quote(const std::string& text);

}  // namespace pcgns::stripe
