#pragma once
// Error agreement across MPI ranks. A rank that fails must not leave the others
// waiting in a collective call: every collective step is followed by an agreement,
// and a failure anywhere becomes the same error everywhere, naming the failing rank.
#include <mpi.h>

#include <exception>
#include <utility>

namespace pcgns::mpi {

// Collective. If `local_error` is set on any rank, every rank throws an Error with that
// error's exit code and the message "rank R: <message>" of the lowest failing rank.
void agree_on_error(MPI_Comm comm, std::exception_ptr local_error);

// Collective, for callers that already know (from a reduction of their own) that rank
// `first` is the lowest failing one: every rank throws that rank's error as
// agree_on_error would. `local_error` is read on rank `first` only.
[[noreturn]] void throw_failure_of(MPI_Comm comm, int first, const std::exception_ptr& local_error);

// Collective. Runs `step` locally, then agrees on its outcome; returns its result.
template <class Fn>
auto run_agreed(MPI_Comm comm, Fn&& step) -> decltype(step()) {
  std::exception_ptr error;
  if constexpr (std::is_void_v<decltype(step())>) {
    try {
      step();
    } catch (...) {
      error = std::current_exception();
    }
    agree_on_error(comm, error);
  } else {
    decltype(step()) result{};
    try {
      result = step();
    } catch (...) {
      error = std::current_exception();
    }
    agree_on_error(comm, error);
    return result;
  }
}

}  // namespace pcgns::mpi
