#pragma once
// A cleanup signal (SIGTERM, SIGINT, SIGHUP; pcgns/sys/signal_cleanup.hpp) that arrives while
// a set of outputs is being renamed into place is held: removing the temporaries then
// would leave half a set published. When the hold ends, a publication that completed
// keeps its outputs and the run ends normally (exit 0: the outputs are published); one
// that did not complete is ended by the held signal (temporaries removed, 128+signal).
namespace pcgns::sys {

class SignalHold {
 public:
  SignalHold() noexcept;
  ~SignalHold();
  SignalHold(const SignalHold&) = delete;
  SignalHold& operator=(const SignalHold&) = delete;

  // Every output is in place: a held signal is dropped at the end of the hold.
  void published() noexcept { published_ = true; }

 private:
  bool published_ = false;
};

// The signal held so far, 0 when none (for tests).
int held_signal() noexcept;

}  // namespace pcgns::sys
