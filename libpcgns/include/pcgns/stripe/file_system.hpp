#pragma once
// File-system names from statfs f_type magic numbers (linux/magic.h, and the vendors'
// own headers for Lustre, GPFS, BeeGFS, PanFS), and the names --fs accepts.
#include <string>

namespace pcgns::stripe {

// "lustre", "gpfs", "beegfs", "nfs", "panfs", "cephfs", "xfs", "ext4", "tmpfs",
// "overlayfs", "btrfs", or "unknown".
std::string fs_name_for_magic(unsigned long magic);

// The canonical name of a --fs argument ("ext2"/"ext3" -> "ext4", "GPFS" -> "gpfs");
// UsageError naming the accepted names when it is none of them.
std::string canonical_fs_name(const std::string& name);

// Parallel file systems shared by every node (striped or not); local disks are not.
bool is_shared_fs(const std::string& fs);

}  // namespace pcgns::stripe
