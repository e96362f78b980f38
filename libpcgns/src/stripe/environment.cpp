#include "pcgns/stripe/environment.hpp"

#include "pcgns/error.hpp"

namespace pcgns::stripe {

MpiFlavor parse_mpi_flavor(const std::string& name) {
  if (name == "openmpi") return MpiFlavor::openmpi;
  if (name == "mpich") return MpiFlavor::mpich;
  if (name == "cray") return MpiFlavor::cray;
  throw UsageError("unknown MPI library '" + name + "' (expected openmpi, mpich or cray)");
}

const char* mpi_flavor_name(MpiFlavor flavor) {
  switch (flavor) {
    case MpiFlavor::openmpi: return "openmpi";
    case MpiFlavor::mpich: return "mpich";
    case MpiFlavor::cray: return "cray";
  }
  return "openmpi";
}

}  // namespace pcgns::stripe
