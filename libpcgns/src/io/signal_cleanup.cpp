#include "pcgns/signal_cleanup.hpp"

#include <csignal>

#include "io/temporary_registry.hpp"

namespace pcgns {
namespace {

constexpr int kCleanupSignals[] = {SIGTERM, SIGINT, SIGHUP};

extern "C" void remove_temporaries_and_die(int signal_number) {
  io::remove_remembered_temporaries();
  // The default action, delivered when the handler returns (the signal is blocked
  // until then), ends the process the way the sender meant.
  std::signal(signal_number, SIG_DFL);
  std::raise(signal_number);
}

}  // namespace

void remove_temporaries_on_signals() {
  struct sigaction action {};
  action.sa_handler = remove_temporaries_and_die;
  sigemptyset(&action.sa_mask);
  for (const int signal_number : kCleanupSignals) sigaddset(&action.sa_mask, signal_number);
  for (const int signal_number : kCleanupSignals) {
    struct sigaction previous {};
    if (sigaction(signal_number, nullptr, &previous) == 0 && previous.sa_handler == SIG_IGN) continue;
    sigaction(signal_number, &action, nullptr);
  }
}

}  // namespace pcgns
