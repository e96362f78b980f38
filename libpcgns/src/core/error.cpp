#include "pcgns/error.hpp"

namespace pcgns {

void throw_error(ExitCode code, const std::string& message) {
  switch (code) {
    case ExitCode::usage: throw UsageError(message);
    case ExitCode::data: throw InputError(message);
    case ExitCode::no_input: throw MissingInputError(message);
    case ExitCode::cant_create: throw OutputError(message);
    case ExitCode::io: throw IoError(message);
    case ExitCode::success:
    case ExitCode::internal: break;
  }
  throw InternalError(message);
}

}  // namespace pcgns
