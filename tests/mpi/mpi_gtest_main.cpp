// main() for MPI GoogleTest binaries: every rank runs every test; rank 0 prints the
// usual report, other ranks print only their failed assertions (prefixed with the
// rank), and the process exit code is the worst result over all ranks, so a failure on
// any rank fails the ctest entry.
#include <gtest/gtest.h>
#include <mpi.h>

#include <cstdio>
#include <string>

namespace {

// On ranks other than 0: failures are otherwise invisible.
class RankFailurePrinter : public ::testing::EmptyTestEventListener {
 public:
  explicit RankFailurePrinter(int rank) : rank_(rank) {}
  // The test's name is kept when it starts: asking gtest for the current test from
  // OnTestPartResult would take a lock gtest already holds there, and hang the rank.
  void OnTestStart(const ::testing::TestInfo& test) override {
    suite_ = test.test_suite_name();
    name_ = test.name();
  }
  void OnTestPartResult(const ::testing::TestPartResult& result) override {
    if (!result.failed()) return;
    std::fprintf(stderr, "[rank %d] %s.%s: %s:%d: %s\n", rank_, suite_.c_str(), name_.c_str(),
                 result.file_name() ? result.file_name() : "?", result.line_number(), result.summary());
  }

 private:
  int rank_;
  std::string suite_ = "?", name_ = "?";
};

}  // namespace

int main(int argc, char** argv) {
  int provided = 0;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
  ::testing::InitGoogleTest(&argc, argv);
  int rank = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank != 0) {
    auto& listeners = ::testing::UnitTest::GetInstance()->listeners();
    delete listeners.Release(listeners.default_result_printer());
    listeners.Append(new RankFailurePrinter(rank));
  }
  int local = RUN_ALL_TESTS();
  // A test that failed only on another rank is reported here by rank 0 too.
  int failed_tests = ::testing::UnitTest::GetInstance()->failed_test_count();
  int worst = 0, total_failed = 0;
  MPI_Allreduce(&local, &worst, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
  MPI_Allreduce(&failed_tests, &total_failed, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  if (rank == 0 && worst != 0 && local == 0)
    std::fprintf(stderr, "[  FAILED  ] %d test(s) failed on other ranks\n", total_failed);
  MPI_Finalize();
  return worst;
}
