// Cleanup signals held while a set of outputs is published (sys/signal_hold.hpp).
#include "sys/signal_hold.hpp"

#include <gtest/gtest.h>

#include <pthread.h>
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <thread>

#include "pcgns/sys/signal_cleanup.hpp"
#include "support/scratch_dir.hpp"
#include "sys/temporary_registry.hpp"

namespace pcgns::sys {
namespace {
namespace fs = std::filesystem;

class SignalHoldTest : public ::testing::Test {
 protected:
  void SetUp() override {
    fs::create_directories(dir / "private");
    temporary = dir / "private" / "out.cgns";
    std::ofstream(temporary) << "partial";
  }
  pcgns::test::ScratchDir scratch;
  fs::path dir = scratch.path(), temporary;
};

TEST_F(SignalHoldTest, ASignalDuringACompletedPublicationIsDropped) {
  EXPECT_EXIT(
      {
        remove_temporaries_on_signals();
        remember_temporary(temporary, dir / "private");
        {
          SignalHold hold;
          std::raise(SIGTERM);
          if (held_signal() != SIGTERM) std::_Exit(3);
          if (!fs::exists(temporary)) std::_Exit(4);  // nothing removed while held
          hold.published();
        }
        std::_Exit(held_signal() == 0 ? 0 : 5);
      },
      ::testing::ExitedWithCode(0), "");
}

TEST_F(SignalHoldTest, ASignalDuringAnUnfinishedPublicationEndsTheProcessWhenTheHoldEnds) {
  EXPECT_EXIT(
      {
        remove_temporaries_on_signals();
        remember_temporary(temporary, dir / "private");
        {
          SignalHold hold;
          std::raise(SIGTERM);
          if (!fs::exists(temporary)) std::_Exit(4);
        }
        std::_Exit(0);  // not reached: the held signal ends the process
      },
      ::testing::KilledBySignal(SIGTERM), "");
  // The handler removed the temporary and its private directory.
  EXPECT_FALSE(fs::exists(temporary));
  EXPECT_FALSE(fs::exists(dir / "private"));
}

TEST_F(SignalHoldTest, WithoutAHoldASignalEndsTheProcessAtOnce) {
  EXPECT_EXIT(
      {
        remove_temporaries_on_signals();
        remember_temporary(temporary, dir / "private");
        std::raise(SIGINT);
        std::_Exit(0);
      },
      ::testing::KilledBySignal(SIGINT), "");
  EXPECT_FALSE(fs::exists(temporary));
}

// A signal sent to the process may land on another thread (Open MPI's progress threads);
// the cleanup must still run on the main thread, which makes the temporaries, so one it
// makes after the signal arrived is removed too.
TEST_F(SignalHoldTest, ASignalLandingOnAnotherThreadIsHandledByTheMainThread) {
  const fs::path later = dir / "later.cgns";
  EXPECT_EXIT(
      {
        remove_temporaries_on_signals();
        remember_temporary(temporary, dir / "private");
        std::thread other([] {  // its mask lets SIGTERM in; the main thread's will not
          for (;;) std::this_thread::sleep_for(std::chrono::milliseconds(10));
        });
        other.detach();
        sigset_t term;
        sigemptyset(&term);
        sigaddset(&term, SIGTERM);
        pthread_sigmask(SIG_BLOCK, &term, nullptr);
        ::kill(::getpid(), SIGTERM);  // only the other thread can take it
        std::this_thread::sleep_for(std::chrono::milliseconds(200));
        sigset_t pending;
        sigpending(&pending);
        if (sigismember(&pending, SIGTERM) != 1) std::_Exit(3);  // not handed to the main thread
        if (!fs::exists(temporary)) std::_Exit(4);               // removed off the main thread
        std::ofstream(later) << "made after the signal";
        remember_temporary(later, {});
        pthread_sigmask(SIG_UNBLOCK, &term, nullptr);  // the handler runs here, on the main thread
        std::_Exit(0);
      },
      ::testing::KilledBySignal(SIGTERM), "");
  EXPECT_FALSE(fs::exists(temporary));
  EXPECT_FALSE(fs::exists(later));
}

}  // namespace
}  // namespace pcgns::sys
