// Cleanup signals held while a set of outputs is published (sys/signal_hold.hpp).
#include "sys/signal_hold.hpp"

#include <gtest/gtest.h>

#include <csignal>
#include <filesystem>
#include <fstream>

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

}  // namespace
}  // namespace pcgns::sys
