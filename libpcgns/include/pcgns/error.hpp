#pragma once
// The pcgns error hierarchy. Library code throws these; only a tool's main() turns
// them into process exit codes (the sysexits.h values every pcgns tool documents).
#include <stdexcept>
#include <string>

namespace pcgns {

enum class ExitCode : int {
  success = 0,
  usage = 64,        // EX_USAGE: bad command line
  data = 65,         // EX_DATAERR: invalid or inconsistent input data
  no_input = 66,     // EX_NOINPUT: an input missing or unreadable
  internal = 70,     // EX_SOFTWARE: a bug in pcgns
  cant_create = 73,  // EX_CANTCREAT: output cannot be created
  io = 74,           // EX_IOERR: I/O error while reading or writing
};

class Error : public std::runtime_error {
 public:
  Error(ExitCode code, const std::string& message) : std::runtime_error(message), code_(code) {}
  ExitCode code() const noexcept { return code_; }

 private:
  ExitCode code_;
};

struct UsageError : Error {
  explicit UsageError(const std::string& m) : Error(ExitCode::usage, m) {}
};
struct InputError : Error {  // the data is invalid or inconsistent
  explicit InputError(const std::string& m) : Error(ExitCode::data, m) {}
};
struct MissingInputError : Error {  // a file is absent or cannot be opened
  explicit MissingInputError(const std::string& m) : Error(ExitCode::no_input, m) {}
};
struct OutputError : Error {  // the output cannot be created
  explicit OutputError(const std::string& m) : Error(ExitCode::cant_create, m) {}
};
struct IoError : Error {  // reading or writing failed part way
  explicit IoError(const std::string& m) : Error(ExitCode::io, m) {}
};
struct InternalError : Error {
  explicit InternalError(const std::string& m) : Error(ExitCode::internal, m) {}
};

// Builds an Error of the given code; used where the code is only known at run time
// (e.g. an error received from another MPI rank).
[[noreturn]] void throw_error(ExitCode code, const std::string& message);

}  // namespace pcgns
