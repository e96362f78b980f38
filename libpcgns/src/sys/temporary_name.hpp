#pragma once
// Names of the temporaries pcgns creates next to an output. They carry the host and the
// pid of the process that made them, so that a later run can tell a temporary whose
// owner was killed (SIGKILL leaves no chance to clean up) from one still being written.
#include <optional>
#include <string>
#include <string_view>

namespace pcgns::sys {

// This host's name, reduced to letters, digits, '-' and '.' (it is part of a file name).
std::string this_host();

// Ten random hex digits.
std::string random_token();

// ".<file_name>.pcgns-<token>-<pid>@<host>.tmp" for this process and host, or for the
// run's shared owner (io/run_owner.hpp) when there is one and `token` is empty.
std::string temporary_entry_name(std::string_view file_name, std::string_view token);

struct TemporaryOwner {
  std::string file_name;  // the output it stands for
  std::string host;
  long pid = 0;
};

// The run's shared owner ("<token>-<pid>@<host>"): empty unless a run whose ranks write
// their own outputs set one (io/run_owner.hpp's SharedTemporaries, while it lives).
const std::string& shared_owner();
// Sets the shared owner; an empty `owner` clears it.
void set_shared_owner(std::string owner);

// The owner recorded in a directory entry's name; nullopt for any other name.
std::optional<TemporaryOwner> parse_temporary_entry(std::string_view entry);

}  // namespace pcgns::sys
