#include "pcgns/mpi/hints.hpp"

#include "pcgns/error.hpp"

namespace pcgns::mpi {
namespace {

// MPI_Info_set reports bad keys through the world error handler, which aborts the job
// by default: reject them here, with a message the user can act on.
void check_hint(const std::string& key, const std::string& value) {
  if (key.empty() || value.empty())
    throw UsageError("invalid MPI-IO hint '" + key + "=" + value + "' (expected KEY=VALUE)");
  if (key.size() >= MPI_MAX_INFO_KEY || value.size() >= MPI_MAX_INFO_VAL)
    throw UsageError("invalid MPI-IO hint '" + key + "=" + value + "': key or value too long");
}

}  // namespace

std::pair<std::string, std::string> parse_hint(const std::string& text) {
  const auto equals = text.find('=');
  if (equals == std::string::npos) throw UsageError("invalid MPI-IO hint '" + text + "' (expected KEY=VALUE)");
  std::string key = text.substr(0, equals);
  std::string value = text.substr(equals + 1);
  check_hint(key, value);
  return {std::move(key), std::move(value)};
}

MpiInfo::MpiInfo(const Hints& hints) {
  for (const auto& [key, value] : hints) check_hint(key, value);
  if (hints.empty()) return;
  MPI_Info_create(&info_);
  for (const auto& [key, value] : hints) MPI_Info_set(info_, key.c_str(), value.c_str());
}

MpiInfo::~MpiInfo() {
  int finalized = 0;
  MPI_Finalized(&finalized);
  if (info_ != MPI_INFO_NULL && !finalized) MPI_Info_free(&info_);
}

}  // namespace pcgns::mpi
