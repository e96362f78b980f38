#include "pcgns/stripe/file_system.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <utility>

#include "pcgns/error.hpp"

namespace pcgns::stripe {
namespace {

// statfs f_type values: linux/magic.h for the kernel's own file systems; Lustre's
// LL_SUPER_MAGIC, GPFS's, BeeGFS's and PanFS's come from their client modules.
constexpr std::array<std::pair<unsigned long, const char*>, 11> kMagics{{
    {0x0BD00BD0UL, "lustre"},
    {0x47504653UL, "gpfs"},
    {0x19830326UL, "beegfs"},
    {0x6969UL, "nfs"},
    {0xAAD7AAEAUL, "panfs"},
    {0x00C36400UL, "cephfs"},
    {0x58465342UL, "xfs"},
    {0xEF53UL, "ext4"},  // ext2, ext3 and ext4 share one magic
    {0x01021994UL, "tmpfs"},
    {0x794C7630UL, "overlayfs"},
    {0x9123683EUL, "btrfs"},
}};

}  // namespace

std::string fs_name_for_magic(unsigned long magic) {
  for (const auto& [value, name] : kMagics)
    if (value == magic) return name;
  return "unknown";
}

std::string canonical_fs_name(const std::string& name) {
  std::string lower = name;
  std::transform(lower.begin(), lower.end(), lower.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  if (lower == "ext2" || lower == "ext3") return "ext4";
  if (lower == "ceph") return "cephfs";
  if (lower == "overlay") return "overlayfs";
  if (lower == "spectrum-scale" || lower == "gpfs") return "gpfs";
  std::string known;
  for (const auto& [value, known_name] : kMagics) {
    if (lower == known_name) return lower;
    known += (known.empty() ? "" : ", ") + std::string(known_name);
  }
  throw UsageError("unknown file system '" + name + "' for --fs (known: " + known + ")");
}

bool is_shared_fs(const std::string& fs) {
  return fs == "lustre" || fs == "gpfs" || fs == "beegfs" || fs == "nfs" || fs == "panfs" || fs == "cephfs";
}

}  // namespace pcgns::stripe
