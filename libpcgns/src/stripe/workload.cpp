#include "pcgns/stripe/workload.hpp"

#include "pcgns/error.hpp"

namespace pcgns::stripe {

std::int64_t Workload::file_bytes() const {
  if (bytes <= 0) return 0;
  if (pattern != Pattern::fpp) return bytes;
  return (bytes + ranks - 1) / ranks;
}

int Workload::writers_per_file() const { return pattern == Pattern::shared ? ranks : 1; }

Pattern parse_pattern(const std::string& name) {
  if (name == "shared") return Pattern::shared;
  if (name == "fpp") return Pattern::fpp;
  if (name == "serial") return Pattern::serial;
  throw UsageError("unknown pattern '" + name + "' (expected shared, fpp or serial)");
}

const char* pattern_name(Pattern pattern) {
  switch (pattern) {
    case Pattern::shared: return "shared";
    case Pattern::fpp: return "fpp";
    case Pattern::serial: return "serial";
  }
  return "shared";
}

}  // namespace pcgns::stripe
