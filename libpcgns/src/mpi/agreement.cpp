#include "pcgns/mpi/agreement.hpp"

#include <cstdint>
#include <regex>
#include <string>

#include "pcgns/error.hpp"

namespace pcgns::mpi {
namespace {

struct Failure {
  int code = static_cast<int>(ExitCode::internal);
  std::string message;
};

Failure describe(const std::exception_ptr& error) {
  try {
    std::rethrow_exception(error);
  } catch (const Error& e) {
    return {static_cast<int>(e.code()), e.what()};
  } catch (const std::exception& e) {
    return {static_cast<int>(ExitCode::internal), std::string("internal error: ") + e.what()};
  } catch (...) {
    return {static_cast<int>(ExitCode::internal), "internal error: unknown exception"};
  }
}

// An error that was already agreed (thrown by a nested collective step on every rank)
// carries its "rank R: " prefix; prefixing it again would blame the wrong rank.
bool already_agreed(const std::string& message) {
  static const std::regex prefix(R"(^rank [0-9]+: )");
  return std::regex_search(message, prefix);
}

void broadcast_failure(MPI_Comm comm, int root, Failure& failure) {
  std::int64_t length = static_cast<std::int64_t>(failure.message.size());
  int header[1] = {failure.code};
  MPI_Bcast(header, 1, MPI_INT, root, comm);
  MPI_Bcast(&length, 1, MPI_INT64_T, root, comm);
  failure.code = header[0];
  failure.message.resize(static_cast<std::size_t>(length));
  // Error messages are short; a single broadcast is enough.
  MPI_Bcast(failure.message.data(), static_cast<int>(length), MPI_CHAR, root, comm);
}

}  // namespace

// NOLINTNEXTLINE(performance-unnecessary-value-param): by value as std::rethrow_exception takes it; null on success
void agree_on_error(MPI_Comm comm, std::exception_ptr local_error) {
  int rank = 0;
  int size = 1;
  MPI_Comm_rank(comm, &rank);
  MPI_Comm_size(comm, &size);
  const int mine = local_error ? rank : size;
  int first = size;
  MPI_Allreduce(&mine, &first, 1, MPI_INT, MPI_MIN, comm);
  if (first == size) return;
  throw_failure_of(comm, first, local_error);
}

void throw_failure_of(MPI_Comm comm, int first, const std::exception_ptr& local_error) {
  int rank = 0;
  MPI_Comm_rank(comm, &rank);
  Failure failure;
  if (rank == first) failure = describe(local_error);
  broadcast_failure(comm, first, failure);
  const std::string message =
      already_agreed(failure.message) ? failure.message : "rank " + std::to_string(first) + ": " + failure.message;
  throw_error(static_cast<ExitCode>(failure.code), message);
}

}  // namespace pcgns::mpi
