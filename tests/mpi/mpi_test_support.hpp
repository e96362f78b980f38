#pragma once
// Helpers shared by the MPI tests: rank queries, a scratch directory every rank sees
// (support/shared_dir.hpp), and checks that an error reached every rank.
#include <gtest/gtest.h>
#include <mpi.h>

#include <string>
#include <vector>

#include "support/shared_dir.hpp"

namespace pcgns::test {

inline int world_rank() {
  int r = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &r);
  return r;
}

inline int world_size() {
  int s = 1;
  MPI_Comm_size(MPI_COMM_WORLD, &s);
  return s;
}

// Runs `step`, which must throw E on this rank with a message containing every one of
// `fragments`.
template <class E, class Fn>
void expect_error(Fn&& step, const std::vector<std::string>& fragments) {
  try {
    step();
    ADD_FAILURE() << "no exception on rank " << world_rank();
  } catch (const E& e) {
    const std::string message = e.what();
    for (const auto& f : fragments)
      EXPECT_NE(message.find(f), std::string::npos) << "'" << f << "' not in: " << message;
  } catch (const std::exception& e) {
    ADD_FAILURE() << "unexpected exception type on rank " << world_rank() << ": " << e.what();
  }
}

}  // namespace pcgns::test
