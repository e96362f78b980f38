#pragma once
// Temporaries left by a killed run (SIGKILL, a node crash): their names record the host
// and pid of the process that made them, and a temporary is stale when that host is
// this one and the process no longer exists. One of another host, of a live process or
// of another user is kept.
#include <filesystem>
#include <string>
#include <vector>

namespace pcgns::sys {

// Removes the stale temporaries directly in `directory` (all of them, or only those
// standing for the output named `file_name` when it is not empty) and returns what it
// removed. Never throws; an unreadable directory removes nothing.
std::vector<std::filesystem::path> remove_stale_temporaries(const std::filesystem::path& directory,
                                                            const std::string& file_name = {});

}  // namespace pcgns::sys
