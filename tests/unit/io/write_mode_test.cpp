// Which MPI-IO write mode the user's hints ask for; the per-flush choice is exercised by
// the MPI round-trip tests.
#include <gtest/gtest.h>

#include "io/write_mode.hpp"

namespace pcgns::io {
namespace {

TEST(WriteModeChoice, WithoutHintsTheChoiceIsMadePerFlush) {
  EXPECT_EQ(write_mode_choice({}), WriteModeChoice::automatic);
  EXPECT_EQ(write_mode_choice({{"cb_buffer_size", "16777216"}}), WriteModeChoice::automatic);
}

TEST(WriteModeChoice, RomioCbWriteForcesTheModeAndTheLastSettingWins) {
  EXPECT_EQ(write_mode_choice({{"romio_cb_write", "enable"}}), WriteModeChoice::collective);
  EXPECT_EQ(write_mode_choice({{"romio_cb_write", "disable"}}), WriteModeChoice::independent);
  EXPECT_EQ(write_mode_choice({{"romio_cb_write", "disable"}, {"romio_cb_write", "automatic"}}),
            WriteModeChoice::automatic);
  EXPECT_EQ(write_mode_choice({{"romio_cb_write", "enable"}, {"romio_cb_write", "disable"}}),
            WriteModeChoice::independent);
}

}  // namespace
}  // namespace pcgns::io
