#include "bench_environment.hpp"

#include <sys/vfs.h>
#include <unistd.h>

#include <map>
#include <string>
#include <vector>

#include "pcgns/mpi/hints.hpp"
#include "pcgns/mpi/unique_comm.hpp"
#include "pcgns/mpi_rank.hpp"
#include "pcgns_tool/report_header.hpp"

namespace pcgns::bench_app {
namespace {

// statfs(2) magic numbers of the file systems an HPC user meets.
const std::map<long, const char*>& filesystem_names() {
  static const std::map<long, const char*> names{
      {0xEF53, "ext4"},       {0x58465342, "xfs"},    {0x01021994, "tmpfs"}, {0x794c7630, "overlay"},
      {0x0BD00BD0, "lustre"}, {0x47504653, "gpfs"},   {0x6969, "nfs"},       {0x9123683E, "btrfs"},
      {0x65735546, "fuse"},   {0x2fc12fc1, "zfs"},    {0x5346414f, "afs"},   {0x73717368, "squashfs"},
      {0xaad7aaea, "panfs"},  {0x19830326, "beegfs"}, {0x00c36400, "cephfs"}};
  return names;
}

// Opens a scratch file in `dir` with the hints and asks MPI which are in effect.
nlohmann::json hints_in_effect(MPI_Comm comm, const std::filesystem::path& dir, const mpi::Hints& hints) {
  const auto probe = dir / ".pcgns-bench-hints";
  mpi::MpiInfo requested(hints);
  MPI_File file = MPI_FILE_NULL;
  nlohmann::json result = nlohmann::json::object();
  if (MPI_File_open(comm, probe.c_str(), MPI_MODE_CREATE | MPI_MODE_WRONLY | MPI_MODE_DELETE_ON_CLOSE, requested.get(),
                    &file) != MPI_SUCCESS)
    return result;
  MPI_Info info = MPI_INFO_NULL;
  MPI_File_get_info(file, &info);
  int keys = 0;
  MPI_Info_get_nkeys(info, &keys);
  for (int k = 0; k < keys; ++k) {
    char key[MPI_MAX_INFO_KEY + 1] = {};
    MPI_Info_get_nthkey(info, k, key);
    int length = 0, found = 0;
    MPI_Info_get_valuelen(info, key, &length, &found);
    std::string value(static_cast<std::size_t>(length) + 1, '\0');
    MPI_Info_get(info, key, length + 1, value.data(), &found);
    value.resize(static_cast<std::size_t>(length));
    result[key] = value;
  }
  MPI_Info_free(&info);
  MPI_File_close(&file);
  return result;
}

}  // namespace

int node_rank_count(MPI_Comm comm) {
  const mpi::UniqueComm node = mpi::UniqueComm::shared_memory_node(comm);
  return size_of(node.get());
}

std::string filesystem_name(const std::filesystem::path& dir) {
  struct statfs info {};
  if (::statfs(dir.c_str(), &info) != 0) return "unknown";
  const auto it = filesystem_names().find(static_cast<long>(info.f_type));
  return it == filesystem_names().end() ? "unknown" : it->second;
}

nlohmann::json describe_environment(MPI_Comm comm, const std::filesystem::path& dir, const mpi::Hints& hints,
                                    bool drop_cache) {
  const int hosts = tool::recorded_host_count();
  const auto in_effect = hints_in_effect(comm, dir, hints);
  std::string cache = "not_defeated", note = "not defeated: reads may come from the page cache (use --drop-cache)";
  if (drop_cache && hosts > 1) {
    cache = "defeated";
    note = "defeated: each rank reads another rank's data, half the ranks away";
  } else if (drop_cache) {
    cache = "single_node";
    note = "not defeated: single node, every rank's data is in this node's page cache";
  }
  return {{"dir", std::filesystem::absolute(dir).string()},
          {"filesystem", filesystem_name(dir)},
          {"hints", in_effect},
          {"cache", cache},
          {"cache_note", note}};
}

}  // namespace pcgns::bench_app
